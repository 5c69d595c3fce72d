/**
 * Issue 35: what the site says about each state and union territory, each fact with the page it
 * was checked against and the date (facts.ts style: pages cite them as {fact:id}, the build
 * resolves them, so a state page's Sources list is exactly the facts it shows).
 *
 * Only what was checked is stated. The lines valid everywhere (112, 1098, Tele-MANAS 14416) reuse
 * the sources the site already has or one national source; 181 works in every state and union
 * territory but West Bengal (Ministry of Women and Child Development, December 2024). An
 * ambulance number, a state health scheme, a school board or an entrance test is named only for
 * a state where it was checked; every other topic is listed on the page as "not yet checked".
 */
import type { SourcedFact } from "./facts.ts";
import { stateNames, stateSlugs, unionTerritorySlugs, type StateSlug } from "./state-slugs.ts";
import { urgentLineSources } from "./urgent-help-sources.ts";

export { stateSlugs, type StateSlug } from "./state-slugs.ts";

const CHECKED = "2026-11-29";

/** What a fact on a state page is about; each is a part of the page. */
export type StateTopic = "line" | "scheme" | "board" | "test";

/** A fact of a state page: a SourcedFact, what it is about, and what the page says of it. */
export type StateFact = SourcedFact & {
  topic: StateTopic;
  /** One or two sentences under the fact: who it is for, how to use it (English and Hindi). */
  about: { en: string; hi: string };
  /** The official site a reader should use, where the source names it. */
  site?: string;
  /** A line of urgent-help.ts: pages cite it as {line:id}, so its number is typed once. */
  urgentLine?: "emergency" | "ambulance" | "tele-manas";
};

export type StateEntry = {
  slug: StateSlug;
  name: { en: string; hi: string };
  kind: "state" | "union-territory";
  facts: StateFact[];
};

const line = (
  id: string,
  number: string,
  label: string,
  hiLabel: string,
  about: StateFact["about"],
  source: SourcedFact["source"],
  checked: string = CHECKED,
  urgentLine?: StateFact["urgentLine"],
): StateFact => ({
  ...(urgentLine ? { urgentLine } : {}),
  id,
  topic: "line",
  label,
  value: number,
  hi: { label: hiLabel, value: number },
  year: checked.slice(0, 4),
  source,
  status: "confirmed",
  checked,
  about,
});

/** Lines valid in every state and union territory, with the sources the site already cites. */
const emergency = line(
  "state-line-112",
  "112",
  "Emergency response (police, fire, ambulance), all of India",
  "आपातकालीन सहायता (पुलिस, आग, एम्बुलेंस), पूरे भारत में",
  {
    en: "Emergency: police, fire or ambulance. Works from any phone, anywhere in India.",
    hi: "आपातकाल: पुलिस, आग या एम्बुलेंस। भारत में कहीं से भी, किसी भी फ़ोन से।",
  },
  urgentLineSources.emergency.source,
  urgentLineSources.emergency.checked,
  "emergency",
);
const teleManas = line(
  "state-line-14416",
  "14416",
  "Tele-MANAS, the national mental health line, all of India",
  "टेली-मानस, राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन, पूरे भारत में",
  {
    en: "Tele-MANAS: free mental health support, 24 hours a day, in your language.",
    hi: "टेली-मानस: मुफ़्त मानसिक स्वास्थ्य सहायता, 24 घंटे, आपकी भाषा में।",
  },
  urgentLineSources["tele-manas"].source,
  urgentLineSources["tele-manas"].checked,
  "tele-manas",
);
const childline = line(
  "state-line-1098",
  "1098",
  "CHILDLINE 1098 for children in need of care and protection, all of India",
  "बच्चों के लिए चाइल्डलाइन 1098, पूरे भारत में",
  {
    en: "For a child in danger or distress: free, 24 hours a day. A child can call, or an adult on a child's behalf.",
    hi: "ख़तरे या परेशानी में किसी बच्चे के लिए: मुफ़्त, 24 घंटे। बच्चा ख़ुद या उसकी ओर से कोई बड़ा कॉल कर सकता है।",
  },
  {
    title:
      "About CHILDLINE India: CHILDLINE 1098, a service of the Ministry of Women and Child Development",
    url: "https://www.childlineindia.org/a/about/childline-india",
  },
);
const women = line(
  "state-line-181",
  "181",
  "Women Helpline 181 (Mission Shakti), in 35 states and union territories, not West Bengal",
  "महिला हेल्पलाइन 181 (मिशन शक्ति), 35 राज्यों और केंद्र शासित प्रदेशों में, पश्चिम बंगाल में नहीं",
  {
    en: "Women Helpline: for a woman facing violence or in distress, 24 hours a day; it connects her to the police, a One Stop Centre, a hospital or legal help.",
    hi: "महिला हेल्पलाइन: हिंसा या परेशानी झेल रही महिला के लिए, 24 घंटे; यह पुलिस, वन स्टॉप सेंटर, अस्पताल या क़ानूनी मदद से जोड़ती है।",
  },
  {
    title:
      "Over 81.64 lakh women supported via 181 Women Helpline since 2015 (Ministry of Women and Child Development in the Rajya Sabha, ANI, 11 December 2024)",
    url: "https://www.thehawk.in/news/india/over-8164-lakh-women-supported-via-181-women-helpline-since-2015-govt-report",
  },
);
const ambulance108 = line(
  "state-line-108",
  "108",
  "Emergency ambulance (National Ambulance Service)",
  "आपातकालीन एम्बुलेंस (राष्ट्रीय एम्बुलेंस सेवा)",
  {
    en: "Emergency ambulance, free. If it does not connect, call {line:emergency}.",
    hi: "आपातकालीन एम्बुलेंस, मुफ़्त। यह न लगे तो {line:emergency} पर कॉल करें।",
  },
  urgentLineSources.ambulance.source,
  urgentLineSources.ambulance.checked,
  "ambulance",
);

type Fields = Omit<StateFact, "status" | "year" | "checked"> & { year?: string };
const fact = (fields: Fields): StateFact => ({
  year: CHECKED.slice(0, 4),
  status: "confirmed",
  checked: CHECKED,
  ...fields,
});

/** The facts checked for one state, beyond the lines every state has. */
const checkedFacts: Partial<Record<StateSlug, StateFact[]>> = {
  "uttar-pradesh": [
    ambulance108,
    fact({
      id: "state-uttar-pradesh-upmsp",
      topic: "board",
      label: "Uttar Pradesh's school board (Class 10 and 12)",
      value: "Uttar Pradesh Madhyamik Shiksha Parishad (UPMSP)",
      hi: {
        label: "उत्तर प्रदेश का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "उत्तर प्रदेश माध्यमिक शिक्षा परिषद (UPMSP)",
      },
      about: {
        en: "The UP Board: High School (Class 10) and Intermediate (Class 12) exams. Results are published on its own site and on upresults.nic.in.",
        hi: "यूपी बोर्ड: हाईस्कूल (कक्षा 10) और इंटरमीडिएट (कक्षा 12) परीक्षाएँ। रिज़ल्ट इसकी अपनी वेबसाइट और upresults.nic.in पर आते हैं।",
      },
      site: "https://upmsp.edu.in/",
      source: {
        title:
          "UP Board Results 2025 (EdexLive, 24 March 2025): results on upmsp.edu.in and upresults.nic.in",
        url: "https://www.edexlive.com/news/2025/Mar/24/up-board-results-2025-over-134-lakh-teachers-racing-to-finish-evaluation-by-april-2-results-likely-between-april-20-and-25",
      },
    }),
  ],
  maharashtra: [
    ambulance108,
    fact({
      id: "state-maharashtra-mjpjay",
      topic: "scheme",
      label: "Maharashtra's health scheme, run together with PM-JAY",
      value: "Mahatma Jyotirao Phule Jan Arogya Yojana (MJPJAY)",
      hi: {
        label: "महाराष्ट्र की स्वास्थ्य योजना, PM-JAY के साथ",
        value: "महात्मा ज्योतिराव फुले जन आरोग्य योजना (MJPJAY)",
      },
      about: {
        en: "Cashless treatment in the scheme's listed (empanelled) hospitals for families that qualify, run by the State Health Assurance Society together with Ayushman Bharat PM-JAY. Ask the hospital's Arogyamitra desk, or check on the scheme's site.",
        hi: "योजना के सूचीबद्ध अस्पतालों में पात्र परिवारों के लिए कैशलेस इलाज; इसे स्टेट हेल्थ एश्योरेंस सोसाइटी आयुष्मान भारत PM-JAY के साथ चलाती है। अस्पताल के आरोग्यमित्र डेस्क पर पूछें, या योजना की वेबसाइट पर देखें।",
      },
      site: "https://www.jeevandayee.gov.in/",
      source: {
        title:
          "Mahatma Jyotirao Phule Jan Arogya Yojana: integrated with AB-PMJAY, run by the State Health Assurance Society",
        url: "https://gurneet.org/mahatma-jyotirao-phule-jan-arogya-yojana",
      },
    }),
    fact({
      id: "state-maharashtra-mht-cet",
      topic: "test",
      label: "Maharashtra's entrance test for engineering, pharmacy and agriculture",
      value: "MHT-CET (State Common Entrance Test Cell)",
      hi: {
        label: "इंजीनियरिंग, फ़ार्मेसी और कृषि के लिए महाराष्ट्र की प्रवेश परीक्षा",
        value: "MHT-CET (स्टेट कॉमन एंट्रेंस टेस्ट सेल)",
      },
      about: {
        en: "For engineering, pharmacy and agriculture degrees in Maharashtra. Admit cards and notices are on the CET Cell's site.",
        hi: "महाराष्ट्र में इंजीनियरिंग, फ़ार्मेसी और कृषि की डिग्री के लिए। एडमिट कार्ड और सूचनाएँ CET सेल की वेबसाइट पर।",
      },
      site: "https://www.mahacet.org/",
      source: {
        title:
          "MHT-CET exams will begin from Tuesday (Prahaar, 8 May 2023): admit cards on mahacet.org",
        url: "https://prahaar.in/2023/05/08/mht-cet-exams-will-begin-from-tuesday/",
      },
    }),
  ],
  "tamil-nadu": [
    ambulance108,
    fact({
      id: "state-tamil-nadu-cmchis",
      topic: "scheme",
      label: "Tamil Nadu's health scheme beside PM-JAY",
      value: "Chief Minister's Comprehensive Health Insurance Scheme (CMCHIS)",
      hi: {
        label: "PM-JAY के साथ तमिलनाडु की स्वास्थ्य योजना",
        value: "मुख्यमंत्री व्यापक स्वास्थ्य बीमा योजना (CMCHIS)",
      },
      about: {
        en: "For residents of Tamil Nadu named on a family card whose yearly family income is below the scheme's limit (on its eligibility page): show the family card, and an income certificate from the VAO or revenue office with a self-declaration.",
        hi: "तमिलनाडु के उन निवासियों के लिए जिनका नाम फ़ैमिली कार्ड में है और जिनके परिवार की सालाना आय योजना की सीमा (उसके पात्रता पेज पर) से कम है: फ़ैमिली कार्ड, और VAO या राजस्व कार्यालय का आय प्रमाणपत्र स्व-घोषणा के साथ दिखाएँ।",
      },
      site: "https://www.cmchistn.com/",
      source: {
        title: "CMCHIS Tamil Nadu: Eligibility",
        url: "https://cmchistn.com/eligibility_en.php",
      },
    }),
  ],
  "west-bengal": [
    ambulance108,
    fact({
      id: "state-west-bengal-swasthya-sathi",
      topic: "scheme",
      label: "West Bengal's health scheme",
      value: "Swasthya Sathi",
      hi: { label: "पश्चिम बंगाल की स्वास्थ्य योजना", value: "स्वास्थ्य साथी" },
      about: {
        en: "Covers every family in West Bengal since December 2020: cashless hospital care (secondary and tertiary), through one smart card per family.",
        hi: "दिसंबर 2020 से पश्चिम बंगाल के हर परिवार के लिए: अस्पताल में कैशलेस इलाज, परिवार के एक स्मार्ट कार्ड से।",
      },
      source: {
        title:
          "Mamata Banerjee announces 'Swasthya Sathi' health scheme for people in West Bengal (PTI, Business Insider)",
        url: "https://businessinsider.in/india/news/mamata-banerjee-announces-swasthya-sathi-health-scheme-for-people-in-west-bengal/articleshow/79430173.cms",
      },
    }),
    fact({
      id: "state-west-bengal-wbjee",
      topic: "test",
      label: "West Bengal's engineering, pharmacy and architecture entrance test",
      value: "WBJEE (West Bengal Joint Entrance Examinations Board)",
      hi: {
        label: "पश्चिम बंगाल की इंजीनियरिंग, फ़ार्मेसी और आर्किटेक्चर प्रवेश परीक्षा",
        value: "WBJEE (पश्चिम बंगाल जॉइंट एंट्रेंस एग्ज़ामिनेशंस बोर्ड)",
      },
      about: {
        en: "For engineering, pharmacy and architecture degrees in West Bengal. Apply only on the board's own site.",
        hi: "पश्चिम बंगाल में इंजीनियरिंग, फ़ार्मेसी और आर्किटेक्चर की डिग्री के लिए। आवेदन सिर्फ़ बोर्ड की अपनी वेबसाइट पर करें।",
      },
      site: "https://wbjeeb.nic.in/",
      source: {
        title: "Registrations for WBJEE 2021 (East Coast Daily): apply at wbjeeb.nic.in",
        url: "https://www.eastcoastdaily.in/2021/03/29/apply-now-registrations-for-wbjee-2021-closes-tomorrow.html",
      },
    }),
  ],
  telangana: [
    ambulance108,
    fact({
      id: "state-telangana-aarogyasri",
      topic: "scheme",
      label: "Telangana's health scheme",
      value: "Aarogyasri (Aarogyasri Health Care Trust)",
      hi: { label: "तेलंगाना की स्वास्थ्य योजना", value: "आरोग्यश्री (आरोग्यश्री हेल्थ केयर ट्रस्ट)" },
      about: {
        en: "Treatment in listed government and private hospitals for families below the poverty line: at the hospital, an Aarogyamithra registers the patient with the family's white ration card.",
        hi: "ग़रीबी रेखा से नीचे के परिवारों के लिए सूचीबद्ध सरकारी और निजी अस्पतालों में इलाज: अस्पताल में आरोग्यमित्र परिवार के सफ़ेद राशन कार्ड से मरीज़ का पंजीकरण करते हैं।",
      },
      source: {
        title: "Aarogyasri Healthcare Trust: interview with its CEO (Elets eHealth)",
        url: "https://ehealth.eletsonline.com/2016/01/aarogyasri-healthcare-trust-building-hope-by-saving-lives-via-healthcare-schemes-easy-to-use-app/",
      },
    }),
    fact({
      id: "state-telangana-eapcet",
      topic: "test",
      label: "Telangana's engineering, agriculture and pharmacy entrance test",
      value: "TG EAPCET",
      hi: { label: "तेलंगाना की इंजीनियरिंग, कृषि और फ़ार्मेसी प्रवेश परीक्षा", value: "TG EAPCET" },
      about: {
        en: "Set by the Telangana State Council of Higher Education, for engineering, agriculture and pharmacy degrees in Telangana.",
        hi: "तेलंगाना स्टेट काउंसिल ऑफ़ हायर एजुकेशन की परीक्षा, तेलंगाना में इंजीनियरिंग, कृषि और फ़ार्मेसी की डिग्री के लिए।",
      },
      site: "https://eapcet.tgche.ac.in/",
      source: {
        title: "TG EAPCET-2025 exam notification released (Sakshi Post, 24 February 2025)",
        url: "https://www.sakshipost.com/news/education/tg-eapcet-2025-exam-notification-released-april-29-may-5-exams-schedule-key-details",
      },
    }),
  ],
  karnataka: [
    ambulance108,
    fact({
      id: "state-karnataka-kseab",
      topic: "board",
      label: "Karnataka's board for the SSLC (Class 10) exam",
      value: "Karnataka School Examination and Assessment Board (KSEAB)",
      hi: {
        label: "कर्नाटक में SSLC (कक्षा 10) परीक्षा का बोर्ड",
        value: "कर्नाटक स्कूल एग्ज़ामिनेशन एंड असेसमेंट बोर्ड (KSEAB)",
      },
      about: {
        en: "Holds the SSLC (Class 10) exam in Karnataka.",
        hi: "कर्नाटक में SSLC (कक्षा 10) परीक्षा लेता है।",
      },
      source: {
        title: "Over 8.96 lakh students to appear for SSLC exams (EdexLive, 21 March 2025)",
        url: "https://www.edexlive.com/news/2025/Mar/21/karnataka-over-896-lakh-students-to-appear-for-sslc-exams-from-today",
      },
    }),
    fact({
      id: "state-karnataka-kcet",
      topic: "test",
      label: "Karnataka's entrance test for professional courses",
      value: "KCET (Karnataka Examinations Authority)",
      hi: {
        label: "प्रोफ़ेशनल कोर्स के लिए कर्नाटक की प्रवेश परीक्षा",
        value: "KCET (कर्नाटक एग्ज़ामिनेशंस अथॉरिटी)",
      },
      about: {
        en: "The Common Entrance Test for professional courses in Karnataka, set by the Karnataka Examinations Authority (KEA). Apply on KEA's site.",
        hi: "कर्नाटक में प्रोफ़ेशनल कोर्स के लिए कॉमन एंट्रेंस टेस्ट, कर्नाटक एग्ज़ामिनेशंस अथॉरिटी (KEA) की परीक्षा। आवेदन KEA की वेबसाइट पर।",
      },
      site: "https://kea.kar.nic.in/",
      source: {
        title: "Karnataka CET 2016: how to apply on the KEA website, kea.kar.nic.in (India Today)",
        url: "https://prod-appfeeds.intoday.in/education-today/notification/story/karnataka-cet-2016-303533-2016-01-13",
      },
    }),
  ],
  kerala: [
    ambulance108,
    fact({
      id: "state-kerala-kasp",
      topic: "scheme",
      label: "Kerala's health scheme",
      value: "Karunya Arogya Suraksha Padhathi (KASP)",
      hi: { label: "केरल की स्वास्थ्य योजना", value: "करुण्य आरोग्य सुरक्षा पद्धति (KASP)" },
      about: {
        en: "Health cover for Kerala's poorest families, in listed government and private hospitals. Ask at the hospital's help desk whether your family is covered.",
        hi: "केरल के सबसे ग़रीब परिवारों के लिए स्वास्थ्य कवर, सूचीबद्ध सरकारी और निजी अस्पतालों में। आपका परिवार शामिल है या नहीं, अस्पताल के हेल्प डेस्क पर पूछें।",
      },
      source: {
        title:
          "Kerala boosts health protection with additional Rs 300 crore funding (Devdiscourse, 16 February 2025)",
        url: "https://www.devdiscourse.com/article/health/3266755-kerala-boosts-health-protection-with-additional-rs-300-crore-funding",
      },
    }),
    fact({
      id: "state-kerala-keam",
      topic: "test",
      label:
        "Kerala's entrance exam for engineering and pharmacy (and admission to medical courses through NEET)",
      value: "KEAM (Commissioner for Entrance Examinations)",
      hi: {
        label: "इंजीनियरिंग और फ़ार्मेसी के लिए केरल की प्रवेश परीक्षा (मेडिकल कोर्स में प्रवेश NEET से)",
        value: "KEAM (कमिश्नर फ़ॉर एंट्रेंस एग्ज़ामिनेशंस)",
      },
      about: {
        en: "The CEE holds the entrance exam for engineering and pharmacy; for medical courses you apply through KEAM but must qualify in NEET-UG.",
        hi: "CEE इंजीनियरिंग और फ़ार्मेसी की प्रवेश परीक्षा लेता है; मेडिकल कोर्स के लिए आवेदन KEAM से होता है, पर NEET-UG पास करना ज़रूरी है।",
      },
      site: "https://cee.kerala.gov.in/",
      source: {
        title:
          "KEAM-2024 notification, Office of the Commissioner for Entrance Examinations, Government of Kerala",
        url: "https://www.scribd.com/document/718641593/KEEM-Notification",
      },
    }),
  ],
  delhi: [
    fact({
      id: "state-delhi-102",
      topic: "line",
      label: "Delhi government's ambulance helpline (CATS)",
      value: "102",
      hi: { label: "दिल्ली सरकार की एम्बुलेंस हेल्पलाइन (CATS)", value: "102" },
      about: {
        en: "Delhi's free ambulance service, Centralised Accident and Trauma Services (CATS). If it does not connect, call {line:emergency}.",
        hi: "दिल्ली की मुफ़्त एम्बुलेंस सेवा, सेंट्रलाइज़्ड एक्सीडेंट एंड ट्रॉमा सर्विसेज़ (CATS)। न लगे तो {line:emergency} पर कॉल करें।",
      },
      source: {
        title:
          "Delhi government to add 25 CATS ambulances; calls on its 102 ambulance helpline (Hindustan Times, April 2021)",
        url: "https://www.hindustantimes.com/cities/delhi-news/amid-alarming-surge-in-cases-delhi-government-to-add-25-cats-ambulances-within-a-week-101619117811134.html",
      },
    }),
  ],
};

const unionTerritories: ReadonlySet<StateSlug> = new Set(unionTerritorySlugs);

/** The Ministry reported in December 2024 that West Bengal does not run the 181 Women Helpline. */
const withoutWomenHelpline = new Set<StateSlug>(["west-bengal"]);

export const states: readonly StateEntry[] = stateSlugs.map((slug) => ({
  slug,
  name: stateNames[slug],
  kind: unionTerritories.has(slug) ? "union-territory" : "state",
  facts: [
    emergency,
    ...(checkedFacts[slug] ?? []),
    ...(withoutWomenHelpline.has(slug) ? [] : [women]),
    childline,
    teleManas,
  ],
}));

/** Every fact of the state pages, once each (the shared lines appear once). */
export const stateFacts: readonly StateFact[] = [
  ...new Map(states.flatMap((s) => s.facts).map((f) => [f.id, f])).values(),
];

export function stateEntry(slug: StateSlug): StateEntry {
  const found = states.find((s) => s.slug === slug);
  if (!found) throw new Error(`Unknown state "${slug}"`);
  return found;
}

/** What the page says is not yet checked for a state: each topic none of its facts covers. */
export function uncheckedTopics(entry: StateEntry): ("ambulance" | StateTopic)[] {
  const has = (topic: StateTopic) => entry.facts.some((f) => f.topic === topic);
  const ambulance = entry.facts.some((f) => f.id === "state-line-108" || f.id.endsWith("-102"));
  return [
    ...(ambulance ? [] : (["ambulance"] as const)),
    ...(["scheme", "board", "test"] as const).filter((topic) => !has(topic)),
  ];
}
