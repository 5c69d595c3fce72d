/**
 * The header's Resources list (SPEC's five, the exam calendar, the patient pages and the mental
 * health pages), grouped by whom each is for (issue 30): apart from navigation.ts because only the
 * Resources menu and the mobile menu, both loaded on demand, show it. What each group is called is
 * in the catalogue (`layout.resourceGroups`).
 */
import type { NavLink } from "./navigation.ts";

export type ResourceGroup = { id: "students" | "patients" | "mentalHealth"; links: NavLink[] };

export const resourceGroups: ResourceGroup[] = [
  {
    id: "students",
    links: [
      { id: "streamSelectionGuide", href: "/stream-selection-guide" },
      { id: "studyTips", href: "/study-tips" },
      { id: "examCalendar", href: "/exam-calendar" },
      // Issue 35: the situation guides sit with their audience.
      { id: "resultsDay", href: "/results-day" },
      { id: "onlineCoaching", href: "/online-coaching-downsides" },
      { id: "schoolProsCons", href: "/school-pros-cons" },
    ],
  },
  {
    // Issue 30: the patient pages, reachable from every page's header, not only from their hub.
    id: "patients",
    links: [
      { id: "patientSupport", href: "/patient-support" },
      // Issue 35: the state's help lines, health scheme, boards and tests (one link, for both
      // audiences; here beside the help lines and schemes people look for at a bad moment).
      { id: "yourState", href: "/state" },
      { id: "icuWard", href: "/icu-ward-assistance" },
      { id: "firstDayIcu", href: "/first-day-in-icu" },
      { id: "goingHome", href: "/going-home-from-hospital" },
      { id: "appointmentHelp", href: "/medical-appointment-assistance" },
      { id: "dayNightSupport", href: "/personal-support" },
      { id: "exerciseVideos", href: "/exercise-videos" },
    ],
  },
  {
    // Issue 20: mental health for both audiences.
    id: "mentalHealth",
    links: [
      { id: "examStress", href: "/exam-stress" },
      { id: "mentalHealth", href: "/mental-health-support" },
      { id: "suicidalThoughts", href: "/help-for-suicidal-thoughts" },
      { id: "someoneTalksSuicide", href: "/someone-talks-about-suicide" },
    ],
  },
];

/** Every Resources link, in the groups' order. */
export const resourcesNav: NavLink[] = resourceGroups.flatMap((group) => group.links);
