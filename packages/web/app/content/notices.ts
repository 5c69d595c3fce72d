/**
 * The notices of SPEC.md section 8 that remain, in one module. SPEC's "coming soon" notices are
 * gone (issue 29): every action does what it says, and what is not built is not shown.
 */
import type { Notice } from "./types.ts";
import { urgentLine } from "./urgent-help.ts";

const emergency = urgentLine("emergency");
const teleManas = urgentLine("tele-manas");

/**
 * Emergency Help (issue 29): what to do now, and nothing that sounds like help on its way. The
 * panel offers 112 and, as prominently, Tele-MANAS (a person with suicidal thoughts at night is
 * better served first by a counsellor), and says plainly that this site cannot send anyone.
 */
export function urgentHelp(title = "Need help right now?"): Notice {
  return {
    title,
    description:
      "If you or someone near you is in danger or crisis, call now. These lines are free and answer day and night:",
    crisisLines: true,
    links: [
      {
        label: `Call ${emergency.number}`,
        href: `tel:${emergency.tel}`,
        detail: "Police, fire, ambulance",
      },
      {
        label: `Call Tele-MANAS ${teleManas.number}`,
        href: `tel:${teleManas.tel}`,
        detail: "Talk to a counsellor, free, 24 hours",
      },
    ],
    footnote:
      "This website cannot send anyone to you or call for you. Please phone one of these numbers yourself, now.",
    // A person reading phone numbers must not have them vanish mid-dial.
    duration: Infinity,
  };
}

export const notices = {
  emergencyHelp: urgentHelp(),
} satisfies Record<string, Notice | ((...args: string[]) => Notice)>;
