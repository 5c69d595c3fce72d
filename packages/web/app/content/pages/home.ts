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
        { label: "Get Started Today", href: "/request?source=/" },
        {
          label: "Learn More",
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
      heading: "Resource Library",
      intro:
        "Free guides, templates, lectures and videos, written for real situations and added to every week.",
      groups: [
        {
          title: "Student resources",
          resources: [
            {
              title: "Study Guides",
              description:
                "Six study habits that work, each with an example you can copy this week.",
              type: "Guide",
              rating: 4.9,
              downloads: "6.2k",
              href: "/study-tips",
              icon: "book-open",
            },
            {
              title: "Avoid Distractions",
              description:
                "Phones, friends and your own thoughts: how to win back your focus, one habit at a time.",
              type: "Guide",
              rating: 4.8,
              href: "/avoid-distractions",
              icon: "target",
            },
            {
              title: "Templates & Forms",
              description:
                "Study planners, revision trackers and goal sheets ready to print or fill in.",
              type: "DOC",
              rating: 4.7,
              downloads: "1.8k",
              href: "/templates-and-forms",
              icon: "file-text",
            },
            {
              title: "Audio Lectures",
              description:
                "History, literature and life skills explained in 15 to 35 minutes, for the bus or a walk.",
              type: "Audio",
              rating: 4.8,
              downloads: "3.2k",
              href: "/audio-lectures",
              icon: "headphones",
            },
          ],
        },
        {
          title: "Patient resources",
          resources: [
            {
              title: "Health Guides",
              description:
                "Plain-language guides to a hospital stay: admission, the ICU, discharge and care at home.",
              type: "PDF",
              rating: 4.9,
              downloads: "4.5k",
              icon: "clipboard-list",
            },
            {
              title: "Exercise Videos",
              description:
                "Gentle exercise, yoga and breathing videos for beginners, seniors and people in recovery.",
              type: "Video",
              rating: 4.8,
              href: "/exercise-videos",
              icon: "video",
            },
            {
              title: "Meditation Audio",
              description:
                "Short guided meditations for anxious waits, sleepless nights and caregiver fatigue.",
              type: "Audio",
              rating: 4.7,
              downloads: "3.8k",
              icon: "headphones",
            },
            {
              title: "Nutrition Plans",
              description:
                "Simple Indian meal plans for recovery, diabetes-friendly eating and older adults.",
              type: "PDF",
              rating: 4.6,
              downloads: "2.9k",
              icon: "apple",
            },
          ],
        },
      ],
      subscribe: { label: "Subscribe for Updates", href: "/subscribe?source=/" },
    },
    {
      kind: "contact",
      heading: "Contact us",
      intro: "Tell us what you're facing. A counsellor or care coordinator reads every message.",
    },
  ],
};
export default home;
