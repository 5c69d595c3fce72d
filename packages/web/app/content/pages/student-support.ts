import { stateChoiceSection } from "../state-pages.ts";
import type { Page } from "../types.ts";

const page: Page = {
  path: "/student-support",
  reviewed: "2026-11-23",
  title: "Student support",
  description:
    "Guidance for Indian students and parents on choosing a stream, school and coaching, deciding on a drop year, finding a mentor and handling exam pressure.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Everything you need to choose well and study well",
      lead: "From choosing a stream after Class 10 to deciding on a drop year, each guide below takes one decision and walks you through it, with the questions to ask and what to do this week.",
      icon: "graduation-cap",
    },
    {
      kind: "card-grid",
      heading: "Pick the decision in front of you",
      intro:
        "Each guide stands on its own. Read the one that matches your situation today; you can come back for the others later.",
      columns: 4,
      cards: [
        {
          title: "Stream selection guide",
          body: "Science, commerce or arts after Class 10: the real seat numbers, the careers each opens and how crowded each path is.",
          icon: "compass",
          action: { label: "Choose a stream", href: "/stream-selection-guide" },
        },
        {
          title: "Find the best school",
          body: "What matters at each age, how to judge a school for JEE or NEET, and how to pick between CBSE, ICSE and your state board.",
          icon: "school",
          action: { label: "Compare schools", href: "/find-best-school" },
        },
        {
          title: "Choosing coaching",
          body: "Whether you need coaching at all, how to test an institute before paying, and why a famous name is not a plan.",
          icon: "users",
          action: { label: "Choose coaching", href: "/choosing-coaching" },
        },
        {
          title: "Strategic decision support",
          body: "A drop year, a change of coaching, a change of school: how to decide with facts instead of fear.",
          icon: "target",
          action: { label: "Think it through", href: "/strategic-decision-support" },
        },
        {
          title: "Academic counselling",
          body: "Exam stress, study schedules, JEE and NEET strategy, and how to recover after a bad test.",
          icon: "message-circle",
          action: { label: "Get counselling", href: "/academic-counseling" },
        },
        {
          title: "Academic pathfinder",
          body: "A map of the big choices from Class 8 to college, in the order you will face them.",
          icon: "book-open",
          action: { label: "See the map", href: "/academic-pathfinder" },
        },
        {
          title: "The mentor advantage",
          body: "Why one person who has walked the road ahead of you can save you a year of trial and error.",
          icon: "handshake",
          action: { label: "Mentor guide", href: "/mentor-advantage" },
        },
        {
          title: "Peer support groups",
          body: "Small groups of students preparing for the same exams, meeting to plan, share doubts and keep each other going.",
          icon: "heart-handshake",
          action: { label: "Join a group", href: "/peer-support-groups" },
        },
      ],
    },
    {
      kind: "list",
      heading: "Not sure where to start?",
      intro: "Find the line that sounds most like you.",
      style: "bullet",
      items: [
        {
          title: '"I\'m in Class 9 or 10 and everyone is asking about my stream."',
          body: 'Start with the "Stream selection guide", then "Find the best school".',
        },
        {
          title: '"My parents want Kota or a big-name coaching centre."',
          body: 'Read "Choosing coaching" together before anyone pays a fee.',
        },
        {
          title: '"My JEE or NEET result was not what I hoped."',
          body: 'Read "Strategic decision support" before you decide on a drop year.',
        },
        {
          title: '"I study for hours but nothing sticks, and I feel low."',
          body: 'Start with "Academic counselling"; the first section is about stress.',
        },
      ],
    },
    {
      kind: "cta",
      heading: "Feeling the pressure?",
      body: "Exams, results and living away from home can weigh on anyone. These guides are for you, and for anyone worried about you.",
      actions: [
        { label: "Exam stress", href: "/exam-stress" },
        { label: "Mental health support", href: "/mental-health-support", variant: "secondary" },
        {
          label: "Help for suicidal thoughts",
          href: "/help-for-suicidal-thoughts",
          variant: "secondary",
        },
      ],
    },
    {
      kind: "callout",
      tone: "urgent",
      heading: "If the pressure feels like too much",
      body: "Marks and ranks matter, but not more than you do. If you feel hopeless or think about hurting yourself, talk to someone today. These lines are free, confidential and answer in Hindi, English and regional languages.",
      crisisLines: true,
    },
    // Issue 35: "Your state", leading to the state's page (help lines, health scheme, boards, tests).
    stateChoiceSection("en"),
  ],
};

export default page;
