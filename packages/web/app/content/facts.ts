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
  /** The Hindi page's words for it: the same figure (the same digits), Hindi labels. */
  hi?: { label: string; value: string };
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
  {
    id: "stream-counts-2022",
    label:
      "Class 12 students by stream in 2022, in the Ministry of Education's analysis of 60 school boards' results",
    value: "about 42 lakh in science, 40 lakh in arts and 14.4 lakh in commerce (about 14%)",
    year: "2022",
    source: {
      title:
        "Ministry of Education analysis of Class 10 and 12 board results, as reported by The Indian Express (June 2023)",
      url: "https://indianexpress.com/article/education/in-class-xi-xii-most-students-in-south-opt-for-science-in-3-key-states-just-2-per-cent-take-arts-8637680/",
    },
    status: "confirmed",
    checked: "2026-11-26",
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
  {
    id: "teen-sleep",
    label: "Sleep teenagers aged 13 to 18 need, per 24 hours (American Academy of Sleep Medicine)",
    value: "8 to 10 hours",
    year: "2016",
    source: {
      title:
        "Recommended amount of sleep for pediatric populations: a consensus statement of the American Academy of Sleep Medicine (Journal of Clinical Sleep Medicine, 2016)",
      url: "https://jcsm.aasm.org/doi/10.5664/jcsm.6288",
    },
    status: "confirmed",
    checked: "2026-11-26",
  },
  // Guidance the site's own copy follows (cited on the pages written to it)
  {
    id: "who-media-guidance",
    label: "Safe-messaging guidance this page is written to",
    value: "the World Health Organization's guidance on talking about suicide safely",
    year: "2023",
    source: {
      title:
        "Preventing suicide: a resource for media professionals, 2023 update (World Health Organization and International Association for Suicide Prevention)",
      url: "https://www.who.int/publications/i/item/9789240076846",
    },
    status: "confirmed",
    checked: "2026-11-26",
  },
  {
    id: "pci-suicide-norms",
    label: "Indian norms for reporting suicide this page is written to",
    value: "the Press Council of India's norms for reporting suicide",
    year: "2022 edition (norms adopted in 2019)",
    source: {
      title:
        "Norms of Journalistic Conduct, 2022 edition: reporting on suicide and mental illness (Press Council of India)",
      url: "https://presscouncil.nic.in/WriteReadData/Pdf/Norms2022.pdf",
    },
    status: "confirmed",
    checked: "2026-11-26",
  },
  {
    id: "dpdp-act",
    label: "The law that gives you these rights (sections 11 to 14) and the Data Protection Board",
    value: "the Digital Personal Data Protection Act, 2023",
    year: "2023 (Rules notified November 2025)",
    source: {
      title:
        "The Digital Personal Data Protection Act, 2023 (No. 22 of 2023), as published by MeitY",
      url: "https://www.meity.gov.in/writereaddata/files/Digital%20Personal%20Data%20Protection%20Act%202023.pdf",
    },
    status: "confirmed",
    checked: "2026-11-26",
  },
] as const satisfies readonly Fact[];

export type FactId = (typeof facts)[number]["id"];

export function fact(id: string): Fact {
  const found = (facts as readonly Fact[]).find((f) => f.id === id);
  if (!found) throw new Error(`Unknown fact "${id}"`);
  return found;
}
