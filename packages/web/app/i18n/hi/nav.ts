import type { Messages } from "../catalogue.ts";

// The same names as the Hindi pages' titles, so a link says where it goes.
export const nav: Messages["nav"] = {
  home: "होम",
  services: "सेवाएँ",
  examCalendar: "परीक्षा कैलेंडर",
  streamSelectionGuide: "स्ट्रीम चुनने की गाइड",
  studyTips: "पढ़ाई के टिप्स",
  exerciseVideos: "कसरत और सेहत",
  onlineCoaching: "ऑनलाइन कोचिंग की पहेली",
  schoolProsCons: "स्कूल: फ़ायदे और नुक़सान",
  patientSupport: "मरीज़ों के लिए मदद",
  icuWard: "आईसीयू और वार्ड में मदद",
  appointmentHelp: "डॉक्टर के अपॉइंटमेंट में मदद",
  dayNightSupport: "दिन-रात की निजी मदद",
  examStress: "परीक्षा का तनाव",
  mentalHealth: "मानसिक स्वास्थ्य के लिए मदद",
  suicidalThoughts: "आत्महत्या के विचारों के लिए मदद",
  firstDayIcu: "आईसीयू में पहला दिन",
  goingHome: "कल अस्पताल से घर जाना है",
  someoneTalksSuicide: "मेरा कोई जानने वाला अपनी ज़िंदगी ख़त्म करने की बात करता है",
  resultsDay: "कल रिज़ल्ट आना है",
  yourState: "आपका राज्य",
  contact: "संपर्क",
};
