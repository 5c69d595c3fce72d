/** The Marathi message catalogue (twin of i18n/hi/index.ts): the same keys as English (i18n/en/), checked by the type. */
import type { Messages } from "../catalogue.ts";
import { contact } from "./contact.ts";
import { auth } from "./auth.ts";
import { content } from "./content.ts";
import { footer } from "./footer.ts";
import { feedback } from "./feedback.ts";
import { frame } from "./frame.ts";
import { layout } from "./layout.ts";
import { nav } from "./nav.ts";
import { notFound } from "./not-found.ts";
import { sections } from "./sections.ts";
import { site } from "./site.ts";
import { offline } from "./offline.ts";
import { search } from "./search.ts";
import { tools } from "./tools.ts";
import { ui } from "./ui.ts";

export const mr: Messages = {
  content,
  layout,
  nav,
  footer,
  frame,
  sections,
  contact,
  site,
  notFound,
  ui,
  search,
  auth,
  tools,
  offline,
  feedback,
};
