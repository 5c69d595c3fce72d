import type { Page } from "../types.ts";

const page: Page = {
  path: "/templates-and-forms",
  reviewed: "2026-11-23",
  title: "Templates & Forms",
  description:
    "Free study planners, revision trackers, a mock test error log, goal sheets and decision worksheets for Indian students, in PDF, DOCX and XLSX.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Resources",
      title: "Templates and forms for better planning",
      lead: "Six simple sheets that turn good intentions into a routine. Download each as a PDF to print, a Word file to fill in on screen or a spreadsheet to keep over weeks; each card also lists what is on the sheet, so you can draw it in your notebook today.",
      icon: "file-text",
    },
    {
      kind: "templates",
      heading: "Choose a template",
      intro: "Pick a format: PDF to print, DOCX to edit, XLSX to track numbers over time.",
      templates: [
        {
          file: "weekly-study-planner",
          title: "Weekly Study Planner",
          description:
            "Plan the week in study blocks around school, coaching and travel, with one goal per block.",
          category: "Planning",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "calendar-days",
          includes: [
            "Seven days by hour, 6 am to 11 pm",
            "One written goal per block",
            "A weekly review box: done, slipped, why",
          ],
        },
        {
          file: "exam-revision-tracker",
          title: "Exam Revision Tracker",
          description:
            "List every chapter and tick off each revision, spaced out over days and weeks so nothing is forgotten.",
          category: "Revision",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "list-checks",
          includes: [
            "Chapter list by subject",
            "Dates of 1st, 2nd, 3rd and 4th revision",
            "Confidence rating from 1 to 5",
          ],
        },
        {
          file: "mock-test-error-log",
          title: "Mock Test Error Log",
          description:
            "Record every wrong answer in your mocks, why it went wrong, and the fix, so the same mistake doesn't cost you twice.",
          category: "Practice",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "clipboard-list",
          includes: [
            "Question, chapter and test date",
            "Type of error: concept, calculation, misread, time",
            "Correct method in one line",
          ],
        },
        {
          file: "goal-setting-worksheet",
          title: "Goal-Setting Worksheet",
          description:
            "Turn a big goal (a board percentage, an entrance rank) into monthly and weekly targets you can measure.",
          category: "Planning",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "target",
          includes: [
            "Your goal and why it matters to you",
            "Monthly milestones",
            "This week's three actions",
          ],
        },
        {
          file: "pomodoro-focus-log",
          title: "Pomodoro Focus Log",
          description:
            "Count your 25-minute focus sessions each day and note what distracted you, to see your focus improve week by week.",
          category: "Focus",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "timer",
          includes: [
            "Boxes to tick for each 25/5 round",
            "What distracted me",
            "Total focused time per day",
          ],
        },
        {
          file: "stream-decision-worksheet",
          title: "Stream Decision Worksheet",
          description:
            "Compare science, commerce and arts side by side on interest, marks, aptitude and career options before you choose.",
          category: "Decisions",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "compass",
          includes: [
            "Subjects you enjoy and your marks in each",
            "Careers you are curious about",
            "Questions to ask a counsellor or senior",
          ],
        },
      ],
    },
    {
      kind: "cta",
      heading: "Put your planner to work",
      body: "A planner works best with good study habits and a quiet place to use them.",
      actions: [
        { label: "Study tips", href: "/study-tips" },
        { label: "Avoid distractions", href: "/avoid-distractions" },
      ],
    },
  ],
};

export default page;
