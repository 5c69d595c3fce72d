/**
 * The header's Resources list (SPEC's five, the exam calendar and the mental health pages):
 * apart from navigation.ts because only the Resources menu and the mobile menu, both loaded on
 * demand, show it.
 */
import type { NavLink } from "./navigation.ts";

export const resourcesNav: NavLink[] = [
  { id: "streamSelectionGuide", href: "/stream-selection-guide" },
  { id: "studyTips", href: "/study-tips" },
  { id: "exerciseVideos", href: "/exercise-videos" },
  { id: "onlineCoaching", href: "/online-coaching-downsides" },
  { id: "schoolProsCons", href: "/school-pros-cons" },
  { id: "examCalendar", href: "/exam-calendar" },
  // Issue 20: mental health for both audiences, reachable from every page's header.
  { id: "examStress", href: "/exam-stress" },
  { id: "mentalHealth", href: "/mental-health-support" },
  { id: "suicidalThoughts", href: "/help-for-suicidal-thoughts" },
];
