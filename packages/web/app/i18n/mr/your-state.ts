/** The Your-state parts' words in Marathi (twin of i18n/hi/your-state.ts): the same keys and parameters as i18n/en/your-state.ts. */
import type { Widen } from "../catalogue.ts";
import type { yourState as english } from "../en/your-state.ts";

/** English's messages, widened (YourStateMessages in i18n/your-state.ts, whose loader imports this file). */
type YourStateMessages = Widen<typeof english>;

export const yourState: YourStateMessages = {
  linesHeading: (state) => `${state} मध्ये आणखी`,
  statePage: (state) => `${state}: सर्व हेल्पलाइन, योजना, बोर्ड आणि परीक्षा`,
  change: "तुमचे राज्य बदला किंवा विसरा",
  schemeHeading: (state) => `${state} ची आरोग्य योजना`,
  schemeIntro: "राष्ट्रीय योजना आयुष्मान भारत PM-JAY सोबत.",
  schemeUnchecked: (state) =>
    `${state} ची स्वतःची आरोग्य योजना अजून या राज्यासाठी तपासलेली नाही: राज्याच्या पेजवर काय तपासले आहे ते पाहा.`,
  studyHeading: (state) => `${state} चे शालेय बोर्ड आणि प्रवेश परीक्षा`,
  studyIntro: "तुम्ही निवडलेल्या राज्यासाठी.",
  boardUnchecked: (state) =>
    `${state} चे शालेय बोर्ड अजून या राज्यासाठी तपासलेले नाही: राज्याच्या पेजवर काय तपासले आहे ते पाहा.`,
  testUnchecked: (state) =>
    `${state} च्या प्रवेश परीक्षा अजून या राज्यासाठी तपासलेल्या नाहीत: राज्याच्या पेजवर काय तपासले आहे ते पाहा.`,
  officialSite: "अधिकृत वेबसाइट",
  source: "स्रोत",
  checked: (date) => `${date} रोजी तपासले`,
};
