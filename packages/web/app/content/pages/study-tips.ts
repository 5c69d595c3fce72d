import type { Page } from "../types.ts";

const page: Page = {
  path: "/study-tips",
  reviewed: "2026-11-23",
  title: "Study tips",
  description:
    "Six study habits that work for board exams, JEE and NEET, each with a worked example: active recall, spaced repetition, past papers, study groups of 3-4, teaching others and sleep.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Study smarter, not just longer",
      lead: "These six habits come from research on how memory works and from what toppers actually do. Each one comes with an example you can copy this week.",
      icon: "book-open",
    },
    {
      kind: "card-grid",
      heading: "Six habits that work",
      columns: 3,
      cards: [
        {
          title: "Active recall",
          body: "Reading notes again feels productive but teaches little. Close the book and try to write or say what you remember, then check.",
          icon: "brain",
          example:
            "After reading a section on photosynthesis, shut the book and draw the light and dark reactions from memory. Mark what you missed in red.",
        },
        {
          title: "Spaced repetition",
          body: "Revise a topic a day after learning it, then after about three days, a week and a month. Each review takes less time and the memory lasts longer.",
          icon: "calendar-days",
          example:
            "Learn trigonometric identities on Monday; revise them Tuesday, Friday, the next Monday and a month later, 10 minutes each time.",
        },
        {
          title: "Practise with past papers",
          body: "Previous years' papers show how questions are really asked and which topics come up again and again.",
          icon: "file-text",
          example:
            "Every Sunday, do one past board or entrance paper with a timer, then spend as long again studying the questions you got wrong.",
        },
        {
          title: "Study groups of 3-4",
          body: "A small group covers more ground and catches each other's mistakes. Larger groups tend to drift into chatting.",
          icon: "users",
          example:
            "Three friends each prepare one chapter of the week's chemistry, teach it to the others in 15 minutes, and then all solve the same 20 questions.",
        },
        {
          title: "Teach it to someone",
          body: "If you can explain a concept simply, you understand it. If you get stuck explaining, you've found your gap.",
          icon: "message-circle",
          example:
            "Explain Newton's third law to a younger sibling using a real example, like a boat moving when you jump off it.",
        },
        {
          title: "Protect your sleep",
          body: "Memory is strengthened during sleep. Cutting sleep to study more usually means remembering less.",
          icon: "moon",
          example:
            "Aim for {fact:teen-sleep} a night, as sleep experts advise for 13- to 18-year-olds. Instead of a late-night session, move one study block to early morning, and review flashcards for 10 minutes before bed.",
        },
      ],
    },
    {
      kind: "list",
      id: "study-routine",
      checklist: true,
      heading: "This week's study routine",
      intro:
        "Tick each habit once you have really done it this week. Clear the list on Sunday and start again.",
      style: "check",
      items: [
        "After each chapter, close the book and write down what you remember",
        "Revise yesterday's topic before you start a new one",
        "Do one past paper with a timer, then study the questions you got wrong",
        "Meet your study group of 3-4 once, each of you teaching one topic",
        "Explain one hard idea out loud to someone else",
        "Sleep enough every night, with no late-night study sessions",
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Start with one",
      body: "Don't change everything at once. Pick one habit this week, such as active recall after every chapter, and add another next week.",
    },
    {
      kind: "cta",
      heading: "Having trouble staying focused?",
      body: "Good habits need uninterrupted time. Our focus guides show you how to get it.",
      actions: [
        { label: "Avoid distractions", href: "/avoid-distractions" },
        { label: "Templates and planners", href: "/templates-and-forms" },
      ],
    },
  ],
};

export default page;
