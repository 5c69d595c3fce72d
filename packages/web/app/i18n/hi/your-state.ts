/** The Your-state parts' words in Hindi: the same keys and parameters as i18n/en/your-state.ts. */
import type { Widen } from "../catalogue.ts";
import type { yourState as english } from "../en/your-state.ts";

/** English's messages, widened (YourStateMessages in i18n/your-state.ts, whose loader imports this file). */
type YourStateMessages = Widen<typeof english>;

export const yourState: YourStateMessages = {
  linesHeading: (state) => `${state} में और भी`,
  statePage: (state) => `${state}: सभी हेल्पलाइन, योजनाएँ, बोर्ड और परीक्षाएँ`,
  change: "अपना राज्य बदलें या भुलाएँ",
  schemeHeading: (state) => `${state} की स्वास्थ्य योजना`,
  schemeIntro: "राष्ट्रीय योजना आयुष्मान भारत PM-JAY के साथ।",
  schemeUnchecked: (state) =>
    `${state} की अपनी स्वास्थ्य योजना अभी इस राज्य के लिए जाँची नहीं गई है: राज्य के पेज पर देखें कि क्या जाँचा गया है।`,
  studyHeading: (state) => `${state} का स्कूल बोर्ड और प्रवेश परीक्षाएँ`,
  studyIntro: "आपके चुने राज्य के लिए।",
  boardUnchecked: (state) =>
    `${state} का स्कूल बोर्ड अभी इस राज्य के लिए जाँचा नहीं गया है: राज्य के पेज पर देखें कि क्या जाँचा गया है।`,
  testUnchecked: (state) =>
    `${state} की प्रवेश परीक्षाएँ अभी इस राज्य के लिए जाँची नहीं गई हैं: राज्य के पेज पर देखें कि क्या जाँचा गया है।`,
  officialSite: "आधिकारिक वेबसाइट",
  source: "स्रोत",
  checked: (date) => `${date} को जाँचा गया`,
};
