import type { Messages } from "../catalogue.ts";

export const frame: Messages["frame"] = {
  breadcrumb: "आप यहाँ हैं",
  onThisPage: "इस पेज पर",
  readNext: "आगे पढ़ें",
  sources: "स्रोत",
  unconfirmedBefore:
    "किसी सरकारी स्रोत से इसकी पुष्टि नहीं हुई है, इसलिए इसे मोटा अंदाज़ा समझें। इसे यहाँ जाँच लें: ",
  unconfirmedAfter: "।",
  sourceEnd: "।",
  healthNote:
    "यह पेज आम जानकारी के लिए है, डॉक्टरी सलाह नहीं। बीमारी की पहचान या इलाज के लिए डॉक्टर से बात करें; इमरजेंसी में तुरंत मदद वाले नंबरों पर फ़ोन करें।",
  lastReviewed: "आख़िरी बार जाँचा गया: ",
  translationUnreviewed:
    "इस हिंदी पेज की जाँच अभी किसी हिंदी जानने वाले समीक्षक ने नहीं की है। सही जानकारी के लिए अंग्रेज़ी पेज को ही आधार मानें।",
  translationEnglishLink: "अंग्रेज़ी पेज पढ़ें",
  translationReviewed: (reviewer, date) => `हिंदी की जाँच: ${reviewer}, ${date}`,
};
