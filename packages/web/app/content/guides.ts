/**
 * Where each guide sits: its audience (and so its hub and breadcrumb), the two
 * or three guides to read next, and whether the page shows urgent-help lines at
 * the top (patient pages, and the student pages about pressure and decisions).
 * The hubs list every guide of their audience from this table.
 */
import type { SitePath } from "./routes.ts";
import { statePaths } from "./state-slug-list.ts";

export type Audience = "students" | "patients";

/** Each audience's hub; what each language calls the audience is in its catalogue (i18n/<lang>/content.ts). */
export const audiences: Record<Audience, { hub: SitePath }> = {
  students: { hub: "/student-support" },
  patients: { hub: "/patient-support" },
};

export type GuideInfo = { audience: Audience; related: SitePath[]; urgentHelp?: true };

export const guides: Partial<Record<SitePath, GuideInfo>> = {
  // Students
  "/academic-counseling": {
    audience: "students",
    related: ["/study-tips", "/mentor-advantage", "/strategic-decision-support"],
    urgentHelp: true,
  },
  "/academic-pathfinder": {
    audience: "students",
    related: ["/stream-selection-guide", "/find-best-school", "/choosing-coaching"],
  },
  "/find-best-school": {
    audience: "students",
    related: ["/school-pros-cons", "/choosing-coaching", "/academic-pathfinder"],
  },
  "/choosing-coaching": {
    audience: "students",
    related: [
      "/online-coaching-downsides",
      "/find-best-school",
      "/mentor-advantage",
      "/exam-calendar",
    ],
  },
  "/peer-support-groups": {
    audience: "students",
    related: ["/friends-impact", "/mentor-advantage", "/study-tips"],
    urgentHelp: true,
  },
  "/strategic-decision-support": {
    audience: "students",
    related: ["/choosing-coaching", "/mentor-advantage", "/academic-counseling"],
    urgentHelp: true,
  },
  "/stream-selection-guide": {
    audience: "students",
    related: [
      "/academic-pathfinder",
      "/find-best-school",
      "/academic-counseling",
      "/exam-calendar",
    ],
  },
  "/study-tips": {
    audience: "students",
    related: ["/avoid-distractions", "/templates-and-forms", "/audio-lectures"],
  },
  "/avoid-distractions": {
    audience: "students",
    related: ["/digital-distractions", "/internal-thoughts-distractions", "/study-tips"],
  },
  "/friends-impact": {
    audience: "students",
    related: ["/social-environment-distractions", "/peer-support-groups", "/avoid-distractions"],
  },
  "/templates-and-forms": { audience: "students", related: ["/study-tips", "/avoid-distractions"] },
  "/audio-lectures": { audience: "students", related: ["/study-tips", "/templates-and-forms"] },
  "/mentor-advantage": {
    audience: "students",
    related: ["/peer-support-groups", "/academic-counseling", "/strategic-decision-support"],
  },
  "/online-coaching-downsides": {
    audience: "students",
    related: ["/choosing-coaching", "/digital-distractions", "/study-tips"],
  },
  "/school-pros-cons": {
    audience: "students",
    related: ["/find-best-school", "/choosing-coaching", "/academic-pathfinder"],
  },
  "/digital-distractions": {
    audience: "students",
    related: [
      "/avoid-distractions",
      "/online-coaching-downsides",
      "/internal-thoughts-distractions",
    ],
  },
  "/social-environment-distractions": {
    audience: "students",
    related: ["/friends-impact", "/avoid-distractions", "/digital-distractions"],
  },
  "/internal-thoughts-distractions": {
    audience: "students",
    related: ["/avoid-distractions", "/academic-counseling", "/study-tips"],
  },
  "/exam-stress": {
    audience: "students",
    related: [
      "/help-for-suicidal-thoughts",
      "/mental-health-support",
      "/academic-counseling",
      "/exam-calendar",
    ],
    urgentHelp: true,
  },
  // Issue 24: the year's exam dates, for every student (the hub lists it with the guides).
  "/exam-calendar": {
    audience: "students",
    related: ["/stream-selection-guide", "/choosing-coaching", "/study-tips"],
  },
  // Issue 35: results day, a situation guide for students at the moment it comes.
  "/results-day": {
    audience: "students",
    related: ["/exam-stress", "/strategic-decision-support", "/exam-calendar"],
    urgentHelp: true,
  },
  // Patients and families
  "/personal-support": {
    audience: "patients",
    related: ["/icu-ward-assistance", "/medical-appointment-assistance", "/mental-health-support"],
    urgentHelp: true,
  },
  "/icu-ward-assistance": {
    audience: "patients",
    related: ["/personal-support", "/mental-health-support", "/medical-appointment-assistance"],
    urgentHelp: true,
  },
  "/medical-appointment-assistance": {
    audience: "patients",
    related: ["/personal-support", "/icu-ward-assistance", "/exercise-videos"],
    urgentHelp: true,
  },
  "/mental-health-support": {
    audience: "patients",
    related: ["/personal-support", "/icu-ward-assistance", "/exercise-videos"],
    urgentHelp: true,
  },
  "/exercise-videos": {
    audience: "patients",
    related: ["/mental-health-support", "/medical-appointment-assistance"],
    urgentHelp: true,
  },
  // Issue 35: the situation guides for patients and families, and for anyone worried about someone
  // (with the other mental-health pages, under patients); each shows the urgent-help lines.
  "/first-day-in-icu": {
    audience: "patients",
    related: ["/icu-ward-assistance", "/personal-support", "/breathing-practice"],
    urgentHelp: true,
  },
  "/going-home-from-hospital": {
    audience: "patients",
    related: ["/icu-ward-assistance", "/medical-appointment-assistance", "/personal-support"],
    urgentHelp: true,
  },
  "/someone-talks-about-suicide": {
    audience: "patients",
    related: ["/help-for-suicidal-thoughts", "/mental-health-support", "/exam-stress"],
    urgentHelp: true,
  },
  // Issue 29: the patient resources made real. The breathing practice is for people under strain,
  // so it shows the urgent-help lines like the other mental-health pages; so does every patient guide.
  "/breathing-practice": {
    audience: "patients",
    related: ["/mental-health-support", "/icu-ward-assistance", "/personal-support"],
    urgentHelp: true,
  },
  "/healthy-eating": {
    audience: "patients",
    related: ["/exercise-videos", "/medical-appointment-assistance", "/breathing-practice"],
    urgentHelp: true,
  },
};

/**
 * Pages for everyone, outside both audiences: the page for a person who is struggling and the
 * legal pages. They get breadcrumbs (Home › page) and "Read next" like a guide.
 */
export const generalPages: Partial<
  Record<SitePath, { related: SitePath[]; urgentHelp?: true; health?: true }>
> = {
  "/help-for-suicidal-thoughts": {
    related: ["/mental-health-support", "/exam-stress", "/contact"],
    urgentHelp: true,
    health: true,
  },
  "/privacy": { related: ["/terms", "/accessibility", "/contact"] },
  "/terms": { related: ["/privacy", "/accessibility", "/contact"] },
  "/accessibility": { related: ["/privacy", "/terms", "/contact"] },
  "/about": { related: ["/our-team", "/privacy", "/contact"] },
  "/our-team": { related: ["/about", "/contact", "/services"] },
  // Issue 35: "Your state" and each state's page.
  "/state": { related: ["/patient-support", "/student-support", "/exam-calendar"] },
  ...Object.fromEntries(
    statePaths.map((path) => [
      path,
      { related: ["/state", "/patient-support", "/student-support"] as SitePath[] },
    ]),
  ),
};

/**
 * Support every page of an audience links to under "Read next", after its own related guides:
 * a student finds exam stress and mental health from every student guide and the hub, and
 * everyone finds the page for suicidal thoughts.
 */
export const supportLinks: Record<Audience, SitePath[]> = {
  students: ["/exam-stress", "/help-for-suicidal-thoughts"],
  patients: ["/mental-health-support", "/help-for-suicidal-thoughts"],
};

/** Hubs: pages that list every guide of an audience; the patient hub shows urgent help too. */
export const hubs: Partial<Record<SitePath, { audience: Audience; urgentHelp?: true }>> = {
  "/student-support": { audience: "students" },
  "/patient-support": { audience: "patients", urgentHelp: true },
};

/** The audience a page belongs to (a guide's, or a hub's own), if any. */
export function audienceOf(path: SitePath): Audience | undefined {
  return guides[path]?.audience ?? hubs[path]?.audience;
}
