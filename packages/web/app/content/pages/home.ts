import { site } from "../../i18n/en/site.ts";
import { servicesSection } from "../shared/services.ts";
import type { Page } from "../types.ts";

const home: Page = {
  path: "/",
  reviewed: "2026-11-23",
  title: "Home",
  description:
    "Saathi helps students in India choose streams, schools and coaching and beat distraction, and helps patients and their families through wards, ICUs, appointments and mental health.",
  sections: [
    {
      kind: "home-hero",
      title: "A companion for the hard parts of study and care",
      lead: "Clear guidance for students facing board exams, JEE and NEET, and practical help for patients and the relatives who look after them.",
      trustLine: site.trustedBy,
      actions: [
        { label: "Ask us for help", href: "/request?source=/" },
        {
          label: "Learn more",
          detail: " about our services",
          href: "/services",
          variant: "secondary",
        },
      ],
      audiences: [
        {
          title: "I'm a student",
          body: "Streams, schools, coaching, study habits and staying focused.",
          href: "/student-support",
          icon: "graduation-cap",
          linkText: "Student support",
        },
        {
          title: "I'm a patient or relative",
          body: "Ward and ICU help, appointments, mental health and recovery.",
          href: "/patient-support",
          icon: "heart-pulse",
          linkText: "Patient support",
        },
      ],
    },
    servicesSection,
    {
      kind: "resource-library",
      heading: "Resource library",
      intro:
        "Free guides, sheets to print, lectures and videos, written for real situations, each with the date it was last reviewed.",
      groups: [
        {
          title: "Student resources",
          resources: [
            {
              title: "Study guides",
              description:
                "Six study habits that work, each with an example you can copy this week.",
              type: "Guide",
              href: "/study-tips",
              icon: "book-open",
            },
            {
              title: "Avoid distractions",
              description:
                "Phones, friends and your own thoughts: how to win back your focus, one habit at a time.",
              type: "Guide",
              href: "/avoid-distractions",
              icon: "target",
            },
            {
              title: "Templates & forms",
              description:
                "Study planners, revision trackers and goal sheets ready to print or fill in.",
              type: "DOC",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "Audio lectures",
              description:
                "History, literature and life skills in short lectures read aloud by your phone, with the full transcript, for the bus or a walk.",
              type: "Audio",
              href: "/audio-lectures",
              icon: "headphones",
            },
          ],
        },
        {
          title: "Patient resources",
          resources: [
            {
              title: "Health guides",
              description:
                "Plain-language guides to a hospital stay: the ward, the ICU, appointments, mental health and care at home.",
              type: "Guide",
              href: "/patient-support",
              icon: "clipboard-list",
            },
            {
              title: "Sheets for families",
              description:
                "An ICU visit log, a medicine schedule, questions for the doctor, a discharge checklist and a bills and claims tracker, to print or fill in.",
              type: "PDF",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "Exercise & wellness",
              description:
                "Gentle exercise, yoga and breathing videos for beginners, seniors and people in recovery.",
              type: "Video",
              href: "/exercise-videos",
              icon: "video",
            },
            {
              title: "Breathing practice",
              description:
                "A guided breathing and relaxation practice for anxious waits and sleepless nights, paced on screen and spoken aloud.",
              type: "Audio",
              href: "/breathing-practice",
              icon: "headphones",
            },
            {
              title: "Healthy eating",
              description:
                "Everyday eating for the family from the Indian dietary guidelines (ICMR-NIN, 2024): general advice, not a clinical diet.",
              type: "Guide",
              href: "/healthy-eating",
              icon: "apple",
            },
          ],
        },
      ],
      subscribe: { label: "Subscribe for updates", href: "/subscribe?source=/" },
    },
    {
      kind: "contact",
      heading: "Contact us",
      intro: "Tell us what you're facing. A counsellor or care coordinator reads every message.",
    },
    // Issue 35: "Your state" is offered here by the urgent-help block's link to /state, not by
    // the choice itself: its list of 36 names cost /hi about 40 ms of first paint (Lighthouse
    // 968 ms without it, 998-1,019 ms with it; budget 1,000). The hubs and /state hold the choice.
  ],
};
export default home;
