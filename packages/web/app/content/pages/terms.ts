import { site } from "../../config/site.ts";
import type { Page } from "../types.ts";

const page: Page = {
  path: "/terms",
  reviewed: "2026-11-26",
  title: "Terms of service",
  description:
    "The terms for using Saathi: the guides are general information, not medical, legal or professional advice; what an account is for; and what we ask of you.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Terms",
      title: "Terms of service",
      lead: `By using ${site.name} you agree to these terms. They are short, and written to be read.`,
      icon: "file-text",
    },
    {
      kind: "callout",
      tone: "urgent",
      heading: "In an emergency, don't rely on this site",
      body: "Saathi is not an emergency service and does not watch messages around the clock. If someone is in danger, call {line:emergency}, or {line:ambulance} for an ambulance. For a mental health crisis, call Tele-MANAS on {line:tele-manas}, free, 24/7.",
    },
    {
      kind: "list",
      heading: "The terms",
      style: "numbered",
      items: [
        {
          title: "The guides are general information",
          body: "Our health pages give guidance, not a diagnosis or treatment: talk to a doctor about your own situation. Our study and career pages are guidance too, not a promise of any result. Figures come with their source and year; check the source before a big decision.",
        },
        {
          title: "A request is answered by a person, in support hours",
          body: "Booking a session, asking for a companion or for support in hospital, and messages (live chat too) are requests: a member of our team reads each one and replies in support hours, and nothing is booked until they have confirmed it with you. A request is not an emergency service: in an emergency, call {line:emergency}. What is not connected yet (the audio player) says so with a notice, and nothing is sent when you press it.",
        },
        {
          title: "Your account",
          body: "An account is for one person aged 18 or over. Keep your password and sign-in methods to yourself, and tell us if you think someone else has used your account. You can delete your account at any time from /account.",
        },
        {
          title: "Use the site fairly",
          body: "Don't try to break into accounts, overload the site, or use it to harm or harass anyone. We may limit or close an account that does.",
        },
        {
          title: "Other sites",
          body: "We link to official sources and to videos on YouTube. We choose them with care, but we don't control them, and their own terms apply.",
        },
        {
          title: "Your personal data",
          body: "How we keep and protect it, and your rights over it, are in our privacy policy.",
        },
        {
          title: "Changes",
          body: "We may update these terms. The date below shows the last change; if a change matters for your account, we tell you by email first.",
        },
        {
          title: "Law",
          body: "These terms are governed by the laws of India.",
        },
      ],
    },
    {
      kind: "cta",
      heading: "Questions about these terms?",
      body: "Write to us or call during support hours.",
      actions: [
        { label: "Contact us", href: "/contact" },
        { label: "Privacy policy", href: "/privacy", variant: "secondary" },
      ],
    },
  ],
};

export default page;
