// Twin of i18n/hi/contact.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const contact: Messages["contact"] = {
  phone: "फोन: ",
  whatsapp: "WhatsApp: ",
  email: "ईमेल: ",
  supportHours: "आमच्याशी बोलण्याची वेळ",
  emailReplies: "ईमेलचे उत्तर",
  emergencies: "इमर्जन्सीमध्ये",
  emergenciesValue: "तातडीच्या मदतीच्या नंबरवर २४ तास, आमच्यामार्फत नाही",
  weekdays: {
    1: "सोमवार",
    2: "मंगळवार",
    3: "बुधवार",
    4: "गुरुवार",
    5: "शुक्रवार",
    6: "शनिवार",
    7: "रविवार",
  },
  dayRange: (first, last) => `${first} ते ${last}`,
  everyDay: "दररोज",
  dayPeriods: {
    morning: "सकाळी",
    afternoon: "दुपारी",
    lateAfternoon: "दुपारी",
    evening: "संध्याकाळी",
    night: "रात्री",
  },
  clock: (time, period) => `${period} ${time}`,
  timeRange: (opens, closes, zone) => `${opens} ते ${closes} (${zone})`,
};
