import type { Page } from "../types.ts";

const page: Page = {
  path: "/contact",
  reviewed: "2026-11-26",
  title: "Contact",
  description:
    "How to reach a person at Saathi: phone, WhatsApp, email and support hours in IST, a message form, and India's urgent-help lines for emergencies.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Talk to a person",
      title: "Contact us",
      lead: "Call, WhatsApp or email us about a student's choices or a patient's care. In an emergency, don't wait for us: call {line:emergency}.",
    },
    {
      kind: "contact",
      heading: "Ways to reach us",
      intro:
        "Send us a message here, or call, use WhatsApp or email. A counsellor or care coordinator reads every message and replies in support hours.",
    },
  ],
};

export default page;
