/**
 * React Router's default browser entry, but for one step: the page's messages are fetched
 * (the file its <html data-messages> names, i18n/messages-file.ts) before it hydrates, since
 * the HTML no longer carries them. Should they not arrive, the page stays the prerendered
 * HTML it already is, which works without its scripts (DESIGN.md, HTML first).
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { localeInfo, locales } from "./i18n/locales.ts";
import { loadPageMessages } from "./i18n/page-messages.ts";

const root = document.documentElement;
const locale = locales.find((l) => localeInfo[l].htmlLang === root.lang) ?? "en";

loadPageMessages(locale, root.dataset.messages!).then(
  () =>
    startTransition(() => {
      hydrateRoot(document, <HydratedRouter />);
    }),
  (error: unknown) => console.error("Saathi: the page's messages did not arrive", error),
);
