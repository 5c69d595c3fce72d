/**
 * Where each urgent-help number (urgent-help.ts) is given officially. Kept apart from
 * the numbers so that only the build reads it: content/resolve.ts lists these under
 * Sources on every page that shows the lines. It reaches the browser only inside the "Your state"
 * code (states.ts, loaded where a state is kept: features/your-state/follow.ts).
 */
import type { UrgentLine } from "./urgent-help.ts";

/** What the Sources list calls each line is in each language's catalogue (i18n/<lang>/content.ts). */
export type UrgentLineSource = {
  source: { title: string; url: string };
  /** ISO date the number was last checked against `source`. */
  checked: string;
};

const CHECKED = "2026-11-26";

export const urgentLineSources: Record<UrgentLine["id"], UrgentLineSource> = {
  emergency: {
    source: {
      title: "Emergency Response Support System (ERSS-112), Ministry of Home Affairs",
      url: "https://www.mha.gov.in/en/commoncontent/emergency-response-support-system-erss",
    },
    checked: CHECKED,
  },
  ambulance: {
    source: {
      title: "National Ambulance Service: Dial 108 and 102 (National Health Mission)",
      url: "https://nhm.gov.in/hi/nrhm-components/health-systems-strengthening/emri-patient-transport-service.html",
    },
    checked: CHECKED,
  },
  "tele-manas": {
    source: {
      title:
        "Tele-MANAS, National Tele Mental Health Programme (Ministry of Health and Family Welfare)",
      url: "https://telemanas.mohfw.gov.in/",
    },
    checked: CHECKED,
  },
};
