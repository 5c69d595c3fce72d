import { site } from "../../config/site.ts";
import type { ListItem, Page } from "../types.ts";

/*
 * Issue 29: the footer's "Our counsellors", real. It says who answers requests and what they can
 * and cannot do. Names come only from the deployer's configuration (config/site.ts `people.team`);
 * with none configured, the page names no one and claims no qualification.
 */
const named: ListItem[] = site.people.team.map((person) => ({
  title: person.name,
  body: person.role.en,
}));

const page: Page = {
  path: "/our-team",
  reviewed: "2026-11-29",
  title: "Our counsellors",
  description:
    "Who answers the requests sent through Saathi, what they can help with, what they cannot do, and how to reach them.",
  sections: [
    {
      kind: "hero",
      eyebrow: "About us",
      title: "Who answers your request",
      lead: "Every request sent through this site is read and answered by a person: never by a machine. This page says who they are, what they can help with and what they cannot do.",
      icon: "users",
    },
    ...(named.length
      ? [
          {
            kind: "list" as const,
            heading: "The team",
            style: "bullet" as const,
            items: named,
          },
        ]
      : []),
    {
      kind: "card-grid",
      heading: "The roles on the desk",
      columns: 3,
      cards: [
        {
          title: "Student counsellors",
          icon: "graduation-cap",
          body: "Talk through a stream, a school, a coaching choice, a drop year or exam stress with a student or a parent, and point to the guides and official sources that fit.",
        },
        {
          title: "Care coordinators",
          icon: "heart-pulse",
          body: "Help a patient's family plan a hospital stay: what to ask the doctors, what to bring, appointments for an elderly parent, discharge, bills and insurance papers.",
        },
        {
          title: "Listeners",
          icon: "message-circle",
          body: "Read and answer messages from people who are struggling, and help them reach a counsellor, a therapist or a helpline that can help in person.",
        },
      ],
    },
    {
      kind: "comparison",
      heading: "What they can and cannot do",
      columns: [
        {
          title: "They can",
          tone: "positive",
          items: [
            "Reply by email or phone within support hours",
            "Explain options and what to ask, in plain words, in English or Hindi",
            "Point you to official sources, services and helplines near you",
            "Keep what you tell them private, as the privacy page says",
          ],
        },
        {
          title: "They cannot",
          tone: "negative",
          items: [
            "Send anyone to you in an emergency: call {line:emergency}",
            "Diagnose an illness, prescribe a medicine or change a treatment",
            "Promise an admission, a seat or an exam result",
            "Be on the desk day and night: for a counsellor at any hour, call Tele-MANAS on {line:tele-manas}",
          ],
        },
      ],
    },
    {
      kind: "cta",
      heading: "Ask them",
      body: "Write what you are facing: the more you tell us, the more useful the reply.",
      actions: [{ label: "Ask us for help", href: "/request?source=/our-team" }],
    },
  ],
};

export default page;
