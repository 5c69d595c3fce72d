// Twin of i18n/hi/search.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const search: Messages["search"] = {
  open: "शोधा",
  dialogTitle: "शोधा",
  dialogDescription: "प्रत्येक पेजवर एखादा मार्गदर्शक किंवा माहिती शोधा.",
  boxLabel: "साइटवर शोधा",
  pageHeading: "शोधा",
  submit: "शोधा",
  metaTitle: "शोधा | {site}",
  metaDescription: "{site} च्या प्रत्येक मार्गदर्शकात शोधा.",
  searching: "शोधत आहोत…",
  failed: "आत्ता शोध काम करत नाही. थोड्या वेळाने पुन्हा प्रयत्न करा.",
  noResults: "“{query}” साठी काहीही सापडले नाही.",
  oneResult: "१ निकाल.",
  results: "{count} निकाल.",
  oneResultFor: "“{query}” साठी १ निकाल.",
  resultsFor: "“{query}” साठी {count} निकाल.",
  showingBefore: "",
  showingAfter: " चे निकाल दाखवत आहोत. ",
  insteadBefore: "त्याऐवजी ",
  insteadAfter: " शोधा",
  tryOther: "कमी किंवा वेगळ्या शब्दांनी शोधा, किंवा खालील एखाद्या मार्गदर्शकापासून सुरुवात करा.",
  resultsLabel: "शोधाचे निकाल",
  guidesLabel: "मार्गदर्शक",
  guidesHeading: "एखाद्या मार्गदर्शकापासून सुरुवात करा",
  crisisLead:
    "तुमच्या मनात स्वतःचे आयुष्य संपवण्याचे विचार येत असतील, तर तुम्हाला त्यांना एकट्याने तोंड द्यावे लागणार नाही:",
  crisisLink: "आत्महत्येच्या विचारांसाठी मदत",
  otherLanguage: { en: "इंग्रजी पेज", hi: "हिंदी पेज", bn: "बंगाली पेज", mr: "मराठी पेज" },
  tooLong: "शोधाचे शब्द खूप लांब आहेत: जास्तीत जास्त {max} अक्षरे लिहा.",
};
