/**
 * The exam calendar's dates (issue 24): the entrance exams, board exams and counselling rounds of
 * the 2026-27 cycle that the guides talk about. Dates are data, each with its source and the day
 * it was checked, and each is honest about what it is:
 * - "announced": the conducting body has published the date; `notice` is its official page and
 *   `reported` a news report of it, where one was read.
 * - "expected": no date is out yet (or none could be confirmed). The page and the calendar file
 *   show only the month(s) it usually falls in (`months`), marked as expected, with the dates of
 *   the latest cycle we could confirm (`basis`) and where they come from. Never a day.
 *
 * `id` is stable: it is the .ics event's UID and the key a reminder (mail a chosen number of
 * days before, issue 24) is stored under, so it never changes once published; a new cycle gets
 * a new id. The words are in each language (`en`, `hi`), like facts.ts; dates are ISO (YYYY-MM-DD)
 * and all-day, as the exams are announced by day, not by hour.
 */
import type { Locale } from "../i18n/locales.ts";

export type ExamGroup = "entrance" | "boards" | "counselling";

/**
 * What an exam leads to, which the page filters by (issue 30): board exams, or the entrance
 * exams and counselling of one field. CUET-UG, for the central universities' every subject, is
 * its own kind rather than hidden under another.
 */
export const examKinds = [
  "boards",
  "engineering",
  "medical",
  "law",
  "defence",
  "universities",
] as const;
export type ExamKind = (typeof examKinds)[number];

/** A link with its title, as the page's Sources list names it. */
export type SourceLink = { title: string; url: string };

/** The words of an exam in one language. */
export type ExamWords = {
  /** e.g. "JEE Main 2027, session 1". */
  name: string;
  /** Who sits it or takes part, in one line. */
  who: string;
  /** Who conducts it. */
  by: string;
};

type ExamBase = {
  id: string;
  group: ExamGroup;
  kind: ExamKind;
  /** The conducting body's own site. */
  site: string;
  /** ISO date the dates and links were last checked against their sources. */
  checked: string;
  en: ExamWords;
  hi: ExamWords;
};

/** A day or a window of days, inclusive (`end` only when it lasts more than a day). */
export type DateSpan = { start: string; end?: string };

export type AnnouncedExam = ExamBase &
  DateSpan & {
    status: "announced";
    /** The official notice or the conducting body's page that carries it. */
    notice: SourceLink;
    /** A news report of the notice, read when the date was checked. */
    reported?: SourceLink;
  };

export type ExpectedExam = ExamBase & {
  status: "expected";
  /** The month(s) it usually falls in, as YYYY-MM: `from` to `to` inclusive. */
  months: { from: string; to: string };
  /**
   * The latest dates that could be confirmed, what the expectation rests on: last cycle's, or an
   * earlier one's where last cycle's could not be (`cycle` names the session they belong to).
   */
  basis: DateSpan & { cycle: string; source: SourceLink };
};

export type ExamDate = AnnouncedExam | ExpectedExam;

/** The day these dates were last checked with the sources below (issue 24's closing note lists them). */
const CHECKED = "2026-11-26";

export const examDates: readonly ExamDate[] = [
  {
    id: "jee-main-2027-s1",
    group: "entrance",
    kind: "engineering",
    status: "expected",
    months: { from: "2027-01", to: "2027-01" },
    basis: {
      cycle: "2026",
      start: "2026-01-21",
      end: "2026-01-29",
      source: {
        title: "ABP Live, 15 January 2026: NTA's revised JEE Main 2026 session 1 schedule",
        url: "https://news.abplive.com/education/jee-main-exam-schedule-changed-again-here-s-what-students-must-know-1821951",
      },
    },
    site: "https://jeemain.nta.nic.in/",
    checked: CHECKED,
    en: {
      name: "JEE Main 2027, session 1",
      who: "Class 12 students (and those who passed in 2025 or 2026) aiming for NITs, IIITs and, through JEE Advanced, the IITs",
      by: "National Testing Agency (NTA)",
    },
    hi: {
      name: "JEE Main 2027, सेशन 1",
      who: "12वीं के छात्र (और 2025 या 2026 में पास हुए), जो NIT, IIIT और JEE Advanced के ज़रिए IIT में जाना चाहते हैं",
      by: "नेशनल टेस्टिंग एजेंसी (NTA)",
    },
  },
  {
    id: "jee-main-2027-s2",
    group: "entrance",
    kind: "engineering",
    status: "expected",
    months: { from: "2027-04", to: "2027-04" },
    basis: {
      cycle: "2026",
      start: "2026-04-02",
      end: "2026-04-09",
      source: {
        title:
          "The Hans India, 27 January 2026: JEE Main 2026 session 2 scheduled for 2 to 9 April",
        url: "https://www.thehansindia.com/hans/education-careers/jee-main-2026-session-2-latest-schedule-process-and-key-highlights-1042900",
      },
    },
    site: "https://jeemain.nta.nic.in/",
    checked: CHECKED,
    en: {
      name: "JEE Main 2027, session 2",
      who: "The same students, for a second try: the better of the two scores counts",
      by: "National Testing Agency (NTA)",
    },
    hi: {
      name: "JEE Main 2027, सेशन 2",
      who: "वही छात्र, दूसरी कोशिश के लिए: दोनों में से बेहतर स्कोर गिना जाता है",
      by: "नेशनल टेस्टिंग एजेंसी (NTA)",
    },
  },
  {
    id: "jee-advanced-2027",
    group: "entrance",
    kind: "engineering",
    status: "expected",
    months: { from: "2027-05", to: "2027-05" },
    basis: {
      cycle: "2026",
      start: "2026-05-17",
      source: {
        title:
          "The Indian Express, 8 March 2026: JEE Advanced 2026 on 17 May (IIT Roorkee's schedule)",
        url: "https://indianexpress.com/article/education/jee-advanced-2026-exam-on-may-17-jeeadv-ac-in-check-full-schedule-10571522/",
      },
    },
    site: "https://jeeadv.ac.in/",
    checked: CHECKED,
    en: {
      name: "JEE Advanced 2027",
      who: "The top JEE Main candidates, for the IITs",
      by: "One of the IITs, in turn",
    },
    hi: {
      name: "JEE Advanced 2027",
      who: "JEE Main के टॉप उम्मीदवार, IIT में दाख़िले के लिए",
      by: "बारी-बारी से कोई एक IIT",
    },
  },
  {
    id: "neet-ug-2027",
    group: "entrance",
    kind: "medical",
    status: "expected",
    months: { from: "2027-05", to: "2027-05" },
    basis: {
      cycle: "2026",
      start: "2026-05-03",
      source: {
        title: "Zee News, 8 February 2026: NTA's NEET (UG) 2026 notification, exam on 3 May",
        url: "https://zeenews.india.com/education/neet-ug-2026-notification-out-check-how-to-apply-fee-and-other-details-3014872.html",
      },
    },
    site: "https://neet.nta.nic.in/",
    checked: CHECKED,
    en: {
      name: "NEET-UG 2027",
      who: "Class 12 science students aiming for MBBS, BDS, AYUSH and nursing",
      by: "National Testing Agency (NTA)",
    },
    hi: {
      name: "NEET-UG 2027",
      who: "12वीं साइंस के छात्र, जो MBBS, BDS, आयुष या नर्सिंग में जाना चाहते हैं",
      by: "नेशनल टेस्टिंग एजेंसी (NTA)",
    },
  },
  {
    id: "cuet-ug-2027",
    group: "entrance",
    kind: "universities",
    status: "expected",
    months: { from: "2027-05", to: "2027-06" },
    basis: {
      cycle: "2026",
      start: "2026-05-11",
      end: "2026-05-31",
      source: {
        title:
          "Business Today, 4 January 2026: NTA's CUET (UG) 2026 notification, exam 11 to 31 May",
        url: "https://www.businesstoday.in/education/story/cuet-ug-2026-applications-open-complete-your-registration-before-jan-30-key-details-509313-2026-01-04",
      },
    },
    site: "https://cuet.nta.nic.in/",
    checked: CHECKED,
    en: {
      name: "CUET-UG 2027",
      who: "Class 12 students of any stream, for undergraduate seats at central and many other universities",
      by: "National Testing Agency (NTA)",
    },
    hi: {
      name: "CUET-UG 2027",
      who: "किसी भी स्ट्रीम के 12वीं के छात्र, सेंट्रल और कई दूसरी यूनिवर्सिटी में ग्रेजुएशन के लिए",
      by: "नेशनल टेस्टिंग एजेंसी (NTA)",
    },
  },
  {
    id: "cbse-10-2027",
    group: "boards",
    kind: "boards",
    status: "expected",
    months: { from: "2027-02", to: "2027-03" },
    basis: {
      cycle: "2026",
      start: "2026-02-17",
      end: "2026-03-10",
      source: {
        title: "India Today, 30 October 2025: CBSE's final 2026 date sheet",
        url: "https://www.indiatoday.in/education-today/story/cbse-class-10-and-12-board-exams-from-february-17-to-april-9-2810915-2025-10-30",
      },
    },
    site: "https://www.cbse.gov.in/",
    checked: CHECKED,
    en: {
      name: "CBSE Class 10 board exams 2027",
      who: "Class 10 students of CBSE schools",
      by: "Central Board of Secondary Education (CBSE)",
    },
    hi: {
      name: "CBSE 10वीं बोर्ड परीक्षा 2027",
      who: "CBSE स्कूलों के 10वीं के छात्र",
      by: "केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE)",
    },
  },
  {
    id: "cbse-12-2027",
    group: "boards",
    kind: "boards",
    status: "expected",
    months: { from: "2027-02", to: "2027-04" },
    basis: {
      cycle: "2026",
      start: "2026-02-17",
      end: "2026-04-09",
      source: {
        title: "India Today, 30 October 2025: CBSE's final 2026 date sheet",
        url: "https://www.indiatoday.in/education-today/story/cbse-class-10-and-12-board-exams-from-february-17-to-april-9-2810915-2025-10-30",
      },
    },
    site: "https://www.cbse.gov.in/",
    checked: CHECKED,
    en: {
      name: "CBSE Class 12 board exams 2027",
      who: "Class 12 students of CBSE schools",
      by: "Central Board of Secondary Education (CBSE)",
    },
    hi: {
      name: "CBSE 12वीं बोर्ड परीक्षा 2027",
      who: "CBSE स्कूलों के 12वीं के छात्र",
      by: "केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE)",
    },
  },
  {
    id: "up-board-2027",
    group: "boards",
    kind: "boards",
    status: "expected",
    months: { from: "2027-02", to: "2027-03" },
    basis: {
      cycle: "2026",
      start: "2026-02-18",
      end: "2026-03-12",
      source: {
        title: "India Today, 5 November 2025: UPMSP's 2026 High School and Intermediate time table",
        url: "https://www.indiatoday.in/education-today/news/story/up-board-exam-2026-upmsp-class-10-12-timetable-subject-wise-dates-out-2814241-2025-11-05",
      },
    },
    site: "https://upmsp.edu.in/",
    checked: CHECKED,
    en: {
      name: "UP Board High School and Intermediate exams 2027",
      who: "Class 10 and Class 12 students of UP Board schools",
      by: "Uttar Pradesh Madhyamik Shiksha Parishad (UPMSP)",
    },
    hi: {
      name: "UP बोर्ड हाईस्कूल और इंटरमीडिएट परीक्षा 2027",
      who: "UP बोर्ड स्कूलों के 10वीं और 12वीं के छात्र",
      by: "उत्तर प्रदेश माध्यमिक शिक्षा परिषद (UPMSP)",
    },
  },
  {
    id: "maharashtra-hsc-2027",
    group: "boards",
    kind: "boards",
    status: "expected",
    months: { from: "2027-02", to: "2027-03" },
    basis: {
      cycle: "2026",
      start: "2026-02-10",
      end: "2026-03-18",
      source: {
        title: "India Today, 14 October 2025: MSBSHSE's 2026 HSC and SSC schedule",
        url: "https://www.indiatoday.in/education-today/news/story/maharashtra-board-msbshse-hsc-ssc-datesheet-2026-released-check-class-10-12-exam-dates-2802736-2025-10-14",
      },
    },
    site: "https://mahahsscboard.in/",
    checked: CHECKED,
    en: {
      name: "Maharashtra HSC (Class 12) exams 2027",
      who: "Class 12 students of Maharashtra State Board junior colleges",
      by: "Maharashtra State Board of Secondary and Higher Secondary Education (MSBSHSE)",
    },
    hi: {
      name: "महाराष्ट्र HSC (12वीं) परीक्षा 2027",
      who: "महाराष्ट्र स्टेट बोर्ड के जूनियर कॉलेजों के 12वीं के छात्र",
      by: "महाराष्ट्र राज्य माध्यमिक व उच्च माध्यमिक शिक्षा बोर्ड (MSBSHSE)",
    },
  },
  {
    id: "maharashtra-ssc-2027",
    group: "boards",
    kind: "boards",
    status: "expected",
    months: { from: "2027-02", to: "2027-03" },
    basis: {
      cycle: "2026",
      start: "2026-02-20",
      end: "2026-03-18",
      source: {
        title: "India Today, 14 October 2025: MSBSHSE's 2026 HSC and SSC schedule",
        url: "https://www.indiatoday.in/education-today/news/story/maharashtra-board-msbshse-hsc-ssc-datesheet-2026-released-check-class-10-12-exam-dates-2802736-2025-10-14",
      },
    },
    site: "https://mahahsscboard.in/",
    checked: CHECKED,
    en: {
      name: "Maharashtra SSC (Class 10) exams 2027",
      who: "Class 10 students of Maharashtra State Board schools",
      by: "Maharashtra State Board of Secondary and Higher Secondary Education (MSBSHSE)",
    },
    hi: {
      name: "महाराष्ट्र SSC (10वीं) परीक्षा 2027",
      who: "महाराष्ट्र स्टेट बोर्ड स्कूलों के 10वीं के छात्र",
      by: "महाराष्ट्र राज्य माध्यमिक व उच्च माध्यमिक शिक्षा बोर्ड (MSBSHSE)",
    },
  },
  {
    id: "bihar-board-2027",
    group: "boards",
    kind: "boards",
    status: "expected",
    months: { from: "2027-02", to: "2027-02" },
    basis: {
      // Only the Intermediate (Class 12) dates of 2026 could be confirmed; Matric follows it in February.
      cycle: "2026",
      start: "2026-02-02",
      end: "2026-02-13",
      source: {
        title:
          "Hindustan Times, 2 February 2026: BSEB Intermediate exam 2026 runs 2 to 13 February",
        url: "https://www.hindustantimes.com/education/board-exams/bihar-board-inter-exam-2026-bseb-class-12-exam-begins-today-check-exam-timings-guidelines-here-101770000382059.html",
      },
    },
    site: "https://biharboardonline.bihar.gov.in/",
    checked: CHECKED,
    en: {
      name: "Bihar Board Intermediate and Matric exams 2027",
      who: "Class 12 (Intermediate) and Class 10 (Matric) students of Bihar Board schools",
      by: "Bihar School Examination Board (BSEB)",
    },
    hi: {
      name: "बिहार बोर्ड इंटर और मैट्रिक परीक्षा 2027",
      who: "बिहार बोर्ड स्कूलों के 12वीं (इंटर) और 10वीं (मैट्रिक) के छात्र",
      by: "बिहार विद्यालय परीक्षा समिति (BSEB)",
    },
  },
  {
    id: "josaa-2027",
    group: "counselling",
    kind: "engineering",
    status: "expected",
    months: { from: "2027-06", to: "2027-07" },
    basis: {
      cycle: "2026",
      start: "2026-06-02",
      end: "2026-06-11",
      source: {
        title:
          "Free Press Journal, 2 June 2026: JoSAA 2026 registration and choice filling, 2 to 11 June",
        url: "https://www.freepressjournal.in/education/josaa-2026-registration-and-choice-filling-begin-today-at-5-pm-check-step-by-step-process-here",
      },
    },
    site: "https://josaa.nic.in/",
    checked: CHECKED,
    en: {
      name: "JoSAA counselling 2027",
      who: "JEE Main and JEE Advanced qualifiers choosing seats at IITs, NITs, IIITs and GFTIs",
      by: "Joint Seat Allocation Authority (JoSAA)",
    },
    hi: {
      name: "JoSAA काउंसलिंग 2027",
      who: "JEE Main और JEE Advanced पास करने वाले, जो IIT, NIT, IIIT और GFTI में सीट चुनते हैं",
      by: "जॉइंट सीट एलोकेशन अथॉरिटी (JoSAA)",
    },
  },
  {
    id: "mcc-neet-ug-2027",
    group: "counselling",
    kind: "medical",
    status: "expected",
    months: { from: "2027-07", to: "2027-09" },
    basis: {
      // The 2026 rounds could not be confirmed from a report; 2025's are the latest that could.
      cycle: "2025",
      start: "2025-07-21",
      end: "2025-09-27",
      source: {
        title: "NDTV, 12 July 2025: MCC's NEET UG 2025 counselling schedule, round 1 from 21 July",
        url: "https://www.ndtv.com/education/neet-ug-2025-counselling-schedule-out-for-all-rounds-check-key-dates-here-8865219",
      },
    },
    site: "https://mcc.nic.in/",
    checked: CHECKED,
    en: {
      name: "MCC NEET-UG counselling 2027",
      who: "NEET-UG qualifiers, for all-India quota seats and central and deemed universities",
      by: "Medical Counselling Committee (MCC)",
    },
    hi: {
      name: "MCC NEET-UG काउंसलिंग 2027",
      who: "NEET-UG पास करने वाले, ऑल इंडिया कोटा की सीटों और सेंट्रल व डीम्ड यूनिवर्सिटी के लिए",
      by: "मेडिकल काउंसलिंग कमेटी (MCC)",
    },
  },
  {
    id: "clat-2027",
    group: "entrance",
    kind: "law",
    status: "expected",
    months: { from: "2026-12", to: "2026-12" },
    basis: {
      cycle: "2026",
      start: "2025-12-07",
      source: {
        title:
          "Hindustan Times, 21 July 2025: the Consortium of NLUs' notice, CLAT 2026 on 7 December 2025",
        url: "https://www.hindustantimes.com/education/competitive-exams/clat-2026-on-december-7-heres-when-the-registration-process-will-begin-101753084968736.html",
      },
    },
    site: "https://consortiumofnlus.ac.in/",
    checked: CHECKED,
    en: {
      name: "CLAT 2027",
      who: "Class 12 students (any stream) aiming for 5-year law degrees at the National Law Universities",
      by: "Consortium of National Law Universities",
    },
    hi: {
      name: "CLAT 2027",
      who: "12वीं के छात्र (कोई भी स्ट्रीम), जो नेशनल लॉ यूनिवर्सिटी में 5 साल की लॉ डिग्री चाहते हैं",
      by: "नेशनल लॉ यूनिवर्सिटी का कंसोर्टियम",
    },
  },
  {
    id: "nda-1-2027",
    group: "entrance",
    kind: "defence",
    status: "announced",
    start: "2027-04-11",
    notice: {
      title: "UPSC Examination Calendar 2027 (Union Public Service Commission)",
      url: "https://upsc.gov.in/examinations/exam-calendar",
    },
    reported: {
      title: "India TV, 21 May 2026: UPSC exam calendar 2027 out, NDA and CDS on 11 April",
      url: "https://www.indiatvnews.com/jobs/news/upsc-exam-calendar-2027-out-cse-prelims-on-may-23-check-cds-nda-dates-and-full-exam-schedule-2026-05-21-1041914",
    },
    site: "https://upsc.gov.in/",
    checked: CHECKED,
    en: {
      name: "NDA & NA Examination (I) 2027",
      who: "Class 12 students and passouts (unmarried, within the age limit) for the Army, Navy and Air Force wings of the NDA",
      by: "Union Public Service Commission (UPSC)",
    },
    hi: {
      name: "NDA & NA परीक्षा (I) 2027",
      who: "12वीं के छात्र और पास हुए (अविवाहित, उम्र सीमा के भीतर), NDA की थल, नौ और वायु सेना विंग के लिए",
      by: "संघ लोक सेवा आयोग (UPSC)",
    },
  },
  {
    id: "nda-2-2027",
    group: "entrance",
    kind: "defence",
    // Secondary sites quote the UPSC Examination Calendar 2027 as 19 September 2027, but neither
    // the official calendar nor a news report of that line could be read: expected until it is.
    status: "expected",
    months: { from: "2027-09", to: "2027-09" },
    basis: {
      start: "2026-09-13",
      cycle: "2026",
      source: {
        title: "UPSC Examination Calendar 2026, as reported by Testbook (NDA exam schedule 2026)",
        url: "https://testbook.com/blog/upsc-nda-exam-schedule-2026/",
      },
    },
    site: "https://upsc.gov.in/",
    checked: CHECKED,
    en: {
      name: "NDA & NA Examination (II) 2027",
      who: "The same candidates, at the year's second sitting",
      by: "Union Public Service Commission (UPSC)",
    },
    hi: {
      name: "NDA & NA परीक्षा (II) 2027",
      who: "वही उम्मीदवार, साल की दूसरी परीक्षा में",
      by: "संघ लोक सेवा आयोग (UPSC)",
    },
  },
];

/** The first day an exam may fall on: its date, or the first of its expected months. */
export function firstDay(exam: ExamDate): string {
  return exam.status === "announced" ? exam.start : `${exam.months.from}-01`;
}

/** The exams in the order of the year: by first possible day, then as listed. */
export function examsInOrder(exams: readonly ExamDate[] = examDates): ExamDate[] {
  return exams
    .map((exam, index) => ({ exam, index }))
    .sort((a, b) => firstDay(a.exam).localeCompare(firstDay(b.exam)) || a.index - b.index)
    .map(({ exam }) => exam);
}

/** One exam as a page shows it in one language: its dates and links, and that language's words. */
export type CalendarEntry =
  (Omit<AnnouncedExam, "en" | "hi"> & ExamWords) | (Omit<ExpectedExam, "en" | "hi"> & ExamWords);

/** Every exam in `locale`, in the order of the year: what the page's exam-calendar section lists. */
export function examEntries(locale: Locale): CalendarEntry[] {
  return examsInOrder().map((exam) => {
    const { en, hi, ...rest } = exam;
    return { ...rest, ...(locale === "hi" ? hi : en) } as CalendarEntry;
  });
}

export function examById(id: string): ExamDate | undefined {
  return examDates.find((exam) => exam.id === id);
}
