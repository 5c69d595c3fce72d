/**
 * The table of markup with code of its own (`data-live="<name>"`, static-island.tsx): each entry is
 * its own chunk, fetched on the first click or submit in that markup. The table itself is a chunk
 * of its own too, so that no entry adds to the code every page starts with (the start-up budget,
 * DESIGN.md "Budgets"): a first use fetches it, then the entry's module.
 */
export type LiveModule = { live: (root: HTMLElement, event?: Event) => void };

export const liveModules: Record<string, () => Promise<LiveModule>> = {
  checklist: () => import("../features/checklists/live.ts"),
  explorer: () => import("../features/stream-explorer/live.ts"),
  feedback: () => import("./layout/page-feedback-live.ts"),
  // Issue 29: a lecture's Listen, the lecture summary and the breathing practice.
  lecture: () => import("../features/lectures/lecture-live.ts"),
  summary: () => import("../features/lectures/summary-live.ts"),
  breathing: () => import("../features/breathing/breathing-live.ts"),
  // Issue 30: the home and /contact form's name and email for a signed-in person.
  contact: () => import("../features/desk/contact-live.ts"),
  // Issue 34: "Save for offline" at the foot of every content page.
  offline: () => import("./layout/save-offline-live.ts"),
  // Issue 32: the desk's reply time beside every service button, as it comes near the screen.
  "desk-hours": () => import("../features/desk/desk-hours-live.ts"),
  // Issue 35: "Your state": the PIN lookup, and the state this browser keeps.
  "your-state": () => import("../features/your-state/live.ts"),
  // Issue 35: the exam calendar shows the kept state's own exams.
  "exam-state": () => import("../features/exam-calendar/state-live.ts"),
};
