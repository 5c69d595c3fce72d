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

/** SPEC's header link to /contact: a real page with the contact lines, hours and form. */
export const contactNav: NavLink = { id: "contact", href: "/contact" };
