import { site } from "../../config/site.ts";
import type { Page } from "../types.ts";

/*
 * Issue 29: the footer's "About us", real. Every sentence is something the project does: the
 * privacy page and the accessibility statement say the same about ads, tracking and testing, and
 * facts.ts / README "Languages" describe sourcing and translation review. Who runs the site comes
 * from the deployer's configuration (config/site.ts `people.operator`); unset, no name is shown.
 */
const operator = site.people.operator?.en;

const page: Page = {
  path: "/about",
  reviewed: "2026-11-29",
  title: "About Saathi",
  description:
    "What Saathi is and is not, who runs it, how its guides are written, sourced and reviewed, and why it has no ads and no tracking.",
  sections: [
    {
      kind: "hero",
      eyebrow: "About us",
      title: "About Saathi",
      lead: `${site.name} means companion. It is a free information and support site for two groups in India: students choosing streams, schools and coaching and fighting distraction, and patients and the relatives who look after them in wards, ICUs, appointments and hard days.`,
      icon: "heart-handshake",
    },
    {
      kind: "list",
      heading: "Who runs this site",
      style: "bullet",
      items: [
        operator
          ? {
              title: operator,
              body: "runs this site, answers the requests sent through it and is responsible for the personal data it keeps (the privacy page says how).",
            }
          : {
              title: "The organisation that runs this copy of Saathi",
              body: "answers the requests sent through it and is responsible for the personal data it keeps. Its grievance contact is on the privacy page.",
            },
        {
          title: "Open to everyone",
          body: "Every guide can be read without an account. An account only keeps your requests, checklist ticks and reminders in one place.",
        },
      ],
    },
    {
      kind: "comparison",
      heading: "What Saathi is, and what it is not",
      columns: [
        {
          title: "What it is",
          tone: "positive",
          items: [
            "Plain-language guides on streams, schools, coaching, study habits and focus",
            "Practical help for hospital stays: wards, the ICU, appointments, discharge and bills",
            "A service desk where a person reads and answers every request in support hours",
            "Checklists, sheets to print and an exam calendar you can take away",
          ],
        },
        {
          title: "What it is not",
          tone: "negative",
          items: [
            "Not an emergency service: it cannot send anyone to you. In danger, call {line:emergency}",
            "Not a doctor: the health guides give guidance, never a diagnosis or a prescription",
            "Not a coaching institute or an admissions agent: it sells no course and takes no commission",
            "Not a replacement for a counsellor or therapist you can see in person",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "How the guides are written",
      style: "check",
      items: [
        {
          title: "Every figure has a source",
          body: "Seat counts, pass figures and helpline numbers come from official pages (ministries, exam bodies, national helplines), each listed under Sources with its year. A figure we could not confirm is marked as such or not shown.",
        },
        {
          title: "A review date on every page",
          body: "Each page shows when its content was last reviewed. Exam dates and counts change every year, so check the official site before you act on one.",
        },
        {
          title: "Health guides give guidance, not diagnosis",
          body: "They explain what to expect and what to ask. Decisions about treatment belong to the doctors treating the patient.",
        },
        {
          title: "Translations say whether they are reviewed",
          body: "Each translated page says at its foot whether a fluent reader has checked it against the English, and links to the English page.",
        },
      ],
    },
    {
      kind: "list",
      heading: "No ads, no tracking",
      style: "check",
      items: [
        "No advertising, and no one pays to be mentioned in a guide.",
        "No analytics and no tracking cookies: we do not follow you from page to page or to other sites.",
        "Videos load from YouTube's privacy-enhanced host only when you press play.",
        'The answers to "Was this page useful?" are counted without your name, address or device.',
      ],
    },
    {
      kind: "cta",
      heading: "Tell us what to improve",
      body: "Found a mistake, or a topic we should cover? Write to us: a person reads every message.",
      actions: [{ label: "Send us a message", href: "/request?kind=message&source=/about" }],
    },
  ],
};

export default page;
