/**
 * Whom each page is for, as search results name it. The two hubs and their guides
 * belong to one audience each; the home page and services speak to both.
 */
import type { SitePath } from "./routes.ts";

export type Audience = "Students" | "Patients and families" | "Students, patients and families";

export const audienceOf: Record<SitePath, Audience> = {
  "/": "Students, patients and families",
  "/services": "Students, patients and families",
  "/patient-support": "Patients and families",
  "/personal-support": "Patients and families",
  "/icu-ward-assistance": "Patients and families",
  "/medical-appointment-assistance": "Patients and families",
  "/mental-health-support": "Patients and families",
  "/exercise-videos": "Patients and families",
  "/student-support": "Students",
  "/academic-counseling": "Students",
  "/academic-pathfinder": "Students",
  "/find-best-school": "Students",
  "/choosing-coaching": "Students",
  "/peer-support-groups": "Students",
  "/strategic-decision-support": "Students",
  "/stream-selection-guide": "Students",
  "/study-tips": "Students",
  "/avoid-distractions": "Students",
  "/friends-impact": "Students",
  "/templates-and-forms": "Students",
  "/audio-lectures": "Students",
  "/mentor-advantage": "Students",
  "/online-coaching-downsides": "Students",
  "/school-pros-cons": "Students",
  "/digital-distractions": "Students",
  "/social-environment-distractions": "Students",
  "/internal-thoughts-distractions": "Students",
};
