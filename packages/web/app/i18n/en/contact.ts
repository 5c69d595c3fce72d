/** The deployer's contact lines and support hours (contact-details.tsx, support-hours-list.tsx). */
export const contact = {
  phone: "Phone: ",
  whatsapp: "WhatsApp: ",
  email: "Email: ",
  supportHours: "Support hours",
  emailReplies: "Email replies",
  emergencies: "Emergencies",
  emergenciesValue: "24/7 on the urgent-help lines, not through us",
  /** Days by their ISO 8601 number (1 is Monday), as config/site.ts gives support hours. */
  weekdays: {
    1: "Monday",
    2: "Tuesday",
    3: "Wednesday",
    4: "Thursday",
    5: "Friday",
    6: "Saturday",
    7: "Sunday",
  },
  /** Days open: "Monday to Friday". */
  dayRange: (first: string, last: string) => `${first} to ${last}`,
  everyDay: "Every day",
  /** The parts of the day a time is said with; which hours are which part: desk contract `dayPartOf`. */
  dayPeriods: { morning: "am", afternoon: "pm", lateAfternoon: "pm", evening: "pm", night: "pm" },
  /** A time on the 12-hour clock ("9:00") with its part of the day: "9:00 am". */
  clock: (time: string, period: string) => `${time} ${period}`,
  /** "9:00 am to 6:00 pm IST". */
  timeRange: (opens: string, closes: string, zone: string) => `${opens} to ${closes} ${zone}`,
};
