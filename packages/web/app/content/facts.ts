/**
 * Every figure the site states, in one place, each with its year and the official
 * page it comes from. Pages never type a figure: they cite one as {fact:id} in
 * their text, and the build resolves it (content/resolve.ts), so a page's
 * "Sources" list is exactly the facts it uses.
 *
 * Numbers are written in Indian style (21,08,774; 1.7 crore), with the
 * international form in brackets where SPEC.md gives it.
 *
 * `status` is honest about each figure:
 * - "confirmed": checked against the official release (or a report quoting it)
 *   on the date in `checked`.
 * - "as-specified": the figure is SPEC.md's and could not be confirmed; it is
 *   shown exactly as SPEC states it, the Sources list says so, and `source` is
 *   the official page where a reader can check it.
 */
export type Fact = {
  id: string;
  /** What the figure counts, in a few words, for the Sources list. */
  label: string;
  /** The figure as it reads on the page. */
  value: string;
  /** The year (or session) the figure belongs to. */
  year: string;
  source: { title: string; url: string };
  status: "confirmed" | "as-specified";
  /** ISO date the figure was last checked. */
  checked: string;
};

const CHECKED = "2026-11-23";

export const facts = [
  // Admissions and exams
  {
    id: "iit-seats",
    label: "Seats at the 23 IITs through JoSAA (17,385 at the start of counselling)",
    value: "about 17,400",
    year: "2023",
    source: {
      title: "JoSAA 2023 seat matrix (Joint Seat Allocation Authority)",
      url: "https://josaa.nic.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "nit-seats",
    label: "Seats at the 31 NITs through JoSAA (24,229 including female supernumerary seats)",
    value: "about 24,000",
    year: "2024",
    source: {
      title: "JoSAA 2024 seat matrix (Joint Seat Allocation Authority)",
      url: "https://josaa.nic.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "iit-cs-seats",
    label: "IIT computer science seats",
    value: "about 1,800",
    year: "not confirmed",
    source: { title: "Branch-wise JoSAA seat matrix", url: "https://josaa.nic.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "iit-core-seats",
    label: "IIT core branch seats (mechanical, civil, electrical, chemical and similar)",
    value: "about 5,500+",
    year: "not confirmed",
    source: { title: "Branch-wise JoSAA seat matrix", url: "https://josaa.nic.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "government-mbbs-seats",
    label: "MBBS seats in government medical colleges",
    value: "56,300",
    year: "2023-24",
    source: {
      title:
        "Ministry of Health and Family Welfare, MBBS seats by session (reply in Parliament, July 2024)",
      url: "https://pib.gov.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "neet-candidates",
    label: "Candidates who sat NEET (UG)",
    value: "about 23.3 lakh",
    year: "2024",
    source: {
      title: "NEET (UG) 2024 result (National Testing Agency)",
      url: "https://exams.nta.ac.in/NEET/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "ca-qualified",
    label: "New Chartered Accountants in a year (estimate)",
    value: "about 9,500",
    year: "2025 (estimate)",
    source: { title: "ICAI's published CA Final results", url: "https://www.icai.org/" },
    status: "as-specified",
    checked: CHECKED,
  },
  // Boards and schools
  {
    id: "class-12-candidates",
    label: "Class 12 candidates across all boards in a year",
    value: "1.7 crore (about 17 million)",
    year: "not confirmed",
    source: {
      title: "Ministry of Education's board results analysis",
      url: "https://www.education.gov.in/",
    },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "cbse-class-12-passed",
    label: "CBSE Class 12 students who passed",
    value: "14,96,307",
    year: "2025",
    source: {
      title: "CBSE Class 12 results 2025, press release (Central Board of Secondary Education)",
      url: "https://www.cbse.gov.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "up-board-class-12-passed",
    label: "UP Board (UPMSP) Intermediate students who passed",
    value: "21,08,774",
    year: "2025",
    source: {
      title:
        "UPMSP Intermediate results 2025 (25,98,560 appeared, 81.15% passed, which matches this count)",
      url: "https://upmsp.edu.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "senior-secondary-schools",
    label: "Senior secondary schools in India",
    value: "over 2.5 lakh (over 250,000)",
    year: "not confirmed",
    source: { title: "UDISE+ school counts by level", url: "https://udiseplus.gov.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "science-share",
    label: "Class 12 students in the science stream",
    value: "40-45%",
    year: "not confirmed",
    source: { title: "UDISE+ enrolment by stream", url: "https://udiseplus.gov.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "commerce-share",
    label: "Class 12 students in the commerce stream",
    value: "35-40%",
    year: "not confirmed",
    source: { title: "UDISE+ enrolment by stream", url: "https://udiseplus.gov.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "arts-share",
    label: "Class 12 students in the arts (humanities) stream",
    value: "15-20%",
    year: "not confirmed",
    source: { title: "UDISE+ enrolment by stream", url: "https://udiseplus.gov.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  // Government jobs
  {
    id: "upsc-cse-vacancies",
    label: "Vacancies in the UPSC Civil Services Examination",
    value: "1,056",
    year: "2024",
    source: {
      title: "UPSC Civil Services Examination 2024 notification (Union Public Service Commission)",
      url: "https://upsc.gov.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "ssc-cgl-vacancies",
    label: "Vacancies in the SSC Combined Graduate Level Examination",
    value: "17,727",
    year: "2024",
    source: {
      title: "SSC CGL 2024 notice (Staff Selection Commission)",
      url: "https://ssc.gov.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "rrb-ntpc-vacancies",
    label: "Vacancies in RRB NTPC (graduate and Class 12 level)",
    value: "11,558 (8,113 graduate and 3,445 Class 12 level)",
    year: "2024",
    source: {
      title: "RRB NTPC notices CEN 05/2024 and CEN 06/2024 (Railway Recruitment Boards)",
      url: "https://www.rrbapply.gov.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "ibps-po-vacancies",
    label: "Vacancies for Probationary Officers in public sector banks (IBPS PO)",
    value: "4,455",
    year: "2024",
    source: {
      title: "IBPS CRP PO/MT-XIV notification (Institute of Banking Personnel Selection)",
      url: "https://www.ibps.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  {
    id: "level-10-pay",
    label: "Entry basic pay at Pay Level 10 (IAS and other Group A services)",
    value: "₹56,100 a month (about ₹6.7 LPA)",
    year: "7th Pay Commission (from 2016)",
    source: {
      title: "7th Central Pay Commission pay matrix (Department of Expenditure)",
      url: "https://doe.gov.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  // Health
  {
    id: "pmjay-cover",
    label: "Ayushman Bharat PM-JAY cover, and eligibility of everyone aged 70 and above",
    value: "up to ₹5 lakh a year per family; everyone aged 70 and above is eligible",
    year: "2024",
    source: {
      title: "Ayushman Bharat PM-JAY (National Health Authority)",
      url: "https://pmjay.gov.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
] as const satisfies readonly Fact[];

export type FactId = (typeof facts)[number]["id"];

export function fact(id: string): Fact {
  const found = (facts as readonly Fact[]).find((f) => f.id === id);
  if (!found) throw new Error(`Unknown fact "${id}"`);
  return found;
}
