import type { Section } from "../types.ts";

/** SPEC.md "Services section": shown on the home page and on /services. */
export const servicesSection: Extract<Section, { kind: "services" }> = {
  kind: "services",
  heading: "Our services",
  intro:
    "Two kinds of help, one promise: a calm, knowledgeable person on your side. Pick what fits you today.",
  groups: [
    {
      title: "For students",
      cards: [
        {
          title: "Academic counselling",
          body: "One-to-one help with exam stress, study schedules, JEE and NEET preparation, and choosing coaching wisely.",
          icon: "graduation-cap",
          href: "/academic-counseling",
        },
        {
          title: "Peer support groups",
          body: "Small groups of students facing the same exams, meeting to share plans, doubts and encouragement.",
          icon: "users",
          href: "/peer-support-groups",
        },
        {
          title: "Academic pathfinder",
          body: "Step-by-step guides to choosing a stream, a school, coaching and a college after Class 10 and 12.",
          icon: "compass",
          href: "/academic-pathfinder",
        },
        {
          title: "Student support",
          body: "Everything for students in one place: streams, schools, coaching, mentors, peers and decisions like a drop year.",
          icon: "book-open",
          href: "/student-support",
        },
      ],
    },
    {
      title: "For patients and families",
      cards: [
        {
          title: "Personal day/night support",
          body: "A trained attendant to stay with your relative in hospital by day or night when family can't be there.",
          icon: "bed",
          href: "/personal-support",
        },
        {
          title: "Patient support",
          body: "Guidance for patients and relatives: hospital stays, mental health, appointments and recovery at home.",
          icon: "heart-pulse",
          href: "/patient-support",
        },
        {
          title: "Medical appointment assistance",
          body: "Someone to take an elderly parent to the doctor, handle the queues and paperwork, and note what was said.",
          icon: "calendar-check",
          href: "/medical-appointment-assistance",
        },
        {
          title: "ICU & ward assistance",
          body: "Help for families waiting outside the ICU: updates, errands, medicines and a person to talk to.",
          icon: "hospital",
          href: "/icu-ward-assistance",
        },
      ],
    },
  ],
};
