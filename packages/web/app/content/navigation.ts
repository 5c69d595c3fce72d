/** The header's links (SPEC.md section 2, "Header"). */
import type { Href } from "./types.ts";

export type NavLink = { label: string; href: Href };

export const primaryNav: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
];

export const resourcesNav: NavLink[] = [
  { label: "Stream Selection Guide", href: "/stream-selection-guide" },
  { label: "Study Tips", href: "/study-tips" },
  { label: "Exercise & Wellness", href: "/exercise-videos" },
  { label: "Online Coaching Paradox", href: "/online-coaching-downsides" },
  { label: "School: Pros & Cons", href: "/school-pros-cons" },
  { label: "Exam Calendar", href: "/exam-calendar" },
  // Issue 20: mental health for both audiences, reachable from every page's header.
  { label: "Exam Stress", href: "/exam-stress" },
  { label: "Mental Health Support", href: "/mental-health-support" },
  { label: "Help for Suicidal Thoughts", href: "/help-for-suicidal-thoughts" },
];

/** SPEC's header link to /contact: a real page with the contact lines, hours and form. */
export const contactNav: NavLink = { label: "Contact", href: "/contact" };

/**
 * Footer link columns (SPEC's entries): an entry with a page opens it; the others, pages that
 * don't exist yet, still show their "coming soon" notice.
 */
export type FooterEntry = { label: string; href?: Href };

export const footerColumns: { title: string; entries: FooterEntry[] }[] = [
  {
    title: "Services",
    entries: [
      { label: "Academic Counselling", href: "/academic-counseling" },
      { label: "Peer Support Groups", href: "/peer-support-groups" },
      { label: "Patient Day/Night Support", href: "/personal-support" },
      { label: "ICU & Ward Assistance", href: "/icu-ward-assistance" },
    ],
  },
  {
    title: "Resources",
    entries: [
      { label: "Study Guides", href: "/study-tips" },
      { label: "Health Guides", href: "/patient-support" },
      { label: "Audio Lectures", href: "/audio-lectures" },
      { label: "Templates & Forms", href: "/templates-and-forms" },
    ],
  },
  {
    title: "Company",
    entries: [
      { label: "About Us" },
      { label: "Our Counsellors" },
      { label: "Careers" },
      { label: "Partner With Us" },
    ],
  },
  {
    title: "Legal",
    entries: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
      { label: "Cookie Policy", href: "/privacy#cookies" },
      { label: "Accessibility", href: "/accessibility" },
    ],
  },
];

export const socialLinks = ["Facebook", "Instagram", "X (Twitter)", "YouTube", "LinkedIn"];
