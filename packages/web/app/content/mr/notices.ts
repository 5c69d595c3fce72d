/**
 * The notices of content/notices.ts in Marathi (twin of content/hi/notices.ts): the same names
 * and shapes, so a Marathi page or component picks its language's module and nothing else.
 */
import type { Notice } from "../types.ts";
import { urgentLine } from "../urgent-help.ts";
import type * as English from "../notices.ts";

const emergency = urgentLine("emergency");
const teleManas = urgentLine("tele-manas");

/** Emergency Help: what to do now; 112 and Tele-MANAS side by side; this site sends no one. */
export function urgentHelp(title = "आत्ता मदत हवी आहे का?"): Notice {
  return {
    title,
    description:
      "तुम्ही किंवा तुमच्या जवळची कोणी व्यक्ती धोक्यात किंवा संकटात असेल, तर आत्ताच फोन करा. हे नंबर मोफत आहेत आणि दिवस-रात्र उत्तर देतात:",
    crisisLines: true,
    links: [
      {
        label: `${emergency.number} वर फोन करा`,
        href: `tel:${emergency.tel}`,
        detail: "पोलीस, अग्निशमन दल, ॲम्ब्युलन्स",
      },
      {
        label: `टेली-मानस ${teleManas.number} वर फोन करा`,
        href: `tel:${teleManas.tel}`,
        detail: "समुपदेशकाशी बोला, मोफत, २४ तास",
      },
    ],
    footnote:
      "ही वेबसाइट कोणालाही तुमच्याकडे पाठवू शकत नाही आणि तुमच्या वतीने फोन करू शकत नाही. कृपया आत्ताच स्वतः यांपैकी एखाद्या नंबरवर फोन करा.",
    duration: Infinity,
  };
}

export const notices = {
  emergencyHelp: urgentHelp(),
} satisfies typeof English.notices;
