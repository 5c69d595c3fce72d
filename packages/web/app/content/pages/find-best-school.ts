import type { Page } from "../types.ts";

const page: Page = {
  path: "/find-best-school",
  reviewed: "2026-11-23",
  title: "Find the best school",
  description:
    "How to choose a school in India at each stage: what matters in early years, in Classes 9-12, for JEE and NEET aspirants, and how to choose between CBSE, ICSE and state boards.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students and parents",
      title: "Finding the right school, not just the famous one",
      lead: "The best school is the one that fits your child's age, goals and temperament. Here is what to look for at each stage, and the questions to ask on a school visit.",
      icon: "school",
    },
    {
      kind: "card-grid",
      heading: "Four things to get right",
      columns: 2,
      cards: [
        {
          title: "Early education (up to Class 5)",
          body: "In the early years a child learns to love learning, or to fear it. Look for warmth, small classes and a lot of reading, play and talking.",
          icon: "lightbulb",
          points: [
            "Class size: ask how many children per teacher.",
            "Ask how they handle a child who is slower to read.",
            "Distance: a 20-minute commute beats a 90-minute one at this age.",
          ],
          example:
            "On your visit, watch a class for ten minutes. Are children asking questions, or only copying from the board?",
        },
        {
          title: "Later education (Classes 6-12)",
          body: "From middle school, subject teachers matter most. A strong mathematics and science department, a working library and labs you can actually use show up in results.",
          icon: "book-open",
          points: [
            "Ask how long the senior mathematics and science teachers have been at the school.",
            "Ask whether Class 11 and 12 labs are used every week.",
            "Look at how many students stay in the school after Class 10: it tells you what families think.",
          ],
          example:
            "Ask two Class 11 students what a normal Tuesday looks like. Their answer tells you more than the brochure.",
        },
        {
          title: "Competitive exam focus",
          body: "For JEE or NEET aspirants, the question is how school and coaching fit together. Some schools tie up with coaching centres (often called integrated schools); others expect full attendance and leave coaching to you.",
          icon: "target",
          points: [
            "Check the real attendance rule: boards still require regular attendance and practicals.",
            "Add up the daily hours: school, coaching and travel together should leave 3 or more hours for self-study.",
            "A school that keeps teaching the board syllabus properly protects your plan B.",
          ],
          example:
            "If school ends at 2 pm and coaching runs 4-7 pm across town, a student who gets home at 8 pm has little time left. A closer coaching centre may be worth more than a famous one.",
        },
        {
          title: "Choosing a board",
          body: "CBSE, ICSE/ISC or your state board: all lead to good colleges. Choose by what suits the student and where the family may live.",
          icon: "clipboard-list",
          points: [
            "CBSE: the NCERT books it follows are the base of JEE and NEET; easy to move between cities.",
            "ICSE/ISC: more detailed English and a wider syllabus; good for language and humanities.",
            "State boards: often lower fees and closer schools, and some state engineering and medical counselling favours local students.",
          ],
          example:
            "A family likely to be transferred every few years usually finds CBSE easiest, because the same syllabus is taught across the country.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Questions to ask on a school visit",
      style: "check",
      items: [
        "How many students are in each section of the class my child will join?",
        "Who teaches mathematics and science in the senior classes, and for how long have they taught here?",
        "What happens when a student falls behind? Is there remedial help, and who pays?",
        "What is the total annual cost, including transport, books, uniforms and activity fees?",
        "Can we speak to parents of current students?",
      ],
    },
    {
      kind: "cta",
      heading: "Still choosing between two schools?",
      body: "Bring your shortlist and your child's report cards. We'll help you compare them on what matters for your child's plans.",
      actions: [
        {
          label: "Book a counselling session",
          href: "/request?kind=guidance&source=/find-best-school",
        },
      ],
    },
  ],
};

export default page;
