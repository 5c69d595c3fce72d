import type { Messages } from "../catalogue.ts";

export const layout: Messages["layout"] = {
  skipToContent: "सीधे मुख्य जानकारी पर जाएँ",
  needHelp: "मदद चाहिए?",
  mainNav: "मुख्य",
  resources: "जानकारी",
  emergency: "इमरजेंसी",
  emergencyHelpSuffix: " मदद",
  languageSwitchLabel: "Read this page in English",
  languageOffer: "This page is also in English.",
  languageOfferLink: "Read in English",
  languageOfferDismiss: "बंद करें",
  errorTitle: "कुछ गड़बड़ हो गई",
  errorBody: "कृपया पेज दोबारा लोड करें। अगर फिर भी ऐसा हो, तो हमें लिखें और बताएँ कि आप क्या कर रहे थे।",
};
