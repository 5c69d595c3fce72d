/**
 * Every route of SPEC.md section 2, in the order SPEC lists them. The route table,
 * the prerender list, the sitemap and the tests all read this one list.
 */
export const sitePaths = [
  "/",
  "/services",
  "/patient-support",
  "/student-support",
  "/academic-counseling",
  "/personal-support",
  "/icu-ward-assistance",
  "/academic-pathfinder",
  "/find-best-school",
  "/medical-appointment-assistance",
  "/choosing-coaching",
  "/peer-support-groups",
  "/strategic-decision-support",
  "/mental-health-support",
  "/stream-selection-guide",
  "/study-tips",
  "/exercise-videos",
  "/avoid-distractions",
  "/friends-impact",
  "/templates-and-forms",
  "/audio-lectures",
  "/mentor-advantage",
  "/online-coaching-downsides",
  "/school-pros-cons",
  "/digital-distractions",
  "/social-environment-distractions",
  "/internal-thoughts-distractions",
] as const;

export type SitePath = (typeof sitePaths)[number];

/**
 * The catch-all route is prerendered once at this path; the server answers every
 * unknown URL with that file and HTTP 404, so the page hydrates without a mismatch.
 */
export const notFoundPath = "/404";

/** Site search's page (/search?q=); not a content page, so not in the sitemap. */
export const searchPath = "/search";

export const prerenderPaths: string[] = [...sitePaths, searchPath, notFoundPath];

export function isSitePath(path: string): path is SitePath {
  return (sitePaths as readonly string[]).includes(path);
}
