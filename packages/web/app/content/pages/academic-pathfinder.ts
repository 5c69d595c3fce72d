import type { Page } from "../types.ts";

const page: Page = {
  path: "/academic-pathfinder",
  reviewed: "2026-11-23",
  title: "Academic pathfinder",
  description:
    "A map of the big academic choices an Indian student faces from Class 8 to college: school, stream, coaching and college, in the order they come.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Your path from school to college, one choice at a time",
      lead: "Four decisions shape most students' journeys. They come in a rough order, and each one narrows or widens the next. Start with the one in front of you.",
      icon: "compass",
    },
    {
      kind: "card-grid",
      heading: "The four big choices",
      columns: 2,
      cards: [
        {
          title: "Choosing a school",
          body: "The board, the teachers and the peer group you spend six hours a day with matter more than the building.",
          icon: "school",
          points: [
            "When it matters most: before Class 6 and again before Class 11",
            "Decide on: teaching quality, board, distance, fees",
          ],
          action: { label: "Find the best school", href: "/find-best-school" },
        },
        {
          title: "Choosing a stream",
          body: "Science, commerce or arts after Class 10. Pick by the subjects you can enjoy for two years and the careers they open, not by what your cousin chose.",
          icon: "flask",
          points: [
            "When: Class 10, before board results",
            "Decide on: interest, aptitude test scores, career options",
          ],
          action: { label: "Stream selection guide", href: "/stream-selection-guide" },
        },
        {
          title: "Choosing coaching",
          body: "Whether you need coaching, which kind, and how to judge an institute before you pay a year's fees.",
          icon: "users",
          points: [
            "When: Class 10 summer or early Class 11",
            "Decide on: batch size, faculty, tests, self-study time left",
          ],
          action: { label: "Choosing coaching", href: "/choosing-coaching" },
        },
        {
          title: "Choosing a college",
          body: "Entrance ranks, counselling rounds (JoSAA, MCC, state counselling) and how to weigh a college against a branch.",
          icon: "graduation-cap",
          points: [
            "When: Class 12, after entrance results",
            "Decide on: course, college, fees, placements, city",
          ],
          action: { label: "Exam and counselling dates", href: "/exam-calendar" },
        },
      ],
    },
    {
      kind: "list",
      heading: "A simple timeline",
      intro: "Use this as a rough guide; every student's pace is different.",
      style: "numbered",
      items: [
        {
          title: "Class 8-9: notice what you enjoy",
          body: "Which subjects do you do without being told? Keep a list. Try one aptitude test in Class 9 to start the conversation, not to end it.",
        },
        {
          title: "Class 10: choose the stream and the school",
          body: "Decide before board results so you are not rushed by admission deadlines. Visit the Class 11 classrooms of two schools.",
        },
        {
          title: "Class 11: build foundations",
          body: "Class 11 topics make up a large part of JEE and NEET. Join coaching only if your self-study time stays above three hours a day.",
        },
        {
          title: "Class 12: boards, entrances and counselling",
          body: "Register for every exam you might use (JEE Main, NEET, CUET, state exams) and note the counselling dates the day results come out.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Parents: one thing that helps more than anything",
      body: "Ask your child what they want before you tell them what you think. A choice a student owns is a choice they will work hard for.",
    },
  ],
};

export default page;
