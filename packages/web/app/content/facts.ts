/**
 * Every figure the site states, in one place, each with its year and the official
 * page it comes from. Pages never type a figure: they cite one as {fact:id} in
 * their text, and the build resolves it (content/resolve.ts), so a page's
 * "Sources" list is exactly the facts it uses.
 *
 * Numbers are written in Indian style (21,08,774; 1.7 crore), with the
 * international form in brackets where SPEC.md gives it. Each fact also has its
 * Hindi label and value (`hi`), with the same digits as `value`.
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
  /**
   * The Sources-list label and the figure as they read on a Hindi page. `hi.value` has
   * exactly the digits of `value` (only the words change: "about 23.3 lakh" is
   * "लगभग 23.3 लाख"), so a figure cannot differ between languages. Every fact of this
   * module has it (see SourcedFact); it is optional here only because resolve.ts also
   * builds Fact entries for the urgent-help lines' sources.
   */
  hi?: FactHi;
  /** The year (or session) the figure belongs to. */
  year: string;
  source: { title: string; url: string };
  status: "confirmed" | "as-specified";
  /** ISO date the figure was last checked. */
  checked: string;
};

/** A fact's Hindi: `label` for the Sources list, `value` as the figure reads on the page, and `year` when the year has words. */
export type FactHi = {
  label: string;
  value: string;
  /** The year in Hindi, where `year` has words ("7th Pay Commission (from 2016)"); same digits. */
  year?: string;
};

/** A fact of this module: the Hindi label and value are required. */
export type SourcedFact = Fact & { hi: FactHi };

const CHECKED = "2026-11-23";

export const facts = [
  // Admissions and exams
  {
    id: "iit-seats",
    label: "Seats at the 23 IITs through JoSAA (17,385 at the start of counselling)",
    value: "about 17,400",
    hi: { label: "JoSAA के ज़रिए 23 IIT में सीटें (काउंसलिंग की शुरुआत में 17,385)", value: "लगभग 17,400" },
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
    hi: {
      label: "JoSAA के ज़रिए 31 NIT में सीटें (लड़कियों के लिए अलग से जोड़ी गई सुपरन्यूमेरेरी सीटों समेत 24,229)",
      value: "लगभग 24,000",
    },
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
    hi: { label: "IIT में कंप्यूटर साइंस की सीटें", value: "लगभग 1,800" },
    year: "not confirmed",
    source: { title: "Branch-wise JoSAA seat matrix", url: "https://josaa.nic.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "iit-core-seats",
    label: "IIT core branch seats (mechanical, civil, electrical, chemical and similar)",
    value: "about 5,500+",
    hi: {
      label: "IIT में कोर ब्रांच की सीटें (मैकेनिकल, सिविल, इलेक्ट्रिकल, केमिकल और ऐसी ही दूसरी ब्रांच)",
      value: "लगभग 5,500+",
    },
    year: "not confirmed",
    source: { title: "Branch-wise JoSAA seat matrix", url: "https://josaa.nic.in/" },
    status: "as-specified",
    checked: CHECKED,
  },
  {
    id: "government-mbbs-seats",
    label: "MBBS seats in government medical colleges",
    value: "56,300",
    hi: { label: "सरकारी मेडिकल कॉलेजों में MBBS की सीटें", value: "56,300" },
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
    hi: { label: "NEET (UG) की परीक्षा देने वाले उम्मीदवार", value: "लगभग 23.3 लाख" },
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
    hi: {
      label: "एक साल में बनने वाले नए चार्टर्ड अकाउंटेंट (अनुमान)",
      value: "लगभग 9,500",
      year: "2025 (अनुमान)",
    },
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
    hi: { label: "एक साल में सभी बोर्डों के कक्षा 12 के परीक्षार्थी", value: "1.7 करोड़" },
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
    hi: { label: "CBSE कक्षा 12 में पास हुए छात्र", value: "14,96,307" },
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
    hi: { label: "UP बोर्ड (UPMSP) इंटरमीडिएट में पास हुए छात्र", value: "21,08,774" },
    year: "2025",
    source: {
      title:
        "UPMSP Intermediate results 2025 (25,98,560 appeared, 81.15% passed, which matches this count)",
      url: "https://upmsp.edu.in/",
    },
    status: "confirmed",
    checked: CHECKED,
  },
  // Issue 29: the stream shares SPEC gives (science 40-45%, commerce 35-40%, arts 15-20%) were
  // never confirmed and contradicted the Ministry's counts below: the counts replace them.
  {
    id: "science-students-2022",
    label:
      "Class 12 students in the science stream in 2022, in the Ministry of Education's analysis of 60 school boards' results",
    value: "about 42 lakh",
    hi: {
      label:
        "2022 में साइंस स्ट्रीम में कक्षा 12 के छात्र, 60 स्कूल बोर्डों के नतीजों पर शिक्षा मंत्रालय के विश्लेषण के अनुसार",
      value: "लगभग 42 लाख",
    },
    year: "2022",
    source: {
      title:
        "Ministry of Education analysis of Class 10 and 12 board results, as reported by The Indian Express (June 2023)",
      url: "https://indianexpress.com/article/education/in-class-xi-xii-most-students-in-south-opt-for-science-in-3-key-states-just-2-per-cent-take-arts-8637680/",
    },
    status: "confirmed",
    checked: "2026-11-26",
  },
  {
    id: "arts-students-2022",
    label:
      "Class 12 students in the arts (humanities) stream in 2022, in the Ministry of Education's analysis of 60 school boards' results",
    value: "about 40 lakh",
    hi: {
      label:
        "2022 में आर्ट्स (ह्यूमैनिटीज़) स्ट्रीम में कक्षा 12 के छात्र, 60 स्कूल बोर्डों के नतीजों पर शिक्षा मंत्रालय के विश्लेषण के अनुसार",
      value: "लगभग 40 लाख",
    },
    year: "2022",
    source: {
      title:
        "Ministry of Education analysis of Class 10 and 12 board results, as reported by The Indian Express (June 2023)",
      url: "https://indianexpress.com/article/education/in-class-xi-xii-most-students-in-south-opt-for-science-in-3-key-states-just-2-per-cent-take-arts-8637680/",
    },
    status: "confirmed",
    checked: "2026-11-26",
  },
  {
    id: "commerce-students-2022",
    label:
      "Class 12 students in the commerce stream in 2022, in the Ministry of Education's analysis of 60 school boards' results",
    value: "about 14.4 lakh",
    hi: {
      label:
        "2022 में कॉमर्स स्ट्रीम में कक्षा 12 के छात्र, 60 स्कूल बोर्डों के नतीजों पर शिक्षा मंत्रालय के विश्लेषण के अनुसार",
      value: "लगभग 14.4 लाख",
    },
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
    hi: { label: "UPSC सिविल सर्विसेज़ परीक्षा में ख़ाली पद", value: "1,056" },
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
    hi: { label: "SSC कंबाइंड ग्रेजुएट लेवल (CGL) परीक्षा में ख़ाली पद", value: "17,727" },
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
    hi: {
      label: "RRB NTPC में ख़ाली पद (ग्रेजुएट और कक्षा 12 स्तर)",
      value: "11,558 (8,113 ग्रेजुएट स्तर और 3,445 कक्षा 12 स्तर के)",
    },
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
    hi: { label: "सरकारी बैंकों में प्रोबेशनरी ऑफ़िसर के ख़ाली पद (IBPS PO)", value: "4,455" },
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
    hi: {
      label: "पे लेवल 10 पर शुरुआती बेसिक वेतन (IAS और दूसरी ग्रुप A सेवाएँ)",
      value: "₹56,100 प्रति माह (लगभग ₹6.7 लाख सालाना)",
      year: "7वाँ वेतन आयोग (2016 से)",
    },
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
    hi: {
      label: "आयुष्मान भारत PM-JAY का कवर, और 70 साल या उससे ज़्यादा उम्र के हर व्यक्ति की पात्रता",
      value: "हर परिवार के लिए साल में ₹5 लाख तक; 70 साल या उससे ज़्यादा उम्र का हर व्यक्ति इसका हक़दार है",
    },
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
    hi: {
      label: "13 से 18 साल के किशोरों को 24 घंटे में कितनी नींद चाहिए (अमेरिकन एकेडमी ऑफ़ स्लीप मेडिसिन)",
      value: "8 से 10 घंटे",
    },
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
    hi: {
      label: "सुरक्षित बातचीत (सेफ़ मैसेजिंग) के वे दिशानिर्देश, जिनके हिसाब से यह पेज लिखा गया है",
      value: "आत्महत्या के बारे में सुरक्षित ढंग से बात करने पर विश्व स्वास्थ्य संगठन (WHO) के दिशानिर्देश",
    },
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
    hi: {
      label: "आत्महत्या की रिपोर्टिंग के भारतीय मानदंड, जिनके हिसाब से यह पेज लिखा गया है",
      value: "आत्महत्या की रिपोर्टिंग पर भारतीय प्रेस परिषद (प्रेस काउंसिल ऑफ़ इंडिया) के मानदंड",
      year: "2022 संस्करण (मानदंड 2019 में अपनाए गए)",
    },
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
    hi: {
      label: "वह क़ानून जो आपको ये अधिकार देता है (धारा 11 से 14), और डेटा प्रोटेक्शन बोर्ड",
      value: "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP एक्ट)",
      year: "2023 (नियम नवंबर 2025 में अधिसूचित)",
    },
    year: "2023 (Rules notified November 2025)",
    source: {
      title:
        "The Digital Personal Data Protection Act, 2023 (No. 22 of 2023), as published by MeitY",
      url: "https://www.meity.gov.in/writereaddata/files/Digital%20Personal%20Data%20Protection%20Act%202023.pdf",
    },
    status: "confirmed",
    checked: "2026-11-26",
  },
  // Issue 35: the care cards' emergency signs (what to call an ambulance for) follow the NHS's list;
  // India's number is 112 (content/urgent-help.ts), the NHS's is 999.
  {
    id: "nhs-when-to-call-999",
    label: "The emergency signs these care cards follow (the NHS's number is 999; India's is 112)",
    value: "the NHS's guidance on when to call for emergency help",
    hi: {
      label: "इमरजेंसी के वे लक्षण जिनके हिसाब से ये कार्ड लिखे गए हैं (NHS का नंबर 999 है; भारत का 112)",
      value: "NHS (ब्रिटेन की सरकारी स्वास्थ्य सेवा) की इमरजेंसी मदद बुलाने वाली सलाह",
    },
    year: "2026",
    // Checked against the page's text: loss of consciousness, an acute confused state, chest pain or
    // breathing difficulties, fits that are not stopping, suspected stroke, severe bleeding, severe
    // allergic reactions, burns and head injuries.
    source: {
      title: "When to call 999 (South Western Ambulance Service, NHS, United Kingdom)",
      url: "https://www.swast.nhs.uk/when-to-call-999",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  // Issue 29: the breathing practice's method and the healthy-eating guide's figures. The figures
  // are ICMR-NIN's Dietary Guidelines for Indians (2024), checked in its text and in the reports of
  // its release (May 2024) that quote it.
  {
    id: "who-doing-what-matters",
    label: "The stress-management guide this practice's grounding and unhooking steps follow",
    value: "the World Health Organization's guide Doing What Matters in Times of Stress",
    hi: {
      label:
        "तनाव सँभालने की वह गाइड (तनाव के समय में वह करना जो मायने रखता है), जिसके ज़मीन से जुड़ने (ग्राउंडिंग) और ख़यालों से छूटने के क़दम यह अभ्यास अपनाता है",
      value: "विश्व स्वास्थ्य संगठन (WHO) की गाइड Doing What Matters in Times of Stress",
    },
    year: "2020",
    source: {
      title:
        "Doing what matters in times of stress: an illustrated guide (World Health Organization, 2020)",
      url: "https://www.who.int/publications/i/item/9789240003927",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "icmr-nin-dietary-guidelines",
    label:
      "The guidelines this page follows (17 guidelines, from ICMR-National Institute of Nutrition)",
    value: "the ICMR-National Institute of Nutrition's Dietary Guidelines for Indians",
    hi: {
      label: "वे दिशानिर्देश जिनके हिसाब से यह पेज लिखा गया है (ICMR-राष्ट्रीय पोषण संस्थान के 17 दिशानिर्देश)",
      value:
        "ICMR-राष्ट्रीय पोषण संस्थान (NIN) के भारतीयों के लिए आहार दिशानिर्देश (Dietary Guidelines for Indians)",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024 (ICMR-National Institute of Nutrition, Hyderabad)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "dgi-unhealthy-diet-burden",
    label: "Share of India's total disease burden due to unhealthy diets (ICMR-NIN)",
    value: "56.4%",
    hi: {
      label: "भारत में बीमारियों के कुल बोझ का वह हिस्सा जो ख़राब खान-पान से है (ICMR-NIN)",
      value: "56.4%",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024 (ICMR-National Institute of Nutrition, Hyderabad)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "dgi-plate-vegetables-fruits",
    label:
      "Share of the day's food that vegetables, green leafy vegetables, roots and tubers, and fruits make up in ICMR-NIN's My Plate for the Day",
    value: "about half",
    hi: {
      label:
        "ICMR-NIN की 'माय प्लेट फ़ॉर द डे' में दिन के खाने का वह हिस्सा जो सब्ज़ियाँ, हरी पत्तेदार सब्ज़ियाँ, कंद-मूल और फल बनाते हैं",
      value: "लगभग आधा",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024, Guideline 1 and My Plate for the Day (ICMR-National Institute of Nutrition)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "dgi-cereal-energy",
    label: "Most of the day's energy that cereals and millets should give (ICMR-NIN)",
    value: "no more than 45%",
    hi: {
      label: "दिन की ऊर्जा का ज़्यादा से ज़्यादा कितना हिस्सा अनाज और मोटे अनाज (मिलेट्स) से आए (ICMR-NIN)",
      value: "45% से ज़्यादा नहीं",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024 (ICMR-National Institute of Nutrition, Hyderabad)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "dgi-salt",
    label: "Most added salt a day (ICMR-NIN, Guideline 11: restrict salt intake)",
    value: "no more than 5 g a day",
    hi: {
      label: "एक दिन में ज़्यादा से ज़्यादा ऊपर से डाला गया नमक (ICMR-NIN, दिशानिर्देश 11: नमक कम करें)",
      value: "दिन में 5 ग्राम से ज़्यादा नहीं",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024, Guideline 11 (ICMR-National Institute of Nutrition)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "dgi-sugar",
    label: "Most of the day's energy that sugar should give (ICMR-NIN)",
    value: "less than 5%",
    hi: {
      label: "दिन की ऊर्जा का ज़्यादा से ज़्यादा कितना हिस्सा चीनी से आए (ICMR-NIN)",
      value: "5% से कम",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024 (ICMR-National Institute of Nutrition, Hyderabad)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "dgi-water",
    label:
      "Water a normal healthy person needs a day, other drinks included (ICMR-NIN, Guideline 14)",
    value: "about eight glasses (about 2 litres)",
    hi: {
      label:
        "एक सामान्य स्वस्थ व्यक्ति को दिन में कितना पानी चाहिए, दूसरे पेय मिलाकर (ICMR-NIN, दिशानिर्देश 14)",
      value: "लगभग आठ गिलास (लगभग 2 लीटर)",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024, Guideline 14 (ICMR-National Institute of Nutrition)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
  {
    id: "dgi-activity",
    label: "Daily activity that helps adults keep good health (ICMR-NIN, Guideline 10)",
    value: "at least 30-45 minutes of brisk walking or other moderate activity",
    hi: {
      label: "रोज़ की वह गतिविधि जो बड़ों की अच्छी सेहत बनाए रखने में मदद करती है (ICMR-NIN, दिशानिर्देश 10)",
      value: "कम से कम 30-45 मिनट तेज़ चाल से चलना या ऐसी ही कोई दूसरी मध्यम गतिविधि",
    },
    year: "2024",
    source: {
      title:
        "Dietary Guidelines for Indians, 2024, Guideline 10 (ICMR-National Institute of Nutrition)",
      url: "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    },
    status: "confirmed",
    checked: "2026-11-29",
  },
] as const satisfies readonly SourcedFact[];

export type FactId = (typeof facts)[number]["id"];

export function fact(id: string): SourcedFact {
  const found = (facts as readonly SourcedFact[]).find((f) => f.id === id);
  if (!found) throw new Error(`Unknown fact "${id}"`);
  return found;
}
