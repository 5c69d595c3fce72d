import type { Messages } from "../catalogue.ts";

export const contact: Messages["contact"] = {
  phone: "फ़ोन: ",
  whatsapp: "WhatsApp: ",
  email: "ईमेल: ",
  supportHours: "हमसे बात करने का समय",
  emailReplies: "ईमेल का जवाब",
  emergencies: "इमरजेंसी में",
  emergenciesValue: "तुरंत मदद वाले नंबरों पर 24 घंटे, हमारे ज़रिए नहीं",
  weekdays: {
    1: "सोमवार",
    2: "मंगलवार",
    3: "बुधवार",
    4: "गुरुवार",
    5: "शुक्रवार",
    6: "शनिवार",
    7: "रविवार",
  },
  dayRange: (first, last) => `${first} से ${last}`,
  everyDay: "हर दिन",
  dayPeriods: {
    morning: "सुबह",
    afternoon: "दोपहर",
    lateAfternoon: "दोपहर",
    evening: "शाम",
    night: "रात",
  },
  clock: (time, period) => `${period} ${time}`,
  timeRange: (opens, closes, zone) => `${opens} से ${closes} तक (${zone})`,
};
