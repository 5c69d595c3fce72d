// Twin of i18n/hi/nav.ts (Marathi).
import type { Messages } from "../catalogue.ts";

// The same names as the Marathi pages' titles, so a link says where it goes.
export const nav: Messages["nav"] = {
  home: "होम",
  services: "सेवा",
  examCalendar: "परीक्षा कॅलेंडर",
  streamSelectionGuide: "स्ट्रीम निवडण्याचे मार्गदर्शन",
  studyTips: "अभ्यासाच्या टिप्स",
  exerciseVideos: "व्यायाम आणि आरोग्य",
  onlineCoaching: "ऑनलाइन कोचिंगचे कोडे",
  schoolProsCons: "शाळा: फायदे आणि तोटे",
  patientSupport: "रुग्णांसाठी मदत",
  icuWard: "आयसीयू आणि वॉर्डमध्ये मदत",
  appointmentHelp: "डॉक्टरांच्या अपॉइंटमेंटसाठी मदत",
  dayNightSupport: "दिवस-रात्र खाजगी मदत",
  examStress: "परीक्षेचा ताण",
  mentalHealth: "मानसिक आरोग्यासाठी मदत",
  suicidalThoughts: "आत्महत्येच्या विचारांसाठी मदत",
  firstDayIcu: "आयसीयूमधील पहिला दिवस",
  goingHome: "उद्या हॉस्पिटलमधून घरी जायचे आहे",
  someoneTalksSuicide: "माझ्या ओळखीची व्यक्ती स्वतःचे आयुष्य संपवण्याबद्दल बोलते",
  resultsDay: "उद्या निकाल आहे",
  yourState: "तुमचे राज्य",
  contact: "संपर्क",
};
