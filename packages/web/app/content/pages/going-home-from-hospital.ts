import { goingHomeCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

/*
 * Issue 35: a situation guide. Its steps follow the discharge checklist on /icu-ward-assistance
 * and the medicine questions on /medical-appointment-assistance, in the order of the day.
 */
const page: Page = {
  path: "/going-home-from-hospital",
  reviewed: "2026-11-29",
  title: "Going home from hospital tomorrow",
  description:
    "The patient is being discharged tomorrow: what to do today and on the day, step by step, from the discharge summary and medicines to the follow-up visit, and which signs mean calling for help once you are home.",
  sections: [
    {
      kind: "hero",
      eyebrow: "A guide for one moment",
      title: "Going home from hospital tomorrow",
      lead: "Discharge day is busy, and the most important things are said quickly at the end. A little preparation today means you leave with the papers, the medicines and the plan, and know whom to call.",
      icon: "house",
    },
    {
      kind: "list",
      id: "steps",
      heading: "Today and tomorrow, step by step",
      style: "numbered",
      items: [
        {
          title: "Today: ask what time, and what is still to be done",
          body: "Ask the nurse when the discharge is planned, which tests or reports are still pending, and whether the final bill or insurance approval needs anything from you.",
        },
        {
          title: "Today: get the home ready",
          body: "A bed that is easy to get in and out of, a clear path to the toilet, and someone to stay for the first days. Arrange transport home.",
        },
        {
          title: "Tomorrow: read the discharge summary before you leave",
          body: "Check the patient's name and dates, the diagnosis, what was done and the medicines to continue. Keep a photo of every page.",
        },
        {
          title: "Go through every medicine with the nurse",
          body: "Which to take, how much and when, which old ones to stop, and for how long. Ask the nurse to mark morning, afternoon and night on the prescription.",
        },
        {
          title: "Ask about the warning signs, and whom to call at night",
          body: "Ask which symptoms mean calling the hospital or coming back to emergency at once. Save the number in your phone.",
        },
        {
          title: "Fix the follow-up visit",
          body: "The date, the doctor's name and any tests to do before it. Ask someone to show you any dressing or injection you will do at home.",
        },
        {
          title: "Collect the bills and papers in one folder",
          body: "The final itemised bill, receipts, insurance or Ayushman Bharat papers, and copies of reports and scans you may need later.",
        },
      ],
    },
    goingHomeCare,
    {
      kind: "cta",
      id: "things-to-do",
      heading: "The things to do next",
      body: "Tick the discharge checklist on the ICU page, download the discharge checklist and medicine schedule to fill in at home, or ask for a companion for the follow-up visit.",
      actions: [
        { label: "The discharge checklist", href: "/icu-ward-assistance#discharge" },
        {
          label: "Download the medicine schedule",
          href: "/templates-and-forms#for-patients-and-families",
          variant: "secondary",
        },
        {
          label: "Arrange a companion for the follow-up",
          href: "/request?kind=appointment-companion&source=/going-home-from-hospital",
        },
      ],
    },
  ],
};

export default page;
