import { shownContact } from "../../config/site.ts";
import type { Page } from "../types.ts";

/* Issue 29: the page promises phone, WhatsApp or email only when the deployer has set them. */
const { phone, whatsapp, email } = shownContact();
const otherWays = [phone && "call", whatsapp && "WhatsApp", email && "email"].filter(Boolean);

const page: Page = {
  path: "/contact",
  reviewed: "2026-11-26",
  title: "Contact",
  description:
    "How to reach a person at Saathi: a message form, support hours in IST, and India's urgent-help lines for emergencies.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Talk to a person",
      title: "Contact us",
      lead: "Write to us about a student's choices or a patient's care: a person reads every message. In an emergency, don't wait for us: call {line:emergency}.",
    },
    {
      kind: "contact",
      heading: "Ways to reach us",
      intro: `Send us a message here${otherWays.length ? `, or ${otherWays.join(" or ")} us` : ""}. A counsellor or care coordinator reads every message and replies in support hours.`,
    },
  ],
};

export default page;
