import type { Page } from "../types.ts";

const page: Page = {
  path: "/templates-and-forms",
  reviewed: "2026-11-23",
  title: "Templates & forms",
  description:
    "Free sheets in PDF, DOCX and XLSX: study planners, revision trackers and decision worksheets for Indian students, and an ICU visit log, medicine schedule, questions for the doctor, discharge checklist and bills tracker for patients' families.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Resources",
      title: "Templates and forms for better planning",
      lead: "Simple sheets that turn good intentions into a routine: six for students, and five for families looking after someone in hospital. Download each as a PDF to print, a Word file to fill in on screen or a spreadsheet to keep over weeks; each card also lists what is on the sheet, so you can draw it in a notebook today.",
      icon: "file-text",
    },
    {
      kind: "templates",
      heading: "For students",
      intro:
        "Plan the week, revise on time, learn from your mocks and choose a stream. Pick a format: PDF to print, DOCX to edit, XLSX to track numbers over time.",
      templates: [
        {
          file: "weekly-study-planner",
          title: "Weekly study planner",
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
          sheet: {
            howToUse:
              'Shade school, coaching, travel and meals first. Then write one goal in each study block, not just a subject ("Physics: 15 problems from chapter 4"). On Sunday night, fill in the review and plan the next week.',
            layout: {
              kind: "grid",
              corner: "Time",
              across: [
                "Monday",
                "Tuesday",
                "Wednesday",
                "Thursday",
                "Friday",
                "Saturday",
                "Sunday",
              ],
              // 6 am to 11 pm: seventeen one-hour blocks, the first from 6 am, the last ending at 11 pm.
              down: [
                "6–7 am",
                "7–8 am",
                "8–9 am",
                "9–10 am",
                "10–11 am",
                "11 am–12 pm",
                "12–1 pm",
                "1–2 pm",
                "2–3 pm",
                "3–4 pm",
                "4–5 pm",
                "5–6 pm",
                "6–7 pm",
                "7–8 pm",
                "8–9 pm",
                "9–10 pm",
                "10–11 pm",
              ],
              notes: ["Done", "Slipped", "Why, and what changes next week"],
            },
          },
        },
        {
          file: "exam-revision-tracker",
          title: "Exam revision tracker",
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
          title: "Mock test error log",
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
          title: "Goal-setting worksheet",
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
          title: "Pomodoro focus log",
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
          title: "Stream decision worksheet",
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
    {
      kind: "templates",
      heading: "For patients and families",
      intro:
        "For the days in hospital and after: one place for what the ICU team tells you, every medicine and its times, your questions for the doctor, what to collect at discharge, and every bill and insurance claim. They help you keep track and ask; they are not medical advice, and the treating doctor's word comes first.",
      templates: [
        {
          file: "icu-visit-log",
          title: "ICU visit log",
          description:
            "One record of every visit and every update from the ICU team, so nothing said at the bedside is lost and every relative hears the same news.",
          category: "In the ICU",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "heart-pulse",
          includes: [
            "Date",
            "Time",
            "Who visited or called",
            "Doctor or nurse, and what they said",
            "Vitals, lines or machines mentioned",
            "Questions to ask next time",
          ],
          sheet: {
            top: ["Patient's name", "Hospital, ICU and bed no.", "UHID or IP no."],
            howToUse:
              "Keep it with the patient's file or in your bag. After each visit or call, write whom you spoke to and what they said, in their words, and any numbers they gave (BP, oxygen, sugar) exactly as said. Read the last row before the next visit and ask those questions. It is a record for the family, not medical advice: ask the doctor what each change means.",
            layout: { kind: "table", widths: [1.1, 0.9, 1.6, 3.2, 2.2, 2.4] },
          },
        },
        {
          file: "medicine-schedule",
          title: "Medicine schedule",
          description:
            "Every medicine on one chart, copied from the prescription: how much, at what time of day, before or after food and for how long, so whoever is caring that day gives the right dose.",
          category: "Medicines",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "clock",
          includes: [
            "Medicine and strength",
            "Dose",
            "Morning",
            "Afternoon",
            "Evening",
            "Night",
            "Before or after food",
            "Start and stop date",
            "Prescribed by",
          ],
          sheet: {
            top: ["Patient's name", "Allergies", "Doctor's phone"],
            howToUse:
              "Copy each medicine from the prescription or discharge summary, one a row, with its strength as printed on the strip. Under morning, afternoon, evening and night, write how much to give (1 tablet, 5 ml) or leave it empty. Never stop, change or add a medicine without asking the doctor; take this sheet and the strips to every visit.",
            layout: { kind: "table", widths: [3, 1.3, 1, 1, 1, 1, 1.4, 1.6, 1.6] },
          },
        },
        {
          file: "questions-for-the-doctor",
          title: "Questions for the doctor",
          description:
            "Questions to take into the doctor's room, with space for the answers: the diagnosis, tests, treatment choices, risks, costs and going home.",
          category: "Talking to doctors",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "stethoscope",
          includes: [
            "What is the diagnosis, in simple words?",
            "Which tests are needed, and what will they show?",
            "What are the treatment options, and which do you advise?",
            "What are the risks and side effects?",
            "What will it cost, and what will insurance, PM-JAY or CGHS cover?",
            "When can the patient go home, and what care is needed after?",
            "Whom do we call with questions, and when?",
          ],
          sheet: {
            top: ["Patient's name", "Doctor and department", "Date"],
            howToUse:
              "Before you meet the doctor, write your own questions under each heading, the most important first; write the answers as you hear them. It is fine to ask the doctor to slow down, to repeat or to explain a word, and to ask for a second opinion.",
          },
        },
        {
          file: "discharge-checklist",
          title: "Discharge checklist",
          description:
            "Everything to collect and understand before the patient leaves hospital: the papers, the medicines, the follow-up visit, the warning signs and the bill.",
          category: "Going home",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "house",
          includes: [
            "Discharge summary, signed, with the diagnosis and treatment given",
            "Prescriptions: every medicine, its dose and for how long",
            "Which old medicines to stop or continue",
            "Follow-up date, time and doctor",
            "Warning signs that mean come back at once",
            "Diet, activity, bathing and wound care",
            "Test reports, scans and films collected",
            "Final bill checked and settled",
            "Insurance or scheme papers: claim form, bills and copies of the summary",
          ],
          sheet: {
            top: ["Patient's name", "UHID or IP no.", "Discharge date"],
            howToUse:
              "Go through it with the nurse or doctor on discharge day, before you settle the final bill and leave the ward. Tick an item only when you have it in hand or have understood it, and write under Notes what is still pending and whom to ask.",
            layout: {
              kind: "checklist",
              item: "Before you leave",
              tick: "Done",
              notes: "Notes: what is pending, whom to ask",
            },
          },
        },
        {
          file: "hospital-bills-and-claims",
          title: "Hospital bills and claims tracker",
          description:
            "Every bill, advance and receipt in one place, who pays it (you, PM-JAY, CGHS or your insurer through its TPA) and where each claim stands, so nothing is paid twice or missed.",
          category: "Bills and insurance",
          formats: ["PDF", "DOCX", "XLSX"],
          icon: "calculator",
          includes: [
            "Bill or receipt no.",
            "Date",
            "What it is for",
            "Amount (₹)",
            "Paid by: self, PM-JAY, CGHS or insurer (TPA)",
            "Claim or pre-authorisation no.",
            "Claim status",
            "Documents submitted",
          ],
          sheet: {
            top: ["Patient's name", "Policy or card no.", "TPA or insurer helpline"],
            howToUse:
              "Write every advance, bill and pharmacy receipt on its own row the day you get it, and keep the originals in one folder. For cashless treatment, note the pre-authorisation number from the hospital's insurance (TPA) or Ayushman desk; for a reimbursement claim, note what you sent and when. Ask for an itemised final bill before you pay.",
            layout: { kind: "table", widths: [1.3, 1, 2, 1.1, 2, 1.8, 1.3, 2.2] },
          },
        },
      ],
    },
    {
      kind: "cta",
      heading: "In hospital with someone you love?",
      body: "Our guides take you through the ICU and the ward, and through a doctor's appointment, step by step.",
      actions: [
        { label: "ICU and ward help", href: "/icu-ward-assistance" },
        { label: "Doctor's appointments", href: "/medical-appointment-assistance" },
      ],
    },
  ],
};

export default page;
