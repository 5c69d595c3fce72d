import type { Page } from "../types.ts";

const page: Page = {
  path: "/school-pros-cons",
  reviewed: "2026-11-23",
  title: "School: pros & cons",
  description:
    "A balanced view of school in India for students preparing for board exams, JEE and NEET: seven things school gives you and seven challenges, with how to make the most of it.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students and parents",
      title: "School: a balanced view",
      lead: "India's senior secondary schools vary enormously. For students preparing for competitive exams, school can feel like a distraction. It is also where a lot of growing up happens. Here are both sides, honestly.",
      icon: "school",
    },
    {
      kind: "comparison",
      heading: "Both sides of school",
      intro:
        "Most students will find some of each in their own school. The point is to use the good side on purpose and manage the hard side.",
      columns: [
        {
          title: "The bright side",
          tone: "positive",
          items: [
            {
              title: "A daily structure",
              body: "Fixed hours and deadlines build the routine that long exam preparation needs.",
            },
            {
              title: "Friendships and belonging",
              body: "Friends at school are often the people who get you through the hardest years.",
            },
            {
              title: "Social and communication skills",
              body: "Group work, presentations and disagreements teach you to work with people, which every career needs.",
            },
            {
              title: "A broad education",
              body: "Languages, history and the arts make you a better thinker and writer, even in science.",
            },
            {
              title: "Practicals and labs",
              body: "Hands-on experiments make physics, chemistry and biology concepts stick.",
            },
            {
              title: "Sports and activities",
              body: "Exercise and play keep your body healthy and your mind fresh for study.",
            },
            {
              title: "Teachers who know you",
              body: "A good teacher notices when you struggle, and writes the recommendation you'll need later.",
            },
          ],
        },
        {
          title: "The challenges",
          tone: "negative",
          items: [
            {
              title: "Time pressure",
              body: "Six hours of school plus coaching and travel can leave little time for self-study.",
            },
            {
              title: "A pace set for the whole class",
              body: "Lessons can move too slowly for some students and too fast for others.",
            },
            {
              title: "Rote learning",
              body: "Some schools reward memorising answers more than understanding, which competitive exams punish.",
            },
            {
              title: "Peer pressure",
              body: "Comparison, gossip and pressure to fit in can take a lot of emotional energy.",
            },
            {
              title: "Mismatch with exam syllabi",
              body: "School timetables don't always follow the order that suits JEE or NEET preparation.",
            },
            {
              title: "Large classes",
              body: "In a class of 50, a quiet student's doubts can go unasked for months.",
            },
            {
              title: "Uneven quality",
              body: "Labs, libraries and teacher quality vary widely between schools, and even between sections.",
            },
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "Making school work for you",
      style: "numbered",
      items: [
        {
          title: "Use free periods",
          body: "Carry a small revision set (formula cards, an NCERT chapter) for free periods and waiting time.",
        },
        {
          title: "Ask your doubts at school",
          body: "A two-minute question to your teacher after class saves an hour at home.",
        },
        {
          title: "Line up school and coaching",
          body: "If school is teaching a chapter, revise the same chapter at coaching that week instead of a different one.",
        },
        {
          title: "Keep one activity",
          body: "One sport or hobby you enjoy, even twice a week, protects your energy through Class 11 and 12.",
        },
      ],
    },
  ],
};

export default page;
