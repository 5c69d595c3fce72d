/**
 * The header's, menus' and footer's links (SPEC.md section 2, "Header"): where each goes.
 * What each is called is in the message catalogue, by its id (i18n/<lang>/nav.ts and
 * footer.ts), so every language names them; components link with `href()` so a Hindi page
 * links to Hindi pages.
 */
import type { Messages } from "../i18n/catalogue.ts";
import type { Href } from "./types.ts";

export type NavLink = { id: keyof Messages["nav"]; href: Href };

export const primaryNav: NavLink[] = [
  { id: "home", href: "/" },
  { id: "services", href: "/services" },
];

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

/** SPEC's header link to /contact: a real page with the contact lines, hours and form. */
export const contactNav: NavLink = { id: "contact", href: "/contact" };

/**
 * Footer link columns (SPEC's entries): an entry with a page opens it; the others, pages that
 * don't exist yet, still show their "coming soon" notice.
 */
export type FooterEntry = { id: keyof Messages["footer"]["entries"]; href?: Href };

export const footerColumns: { id: keyof Messages["footer"]["columns"]; entries: FooterEntry[] }[] =
  [
    {
      id: "services",
      entries: [
        { id: "academicCounselling", href: "/academic-counseling" },
        { id: "peerSupport", href: "/peer-support-groups" },
        { id: "patientSupport", href: "/personal-support" },
        { id: "icuWard", href: "/icu-ward-assistance" },
      ],
    },
    {
      id: "resources",
      entries: [
        { id: "studyGuides", href: "/study-tips" },
        { id: "healthGuides", href: "/patient-support" },
        { id: "audioLectures", href: "/audio-lectures" },
        { id: "templates", href: "/templates-and-forms" },
      ],
    },
    {
      id: "company",
      entries: [{ id: "about" }, { id: "counsellors" }, { id: "careers" }, { id: "partner" }],
    },
    {
      id: "legal",
      entries: [
        { id: "privacy", href: "/privacy" },
        { id: "terms", href: "/terms" },
        { id: "cookies", href: "/privacy#cookies" },
        { id: "accessibility", href: "/accessibility" },
      ],
    },
  ];

/** The networks' own names, the same in every language. */
export const socialLinks = ["Facebook", "Instagram", "X (Twitter)", "YouTube", "LinkedIn"];
