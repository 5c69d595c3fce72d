import { site } from "../../config/site.ts";
import type { Page } from "../types.ts";

/*
 * Say only what the project does: axe-core runs in Chromium on every route
 * (e2e/tests/site-frame.spec.ts), the Lighthouse check asserts accessibility 100 on its
 * sample routes (e2e/scripts/lighthouse.ts), and the e2e suite drives menus, dialogs,
 * tabs and glossary terms with the keyboard. Known gaps come from issue 20's review;
 * update them as they are fixed.
 */
const page: Page = {
  path: "/accessibility",
  reviewed: "2026-11-26",
  title: "Accessibility",
  description:
    "Saathi aims to meet WCAG 2.2 level AA: how we test every page, the gaps we know about, and how to tell us about a problem.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Accessibility",
      title: "Accessibility statement",
      lead: `${site.name} is for everyone, including people who use a screen reader, a keyboard, larger text or a slow phone. Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
      icon: "eye",
    },
    {
      kind: "list",
      heading: "How we test",
      style: "check",
      items: [
        {
          title: "An automatic check on every page",
          body: "Each change is tested in the Chromium browser with axe-core, an accessibility checker, on every page of the site; a page with a problem it finds fails the test.",
        },
        {
          title: "Lighthouse",
          body: "Google's Lighthouse audits a sample of pages (the home page, a student guide, a patient guide, the exercise library and the page-not-found page) and must score 100 for accessibility.",
        },
        {
          title: "Keyboard",
          body: "Our tests use the menus, dialogs, tabs, accordions and hospital-word explanations with the keyboard alone, and check that focus goes where it should.",
        },
        {
          title: "Text size and small screens",
          body: "We check pages on phones from 320 pixels wide and with the browser's text made larger, and fix what breaks.",
        },
      ],
    },
    {
      kind: "list",
      id: "known-gaps",
      heading: "Known gaps",
      intro:
        "These are the problems we know about, as of the date at the foot of this page, and are working on.",
      style: "bullet",
      items: [
        {
          title: "Very large text on small phones",
          body: "With the browser's text made a quarter larger or more on a narrow phone, some pages become wider than the screen and need sideways scrolling, and the header's buttons can move off screen.",
        },
        {
          title: "The floating Need help? button",
          body: "At some screen sizes and scroll positions it can cover a few words of the page.",
        },
        {
          title: "Without JavaScript",
          body: "Emergency Help and the mobile menu need JavaScript to open. The urgent-help numbers in every page's footer work without it.",
        },
        {
          title: "Videos",
          body: "Captions on the exercise videos come from YouTube, and not every video has them.",
        },
        {
          title: "Account messages",
          body: "Some account error messages still use technical wording.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Tell us about a problem",
      body: `If something on ${site.name} is hard to use with your device or assistive technology, email ${site.contact.email} with the page's address and what happened, or call us during support hours. We reply within our email response time and tell you what we will fix.`,
    },
    {
      kind: "cta",
      heading: "Other ways to reach us",
      body: "Phone, WhatsApp, email and support hours are on the contact page.",
      actions: [{ label: "Contact us", href: "/contact" }],
    },
  ],
};

export default page;
