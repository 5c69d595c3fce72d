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
];

/** SPEC's header link to /contact: a real page with the contact lines, hours and form. */
export const contactNav: NavLink = { label: "Contact", href: "/contact" };

/** Footer link columns: SPEC says their entries only show notices. */
export const footerColumns: { title: string; entries: string[] }[] = [
  {
    title: "Services",
    entries: [
      "Academic Counselling",
      "Peer Support Groups",
      "Patient Day/Night Support",
      "ICU & Ward Assistance",
    ],
  },
  {
    title: "Resources",
    entries: ["Study Guides", "Health Guides", "Audio Lectures", "Templates & Forms"],
  },
  { title: "Company", entries: ["About Us", "Our Counsellors", "Careers", "Partner With Us"] },
  {
    title: "Legal",
    entries: ["Privacy Policy", "Terms of Service", "Cookie Policy", "Accessibility"],
  },
];

export const socialLinks = ["Facebook", "Instagram", "X (Twitter)", "YouTube", "LinkedIn"];
