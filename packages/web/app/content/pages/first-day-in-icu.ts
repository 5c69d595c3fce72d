import { icuCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

/*
 * Issue 35: a situation guide, a short sequence of steps for one moment, ending in care cards and
 * the things to do. Its steps repeat what /icu-ward-assistance already says, in the order the
 * first day asks for them.
 */
const page: Page = {
  path: "/first-day-in-icu",
  reviewed: "2026-11-29",
  title: "The first day in the ICU",
  description:
    "Someone you love has just been taken into intensive care: what to do on the first day, step by step, from finding the nurse in charge to the first update for the family, and when to call for help at once.",
  sections: [
    {
      kind: "hero",
      eyebrow: "A guide for one moment",
      title: "The first day in the ICU",
      lead: "The first hours outside an ICU are confusing and frightening. You don't have to do everything at once. These steps, in this order, cover what matters today; the rest can wait for tomorrow.",
      icon: "hospital",
    },
    {
      kind: "list",
      id: "steps",
      heading: "Today, step by step",
      style: "numbered",
      items: [
        {
          title: "Find the nurse in charge, and give one phone number",
          body: "Tell them who you are and give one number the ICU can always reach. Ask when the doctors give updates, the visiting times, and whom to call at night. Write it all down.",
        },
        {
          title: "Tell them what they need to know about the patient",
          body: "Allergies, long-term conditions like diabetes, blood pressure, heart or kidney disease, and every medicine the patient takes, including Ayurvedic and over-the-counter ones. Hand over old prescriptions and reports if you have them.",
        },
        {
          title: "Ask the doctor three questions",
          body: "What is the main problem right now, in simple words? What is the plan for the next 24 hours? Is there a decision the family needs to make, and by when?",
        },
        {
          title: "Understand any form before you sign it",
          body: "You have the right to have a consent form explained in a language you understand. Ask what the procedure is, why it is needed now, and what happens if you wait. Keep a photo of every form you sign.",
        },
        {
          title: "Start the money side on day one",
          body: "Ask the billing desk for a written estimate and a daily running bill. Give the insurance (TPA) desk the policy details, or ask the Ayushman help desk (Ayushman Mitra) whether the hospital is empanelled.",
        },
        {
          title: "Choose one spokesperson and send one update",
          body: "One person talks to the doctors. After the update, post one short message in a family group: how the patient is, the plan for today, and what help is needed.",
        },
        {
          title: "Plan tonight: who waits, who rests",
          body: "Wait in shifts so someone always sleeps. Eat something proper, keep your phone charged, and step outside for air. Fear and numbness are normal today.",
        },
      ],
    },
    icuCare,
    {
      kind: "cta",
      id: "things-to-do",
      heading: "The things to do next",
      body: "Tick the bag checklist and the doctor's questions on the ICU page, print the ICU visit log to keep each day's update in one place, or ask for an assistant to wait with you.",
      actions: [
        { label: "The ICU bag checklist", href: "/icu-ward-assistance#icu-bag" },
        {
          label: "Questions for the doctor",
          href: "/icu-ward-assistance#doctor-questions",
          variant: "secondary",
        },
        {
          label: "Download the ICU visit log",
          href: "/templates-and-forms#for-patients-and-families",
          variant: "secondary",
        },
        {
          label: "Request ICU assistance",
          href: "/request?kind=ward-support&source=/first-day-in-icu",
        },
      ],
    },
  ],
};

export default page;
