import { shownContact, site } from "../../config/site.ts";
import type { Page } from "../types.ts";

/*
 * Say only what the project does: axe-core runs in Chromium on every route
 * (e2e/tests/site-frame.spec.ts), the Lighthouse check asserts accessibility 100 on its
 * sample routes (e2e/scripts/lighthouse.ts), and the e2e suite drives menus, dialogs,
 * tabs and glossary terms with the keyboard. Known gaps come from issue 20's review;
 * update them as they are fixed.
 */
const contactEmail = shownContact().email;

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
          body: "Pages fit the screen with text at twice its size, but at that size on a 320-pixel phone the header takes three rows, the open menu reaches below the screen (scroll to see its end), and a long word in a heading can break in the middle.",
        },
        {
          title: "Without JavaScript",
          body: "Emergency help, the mobile menu and search work without it. The desktop Resources menu does not: its pages are also linked from the footer and the menu.",
        },
        {
          title: "Videos",
          body: "Captions on the exercise videos come from YouTube, and not every video has them.",
        },
        {
          title: "Layout shift on the account page",
          body: "The account page moves a little while it loads your details.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Tell us about a problem",
      body: `If something on ${site.name} is hard to use with your device or assistive technology, ${contactEmail ? `email ${contactEmail}` : "send us a message through the request form"} with the page's address and what happened. We reply within our email response time and tell you what we will fix.`,
    },
    {
      kind: "cta",
      heading: "Other ways to reach us",
      body: "Every way to reach us, and our support hours, are on the contact page.",
      actions: [{ label: "Contact us", href: "/contact" }],
    },
  ],
};

export default page;
