/**
 * The footer's links: where each goes (its words are in the catalogue, i18n/<lang>/footer.ts).
 * Apart from the header's (navigation.ts), because only the footer, a static island, needs them:
 * they stay out of the code every page starts with.
 */
import type { Messages } from "../i18n/catalogue.ts";
import type { Href } from "./types.ts";

/**
 * Footer link columns (SPEC's entries), each a real page or form (issue 29): the company column's
 * Careers and Partner With Us are service desk requests of their own kinds.
 */
export type FooterEntry = { id: keyof Messages["footer"]["entries"]; href: Href };

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
      entries: [
        { id: "about", href: "/about" },
        { id: "counsellors", href: "/our-team" },
        { id: "careers", href: "/request?kind=careers&source=/about" },
        { id: "partner", href: "/request?kind=partnership&source=/about" },
      ],
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
