import type { Page } from "../types.ts";

const page: Page = {
  path: "/academic-counseling",
  reviewed: "2026-11-23",
  title: "Academic counselling",
  description:
    "Practical counselling for Indian students: handling exam stress, building a study schedule, the right mindset, JEE and NEET strategy, choosing coaching, and bouncing back from a bad result.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Academic counselling for the pressure years",
      lead: "The questions students and parents bring to us most often, answered the way a good counsellor would: honestly, with numbers where they help, and with one thing to do this week.",
      icon: "message-circle",
    },
    {
      kind: "accordion",
      heading: "What students ask us about",
      intro:
        "Open one topic at a time. Each ends with a small step you can take in the next seven days.",
      items: [
        {
          title: "Managing academic stress",
          body: [
            "Some stress keeps you working; too much makes you read the same page five times. Warning signs: sleeping less than eight hours most nights, headaches or stomach aches before tests, snapping at family, or avoiding your books completely.",
            "Stress falls when the work feels smaller and more under your control, so the fix is usually a plan, sleep and one honest conversation, not more hours.",
          ],
          points: [
            "This week: write every pending task on one sheet, then circle only the three that matter for the next test.",
            "Keep a fixed sleep window of {fact:teen-sleep} (what sleep experts advise for 13- to 18-year-olds), even in exam weeks. Memory is consolidated during sleep.",
            "Tell one adult (a parent, teacher or counsellor) exactly what is worrying you. Saying it out loud shrinks it.",
            "If you feel hopeless for more than two weeks, call Tele-MANAS on {line:tele-manas} (free, 24/7).",
          ],
        },
        {
          title: "Building a study schedule that survives real life",
          body: [
            "Most timetables fail because they plan 12 hours and leave no room for school, travel, meals or a bad day. Plan for the hours you actually have.",
            "Example for a Class 11 student with school till 2 pm and coaching from 4 to 7 pm: two 50-minute blocks after dinner (one new topic, one practice set), 30 minutes of revision before school, and one longer block on Sunday for a mock test and error review.",
          ],
          points: [
            'Give each block one clear task ("15 questions on projectile motion"), not a subject ("physics").',
            "Put the hardest subject in the hour when you are most alert.",
            "Leave one evening a week empty: it absorbs the work that slips.",
            "This week: track how you really spend your time for three days before you write the new plan.",
          ],
        },
        {
          title: "A mindset that keeps you going",
          body: [
            'Students who improve steadily treat a low mark as information, not as a verdict on their intelligence. "I can\'t do organic chemistry" becomes "I haven\'t yet learned the reaction mechanisms".',
            "Compare yourself with your own last test, not with the topper of your batch. Your rank among 30 classmates says little; your trend over ten tests says a lot.",
          ],
          points: [
            "Keep a mistakes notebook: for every wrong answer write why it was wrong and the correct method.",
            "After each test, note one thing that went better than last time.",
            'This week: replace "I\'m bad at..." with "I haven\'t practised... enough yet" whenever you catch yourself.',
          ],
        },
        {
          title: "Preparing for JEE",
          body: [
            "JEE Main decides NIT, IIIT and other admissions and who may sit JEE Advanced; JEE Advanced decides IIT admission. There are {fact:iit-seats} IIT seats across 23 IITs and {fact:nit-seats} NIT seats across 31 NITs, so plan for both exams, not only for an IIT.",
            "NCERT physics, chemistry and mathematics come first: a large share of JEE Main chemistry comes almost straight from NCERT. Then move to previous years' papers, topic by topic.",
          ],
          points: [
            "Class 11 topics carry roughly half the syllabus: don't leave them for Class 12.",
            "From six months before the exam, take one full mock a week under exam timing and spend longer reviewing it than taking it.",
            "Keep your board marks strong: they still count for eligibility.",
            "This week: solve the last two years' JEE Main papers for one chapter you think you know well, and see what they really ask.",
          ],
        },
        {
          title: "Preparing for NEET",
          body: [
            "NEET (UG) is the single entrance exam for MBBS, BDS and AYUSH courses. Government colleges had {fact:government-mbbs-seats} MBBS seats in 2023-24, and these are the seats most families hope for because fees are far lower than in private colleges.",
            "Biology carries half the marks and comes very closely from NCERT Class 11 and 12 textbooks: read them line by line, including diagrams, tables and summaries. Physics is where most students lose marks, so give it daily practice.",
          ],
          points: [
            "Negative marking means an unsure guess costs you: practise deciding when to leave a question.",
            "Take full papers in one sitting, at the real exam length, so your focus lasts to the last question.",
            "Have a plan B you would be glad to take: BDS, BSc nursing, pharmacy, allied health or life sciences.",
            "This week: take one NCERT biology chapter and write 20 one-line questions from its diagrams and tables.",
          ],
        },
        {
          title: "Choosing a coaching institute",
          body: [
            "Coaching helps when it adds structure, good doubt-solving and regular tests. It hurts when it eats the hours you need for self-study, or when you are one face in a batch of 200.",
            "Before you pay, attend a demo class, ask for the batch size and the teacher who will actually teach your batch, and talk to two current students away from the office.",
          ],
          points: [
            "Ask how doubts are solved: a fixed doubt hour with the faculty is worth more than a toll-free helpline.",
            "Keep at least 3 hours a day for self-study on top of classes.",
            "Read the refund policy before paying the full year.",
          ],
          link: { label: "Read the full guide to choosing coaching", href: "/choosing-coaching" },
        },
        {
          title: "Quality over price",
          body: [
            "A higher fee does not mean better teaching, and the topper photos on hoardings tell you about a handful of students, not about the batch you will join. What you pay for is the teacher in your room and the attention you get.",
            "Compare institutes on what reaches you: the experience of your faculty, batch size, the number of tests and how they are reviewed, and how quickly doubts are answered.",
          ],
          points: [
            "A smaller local centre with an experienced teacher and a batch of 30 can beat a famous brand with a batch of 150.",
            "Ask what share of last year's batch (not of all toppers) cleared the exam.",
            "This week: make a table of two or three options with these columns and fill it in after the demo classes.",
          ],
        },
        {
          title: "Building resilience after a setback",
          body: [
            "A bad mock, a missed cut-off or a low board mark hurts. Give yourself a day or two to feel it, then look at it like a coach looks at a lost match: what exactly went wrong, and what will you change?",
            "Most setbacks come down to one of three causes: a gap in concepts, too little timed practice, or exam-day nerves. Each has a different fix, so name yours before changing everything.",
          ],
          points: [
            "Write down three causes of the result and one action for each.",
            "Keep up sleep, food and a little exercise: they are the first things to slip, and they make everything harder.",
            "Talk to someone who has failed and recovered: a senior, a teacher, a mentor.",
          ],
        },
      ],
    },
    {
      kind: "cta",
      heading: "Want to talk it through with a counsellor?",
      body: "A session is a calm hour with someone who knows the exams and the pressure, for you or for you and your parents together.",
      actions: [
        {
          label: "Book a counselling session",
          href: "/request?kind=counselling&source=/academic-counseling",
        },
      ],
    },
    {
      kind: "callout",
      tone: "urgent",
      heading: "If you are not okay right now",
      body: "Exam stress can become something heavier. If you feel hopeless or unsafe, please call now. It is free and confidential.",
      crisisLines: true,
    },
  ],
};

export default page;
