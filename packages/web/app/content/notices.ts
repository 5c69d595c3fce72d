/**
 * Every notice text of SPEC.md section 8, in one module. Actions that SPEC says
 * are not connected show one of these and do nothing else: nothing is sent.
 */
import type { Notice } from "./types.ts";
import { urgentLine } from "./urgent-help.ts";

/** "<feature> coming soon!" — the generic notice for an unbuilt action. */
export function comingSoon(feature: string): Notice {
  return {
    title: `${feature} coming soon!`,
    description: "This feature isn't built yet. Tell us you need it and we'll put it next in line.",
  };
}

const emergency = urgentLine("emergency");

/**
 * For Emergency Help: never only "coming soon". The notice leads with
 * what to do now (the real lines and a Call action) and says last what is not built.
 */
export function urgentHelp(feature: string, title = "Need help right now?"): Notice {
  return {
    title,
    description:
      "If you or someone near you is in danger or crisis, call now. These lines are free and answer day and night:",
    crisisLines: true,
    link: { label: `Call ${emergency.number}`, href: `tel:${emergency.tel}` },
    footnote: `${feature} from this site is coming soon; until then, please use the numbers above.`,
    // A person reading phone numbers must not have them vanish mid-dial.
    duration: Infinity,
  };
}

export const notices = {
  audioPlayer: (lecture: string): Notice => ({
    title: "Audio Player coming soon!",
    description: `"${lecture}" will be available to stream shortly.`,
  }),
  guide: (topic: string): Notice => ({
    title: `${topic} Guide Coming Soon!`,
    description: "We're preparing detailed guidance for this section. Check back soon!",
  }),
  download: (format: string, title: string): Notice => ({
    title: "Download coming soon!",
    description: `The ${format} for ${title} will be available shortly.`,
  }),
  generatingVideo: {
    title: "Generating AI Video...",
    description: "This is a simulation: no video is really generated and nothing is sent.",
  },
  emergencyHelp: urgentHelp("Emergency Help"),
} satisfies Record<string, Notice | ((...args: string[]) => Notice)>;
