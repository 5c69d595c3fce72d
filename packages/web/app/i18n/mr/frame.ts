// Twin of i18n/hi/frame.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const frame: Messages["frame"] = {
  breadcrumb: "तुम्ही इथे आहात",
  onThisPage: "या पेजवर",
  readNext: "पुढे वाचा",
  sources: "स्रोत",
  unconfirmedBefore:
    "कोणत्याही सरकारी स्रोताकडून याची खात्री झालेली नाही, म्हणून हा ढोबळ अंदाज समजा. तो इथे तपासा: ",
  unconfirmedAfter: ".",
  sourceEnd: ".",
  healthNote:
    "हे पेज सर्वसाधारण माहितीसाठी आहे, डॉक्टरी सल्ला नाही. आजाराचे निदान किंवा उपचारासाठी डॉक्टरांशी बोला; इमर्जन्सीमध्ये लगेच तातडीच्या मदतीच्या नंबरवर फोन करा.",
  lastReviewed: "शेवटची तपासणी: ",
  translationUnreviewed:
    "या मराठी पेजची तपासणी अजून मराठी जाणणाऱ्या कोणत्याही समीक्षकाने केलेली नाही. अचूक माहितीसाठी इंग्रजी पेजलाच आधार माना.",
  translationEnglishLink: "इंग्रजी पेज वाचा",
  translationReviewed: (reviewer, date) => `मराठीची तपासणी: ${reviewer}, ${date}`,
};
