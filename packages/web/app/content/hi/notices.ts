/**
 * The notices of content/notices.ts in Hindi: the same names and shapes (a test keeps
 * them in step), so a Hindi page or component picks its language's module and nothing else.
 */
import type { Notice } from "../types.ts";
import { urgentLine } from "../urgent-help.ts";
import type * as English from "../notices.ts";

const emergency = urgentLine("emergency");
const teleManas = urgentLine("tele-manas");

/** Emergency Help: what to do now; 112 and Tele-MANAS side by side; this site sends no one. */
export function urgentHelp(title = "क्या अभी मदद चाहिए?"): Notice {
  return {
    title,
    description:
      "अगर आप या आपके पास कोई ख़तरे या संकट में है, तो अभी फ़ोन करें। ये नंबर मुफ़्त हैं और दिन-रात जवाब देते हैं:",
    crisisLines: true,
    links: [
      {
        label: `${emergency.number} पर फ़ोन करें`,
        href: `tel:${emergency.tel}`,
        detail: "पुलिस, दमकल, एम्बुलेंस",
      },
      {
        label: `टेली-मानस ${teleManas.number} पर फ़ोन करें`,
        href: `tel:${teleManas.tel}`,
        detail: "काउंसलर से बात करें, मुफ़्त, 24 घंटे",
      },
    ],
    footnote:
      "यह वेबसाइट किसी को आपके पास नहीं भेज सकती और आपकी ओर से फ़ोन नहीं कर सकती। कृपया अभी ख़ुद इनमें से किसी नंबर पर फ़ोन करें।",
    duration: Infinity,
  };
}

export const notices = {
  emergencyHelp: urgentHelp(),
} satisfies typeof English.notices;
