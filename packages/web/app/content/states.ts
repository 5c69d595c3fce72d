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
import type { Locale } from "../i18n/locales.ts";
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
  name: Record<Locale, string>;
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

/**
 * The facts checked for one state, beyond the lines every state has. 108 (ambulance108, with the
 * National Health Mission's page as its source) is given to a state only where a list of the states
 * that run 108 names it ("108 (emergency telephone number)", https://alchetron.com/108-%28emergency-telephone-number%29,
 * checked 2026-11-29: Andhra Pradesh, Assam, Bihar, Chhattisgarh, Goa, Gujarat, Himachal Pradesh,
 * Karnataka, Madhya Pradesh, Maharashtra, Meghalaya, Odisha, Punjab, Rajasthan, Tamil Nadu,
 * Telangana, Uttarakhand, Uttar Pradesh, Dadra and Nagar Haveli, Daman and Diu) or a page checked for
 * that state says so: Jharkhand (the state government's 108 ambulances, ETV Bharat, 26 November
 * 2021, https://etvbharat.com/amp/hindi/jharkhand/videos/city/108-ambulance-service-vehicle-difficult-to-drive-due-to-lack-of-maintenance/jh20211126191746588),
 * Jammu and Kashmir ("108 free ambulance services", Greater Kashmir, 24 August 2023,
 * https://www.greaterkashmir.com/health/7th-edition-of-108-free-ambulance-services-magazine-launched).
 * Arunachal Pradesh (MLA and DC flag off 108 ambulance, The Arunachal Times, 3 July 2021,
 * https://arunachaltimes.in/index.php/2021/07/03/mla-and-dc-flag-off-108-ambulance/), Puducherry
 * ("108" ambulances in Karaikal, The Hindu, https://www.thehindu.com/incoming/karaikal-region-gets-two-more-108-ambulances/article68828918.ece).
 * Sikkim (102 and 108, free, The Northeast Post, 21 August 2025,
 * https://www.thenortheastpost.com/2025/08/cm-prem-singh-tamang-flags-off.html). Dadra and Nagar
 * Haveli and Daman and Diu are both named by the list above.
 * Meghalaya's 108 stopped for a time in 2022 and the government ran it itself (The Shillong Times,
 * September 2022). Not Haryana: its Dial 108 is being joined to 112 (The Tribune, "Dial 108 to be
 * integrated with ERSS"); not Chandigarh, whose ambulances answer 112 (Hindustan Times, 18 March 2023).
 */
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
  bihar: [
    ambulance108,
    fact({
      id: "state-bihar-bseb",
      topic: "board",
      label: "Bihar's school board (Class 10 and 12)",
      value: "Bihar School Examination Board (BSEB)",
      hi: {
        label: "बिहार का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "बिहार विद्यालय परीक्षा समिति (BSEB)",
      },
      about: {
        en: "The Bihar Board: Matric (Class 10) and Intermediate (Class 12) exams; results are published on its site.",
        hi: "बिहार बोर्ड: मैट्रिक (कक्षा 10) और इंटरमीडिएट (कक्षा 12) परीक्षाएँ; रिज़ल्ट इसकी वेबसाइट पर आते हैं।",
      },
      site: "https://biharboardonline.bihar.gov.in/",
      source: {
        title:
          "Bihar Board Matric result declared by the Education Minister; results on biharboardonline.bihar.gov.in (First Bihar, in Hindi)",
        url: "https://firstbihar.com/news/bihar-board-matric-ka-result-jari-shiksha-mantra-vijay-kumar-chaushari-ne-jari-kiya-parinam-524704",
      },
    }),
    fact({
      id: "state-bihar-ugeac",
      topic: "test",
      label: "Bihar's engineering admission (B.Tech through JEE Main)",
      value: "UGEAC counselling (Bihar Combined Entrance Competitive Examination Board, BCECEB)",
      hi: {
        label: "बिहार में इंजीनियरिंग प्रवेश (B.Tech, JEE Main से)",
        value: "UGEAC काउंसलिंग (बिहार संयुक्त प्रवेश प्रतियोगिता परीक्षा पर्षद, BCECEB)",
      },
      about: {
        en: "Admission to B.E. and B.Tech in Bihar's government engineering colleges is by counselling on the JEE Main rank: apply on the BCECE Board's site.",
        hi: "बिहार के सरकारी इंजीनियरिंग कॉलेजों में B.E. और B.Tech में प्रवेश JEE Main रैंक पर काउंसलिंग से होता है: आवेदन BCECE बोर्ड की वेबसाइट पर।",
      },
      site: "https://bceceboard.bihar.gov.in/",
      source: {
        title:
          "Bihar UGEAC counselling 2019: register on bceceboard.bihar.gov.in (Business Standard, 15 July 2019)",
        url: "https://www.business-standard.com/article/education/bihar-ugec-counselling-2019-register-today-on-bceceboard-bihar-gov-in-119071500090_1.html",
      },
    }),
    fact({
      id: "state-bihar-mmjay",
      topic: "scheme",
      label: "Bihar's name for PM-JAY, extended to ration-card families",
      value: "Bihar Mukhyamantri Jan Arogya Yojana (Ayushman Bharat)",
      hi: {
        label: "बिहार में PM-JAY का नाम, राशन कार्ड वाले परिवारों तक बढ़ाई गई",
        value: "बिहार मुख्यमंत्री जन आरोग्य योजना (आयुष्मान भारत)",
      },
      about: {
        en: "Since 2024 Ayushman Bharat PM-JAY runs in Bihar under this name: cashless treatment in listed hospitals for families with an Ayushman card; families are found through the state's ration-card records.",
        hi: "2024 से आयुष्मान भारत PM-JAY बिहार में इसी नाम से चलती है: आयुष्मान कार्ड वाले परिवारों के लिए सूचीबद्ध अस्पतालों में कैशलेस इलाज; परिवारों की पहचान राज्य के राशन कार्ड रिकॉर्ड से होती है।",
      },
      source: {
        title: "Nitish restarts Ayushman Bharat in Bihar; it has a new name (Mint, March 2024)",
        url: "https://www.livemint.com/politics/news/nitish-restarts-ayushman-bharat-in-bihar-it-has-a-new-name/amp-11710331108501.html",
      },
    }),
  ],
  "madhya-pradesh": [
    ambulance108,
    fact({
      id: "state-madhya-pradesh-mpbse",
      topic: "board",
      label: "Madhya Pradesh's school board (Class 10 and 12)",
      value: "Board of Secondary Education, Madhya Pradesh (MPBSE)",
      hi: {
        label: "मध्य प्रदेश का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "माध्यमिक शिक्षा मंडल, मध्य प्रदेश (MPBSE)",
      },
      about: {
        en: "The MP Board: Class 10 and Class 12 exams; results are published on its own site.",
        hi: "एमपी बोर्ड: कक्षा 10 और 12 की परीक्षाएँ; रिज़ल्ट इसकी अपनी वेबसाइट पर आते हैं।",
      },
      site: "https://mpbse.nic.in/",
      source: {
        title:
          "MP Board (MPBSE) Class 10 and 12 results on its official site mpbse.nic.in (Janta Ka Reporter, in Hindi, May 2018)",
        url: "https://www.jantakareporter.com/?p=185607",
      },
    }),
    fact({
      id: "state-madhya-pradesh-niramayam",
      topic: "scheme",
      label: "Madhya Pradesh's name for PM-JAY, which also covers Sambal Yojana families",
      value: "Ayushman Bharat 'Niramayam' Madhya Pradesh Yojana",
      hi: {
        label: "मध्य प्रदेश में PM-JAY का नाम, जिसमें संबल योजना के परिवार भी शामिल हैं",
        value: "आयुष्मान भारत 'निरामयम' मध्य प्रदेश योजना",
      },
      about: {
        en: "Cashless treatment in listed government and private hospitals for families with an Ayushman card: the families of PM-JAY, and beneficiaries of the state's Sambal Yojana.",
        hi: "आयुष्मान कार्ड वाले परिवारों के लिए सूचीबद्ध सरकारी और निजी अस्पतालों में कैशलेस इलाज: PM-JAY के परिवार, और राज्य की संबल योजना के लाभार्थी।",
      },
      source: {
        title:
          "Ayushman Bharat 'Niramayam' Madhya Pradesh Yojana completes three years (Free Press Journal, 23 September 2021)",
        url: "https://www.freepressjournal.in/bhopal/madhya-pradesh-ayushman-bharat-niramayam-madhya-pradesh-yojana-completes-three-years",
      },
    }),
  ],
  rajasthan: [
    ambulance108,
    fact({
      id: "state-rajasthan-maa",
      topic: "scheme",
      label: "Rajasthan's health scheme, run together with PM-JAY",
      value: "Mukhyamantri Ayushman Arogya (MAA) Yojana",
      hi: {
        label: "राजस्थान की स्वास्थ्य योजना, PM-JAY के साथ",
        value: "मुख्यमंत्री आयुष्मान आरोग्य (MAA) योजना",
      },
      about: {
        en: "Free, cashless treatment for families covered by the scheme, in its listed (empanelled) hospitals; since December 2025 also in listed hospitals outside Rajasthan. Ask at the hospital's scheme desk whether your family is covered.",
        hi: "योजना में शामिल परिवारों के लिए सूचीबद्ध अस्पतालों में मुफ़्त, कैशलेस इलाज; दिसंबर 2025 से राजस्थान के बाहर के सूचीबद्ध अस्पतालों में भी। आपका परिवार शामिल है या नहीं, अस्पताल के योजना डेस्क पर पूछें।",
      },
      source: {
        title:
          "Rajasthan residents availing CM health scheme to get free treatment at 30,000 facilities outside state (PTI, NewsDrum, 3 January 2026)",
        url: "https://www.newsdrum.in/national/rajasthan-residents-availing-cm-health-scheme-to-get-free-treatment-at-30000-facilities-outside-state-10969656",
      },
    }),
    fact({
      id: "state-rajasthan-rbse",
      topic: "board",
      label: "Rajasthan's school board (Class 10 and 12)",
      value: "Board of Secondary Education, Rajasthan (RBSE), Ajmer",
      hi: {
        label: "राजस्थान का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "माध्यमिक शिक्षा बोर्ड, राजस्थान (RBSE), अजमेर",
      },
      about: {
        en: "Holds the Class 10 and Class 12 exams (and the Praveshika exam) in Rajasthan, from Ajmer; results are published on the board's official website.",
        hi: "राजस्थान में कक्षा 10 और 12 (और प्रवेशिका) की परीक्षाएँ लेता है, अजमेर से; रिज़ल्ट बोर्ड की आधिकारिक वेबसाइट पर आते हैं।",
      },
      source: {
        title:
          "Rajasthan Board (RBSE) Class 10 and Praveshika results on 28 May 2025, says the board's secretary (Lifeberrys Hindi)",
        url: "https://hindi.lifeberrys.com/state/rajasthan/rajasthan-board-10th-result-will-be-released-on-wednesday-at-4-pm-education-minister-will-make-the-announcement-through-video-conferencing-236057.html",
      },
    }),
  ],
  gujarat: [
    ambulance108,
    fact({
      id: "state-gujarat-pmjay-ma",
      topic: "scheme",
      label: "Gujarat's health scheme, joined with PM-JAY",
      value: "PMJAY-MA (Mukhyamantri Amrutam)",
      hi: {
        label: "गुजरात की स्वास्थ्य योजना, PM-JAY के साथ जुड़ी",
        value: "PMJAY-MA (मुख्यमंत्री अमृतम)",
      },
      about: {
        en: "Gujarat's Mukhyamantri Amrutam scheme joined with Ayushman Bharat PM-JAY: cashless treatment in listed hospitals for families that qualify, with one PMJAY-MA card. Ask at the hospital's scheme desk whether your family is covered.",
        hi: "गुजरात की मुख्यमंत्री अमृतम योजना, आयुष्मान भारत PM-JAY के साथ जुड़ी: पात्र परिवारों के लिए सूचीबद्ध अस्पतालों में कैशलेस इलाज, एक PMJAY-MA कार्ड से। आपका परिवार शामिल है या नहीं, अस्पताल के योजना डेस्क पर पूछें।",
      },
      source: {
        title:
          "Gujarat covers over 1 crore families under AB PMJAY-MA Yojana (ANI, LatestLY, 19 December 2025)",
        url: "https://www.latestly.com/agency-news/india-news-gujarat-covers-over-1-cr-families-under-ab-pmjay-ma-yojana-7244129.html",
      },
    }),
    fact({
      id: "state-gujarat-gseb",
      topic: "board",
      label: "Gujarat's school board (Class 10 and 12)",
      value: "Gujarat Secondary and Higher Secondary Education Board (GSEB)",
      hi: {
        label: "गुजरात का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "गुजरात माध्यमिक और उच्चतर माध्यमिक शिक्षा बोर्ड (GSEB)",
      },
      about: {
        en: "Holds the SSC (Class 10) and HSC (Class 12) exams in Gujarat. Results, and requests to re-check marks, are on the board's site.",
        hi: "गुजरात में SSC (कक्षा 10) और HSC (कक्षा 12) परीक्षाएँ लेता है। रिज़ल्ट और अंकों की दोबारा जाँच के आवेदन बोर्ड की वेबसाइट पर।",
      },
      site: "https://www.gseb.org/",
      source: {
        title:
          "Gujarat Board Class 10: apply online at gseb.org to verify marks (ETV Bharat Gujarat, in Gujarati, 14 June 2020)",
        url: "https://etvbharat.com/gujarati/gujarat/state/top-news/students-of-std-10-gujarat-board-will-be-able-to-apply-online-till-june-26-for-verification-of-marks/gj20200614150128692",
      },
    }),
    fact({
      id: "state-gujarat-gujcet",
      topic: "test",
      label: "Gujarat's entrance test for engineering and pharmacy",
      value: "GUJCET (Gujarat Common Entrance Test)",
      hi: {
        label: "इंजीनियरिंग और फ़ार्मेसी के लिए गुजरात की प्रवेश परीक्षा",
        value: "GUJCET (गुजरात कॉमन एंट्रेंस टेस्ट)",
      },
      about: {
        en: "Held by the Gujarat board (GSEB) for degree engineering and degree and diploma pharmacy in Gujarat; admission is by the Admission Committee for Professional Courses (ACPC), on GUJCET marks with Class 12 marks. Apply on the board's site.",
        hi: "गुजरात बोर्ड (GSEB) की परीक्षा, गुजरात में इंजीनियरिंग डिग्री और फ़ार्मेसी डिग्री व डिप्लोमा के लिए; प्रवेश एडमिशन कमेटी फ़ॉर प्रोफ़ेशनल कोर्सेज़ (ACPC) देती है, GUJCET और कक्षा 12 के अंकों से। आवेदन बोर्ड की वेबसाइट पर।",
      },
      site: "https://www.gseb.org/",
      source: {
        title:
          "GUJCET 2026 registration begins tomorrow: check key dates and details (NDTV Education)",
        url: "https://www.ndtv.com/education/gujcet-2026-registration-begins-tomorrow-check-key-dates-and-details-9822793",
      },
    }),
  ],
  "andhra-pradesh": [
    ambulance108,
    fact({
      id: "state-andhra-pradesh-ntr-vaidya-seva",
      topic: "scheme",
      label: "Andhra Pradesh's health scheme (formerly Aarogyasri)",
      value: "Dr NTR Vaidya Seva (Dr NTR Vaidya Seva Trust)",
      hi: {
        label: "आंध्र प्रदेश की स्वास्थ्य योजना (पहले आरोग्यश्री)",
        value: "डॉ. एनटीआर वैद्य सेवा (डॉ. एनटीआर वैद्य सेवा ट्रस्ट)",
      },
      about: {
        en: "Andhra Pradesh's Aarogyasri scheme, renamed Dr NTR Vaidya Seva in 2024: treatment in the trust's listed (network) hospitals for families that qualify. Ask at the hospital's help desk.",
        hi: "आंध्र प्रदेश की आरोग्यश्री योजना, 2024 में नया नाम डॉ. एनटीआर वैद्य सेवा: पात्र परिवारों के लिए ट्रस्ट के सूचीबद्ध (नेटवर्क) अस्पतालों में इलाज। अस्पताल के हेल्प डेस्क पर पूछें।",
      },
      source: {
        title:
          "Health services improved under NTR Vaidya Seva Trust: Minister (The Hans India, 20 September 2025)",
        url: "https://www.thehansindia.com/andhra-pradesh/health-services-improved-under-ntr-vaidya-seva-trust-minister-1008106",
      },
    }),
    fact({
      id: "state-andhra-pradesh-eapcet",
      topic: "test",
      label: "Andhra Pradesh's engineering, agriculture and pharmacy entrance test",
      value: "AP EAPCET",
      hi: { label: "आंध्र प्रदेश की इंजीनियरिंग, कृषि और फ़ार्मेसी प्रवेश परीक्षा", value: "AP EAPCET" },
      about: {
        en: "For engineering, agriculture and pharmacy colleges in Andhra Pradesh; held each year by a Jawaharlal Nehru Technological University (JNTU), in May.",
        hi: "आंध्र प्रदेश के इंजीनियरिंग, कृषि और फ़ार्मेसी कॉलेजों के लिए; हर साल एक जवाहरलाल नेहरू टेक्नोलॉजिकल यूनिवर्सिटी (JNTU) मई में लेती है।",
      },
      source: {
        title: "AP EAPCET-2023 notification and details (10TV, in Telugu)",
        url: "https://10tv.in/telugu-news/education-and-job/notification-of-ap-eapcet-2023-and-details-634832.html/amp",
      },
    }),
  ],
  odisha: [
    ambulance108,
    fact({
      id: "state-odisha-gjay",
      topic: "scheme",
      label: "Odisha's health scheme, run together with PM-JAY (it replaced BSKY)",
      value: "Gopabandhu Jan Arogya Yojana (GJAY)",
      hi: {
        label: "ओडिशा की स्वास्थ्य योजना, PM-JAY के साथ (इसने BSKY की जगह ली)",
        value: "गोपबंधु जन आरोग्य योजना (GJAY)",
      },
      about: {
        en: "Since April 2025 run together with Ayushman Bharat PM-JAY: cashless treatment in listed government and private hospitals, in Odisha and outside, with a health card for each member of a family that qualifies; women members have extra cover.",
        hi: "अप्रैल 2025 से आयुष्मान भारत PM-JAY के साथ: सूचीबद्ध सरकारी और निजी अस्पतालों में, ओडिशा में और बाहर, कैशलेस इलाज; पात्र परिवार के हर सदस्य का अपना हेल्थ कार्ड; महिलाओं के लिए अतिरिक्त कवर।",
      },
      source: {
        title:
          "Ayushman Bharat makes debut in Odisha, to coexist with State's own Gopabandhu Jan Arogya scheme (Sambad English, 11 April 2025)",
        url: "https://sambadenglish.com/latest-news/ayushman-bharat-makes-debut-in-odisha-to-coexist-with-states-own-gopabandhu-jan-arogya-scheme-8951156",
      },
    }),
    fact({
      id: "state-odisha-ojee",
      topic: "test",
      label:
        "Odisha's entrance exam for pharmacy, management and other courses (B.Tech and medical admission through JEE Main and NEET)",
      value: "OJEE (Odisha Joint Entrance Examination)",
      hi: {
        label:
          "फ़ार्मेसी, मैनेजमेंट और दूसरे कोर्स के लिए ओडिशा की प्रवेश परीक्षा (B.Tech और मेडिकल में प्रवेश JEE Main और NEET से)",
        value: "OJEE (ओडिशा जॉइंट एंट्रेंस एग्ज़ामिनेशन)",
      },
      about: {
        en: "For B.Pharm, MBA, MCA, M.Tech and lateral entry to B.Tech in Odisha's colleges; for B.Tech and MBBS you must qualify in JEE Main or NEET-UG. Apply online on the OJEE site.",
        hi: "ओडिशा के कॉलेजों में B.Pharm, MBA, MCA, M.Tech और B.Tech में लेटरल एंट्री के लिए; B.Tech और MBBS के लिए JEE Main या NEET-UG पास करना ज़रूरी है। आवेदन OJEE की वेबसाइट पर ऑनलाइन।",
      },
      site: "https://ojee.nic.in/",
      source: {
        title:
          "OJEE 2023 online form fill-up from today at ojee.nic.in (Pragativadi, 10 February 2023)",
        url: "https://pragativadi.com/ojee-2023-online-form-fill-up-from-today/",
      },
    }),
    fact({
      id: "state-odisha-bse",
      topic: "board",
      label: "Odisha's board for the Matric (Class 10) exam",
      value: "Board of Secondary Education, Odisha (BSE)",
      hi: {
        label: "ओडिशा में मैट्रिक (कक्षा 10) परीक्षा का बोर्ड",
        value: "बोर्ड ऑफ़ सेकेंडरी एजुकेशन, ओडिशा (BSE)",
      },
      about: {
        en: "Holds the annual High School Certificate (Matric, Class 10) exam in Odisha, from its office in Cuttack; results are on the board's site, bseodisha.in.",
        hi: "ओडिशा में वार्षिक हाई स्कूल सर्टिफ़िकेट (मैट्रिक, कक्षा 10) परीक्षा लेता है, कटक के अपने कार्यालय से; रिज़ल्ट बोर्ड की वेबसाइट bseodisha.in पर।",
      },
      source: {
        title:
          "Matric results published by the Board of Secondary Education, Cuttack; results on bseodisha.in (Mo Dhenkanal, in Odia)",
        url: "https://modhenkanal.com/dhenkanal-khabr/matric-results-published-dhenkanal-95-12-students-passed/",
      },
    }),
  ],
  jharkhand: [
    ambulance108,
    fact({
      id: "state-jharkhand-abua",
      topic: "scheme",
      label: "Jharkhand's health scheme for families outside PM-JAY",
      value: "Mukhya Mantri Abua Swasthya Suraksha Yojana",
      hi: {
        label: "PM-JAY से बाहर रहे परिवारों के लिए झारखंड की स्वास्थ्य योजना",
        value: "मुख्यमंत्री अबुआ स्वास्थ्य सुरक्षा योजना",
      },
      about: {
        en: "Health cover for ration-card families in Jharkhand left out of Ayushman Bharat PM-JAY, with a card of its own. Ask at the hospital's help desk whether your family is covered.",
        hi: "झारखंड के उन राशन कार्ड वाले परिवारों के लिए स्वास्थ्य कवर जो आयुष्मान भारत PM-JAY से बाहर रह गए, अपने अलग कार्ड से। आपका परिवार शामिल है या नहीं, अस्पताल के हेल्प डेस्क पर पूछें।",
      },
      source: {
        title:
          "Jharkhand's new healthcare scheme to aid 33.44 lakh uncovered families (Devdiscourse, 28 June 2024)",
        url: "https://www.devdiscourse.com/article/health/2999590-jharkhands-new-healthcare-scheme-to-aid-3344-lakh-uncovered-families",
      },
    }),
    fact({
      id: "state-jharkhand-jac",
      topic: "board",
      label: "Jharkhand's school board (Class 10 and 12)",
      value: "Jharkhand Academic Council (JAC)",
      hi: {
        label: "झारखंड का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "झारखंड एकेडमिक काउंसिल (JAC)",
      },
      about: {
        en: "Holds the Matric (Class 10) and Intermediate (Class 12) exams in Jharkhand; results are on its site and on jacresults.com.",
        hi: "झारखंड में मैट्रिक (कक्षा 10) और इंटरमीडिएट (कक्षा 12) परीक्षाएँ लेता है; रिज़ल्ट इसकी वेबसाइट और jacresults.com पर।",
      },
      site: "https://jac.jharkhand.gov.in/",
      source: {
        title:
          "JAC will release the Matric and Inter Science results today, on jacresults.com and jac.jharkhand.gov.in (ETV Bharat, in Hindi, 23 May 2023)",
        url: "https://etvbharat.com/amp/hindi/jharkhand/state/ranchi/jac-board-will-release-matriculation-and-inter-science-result-today/jh20230523100253638638494",
      },
    }),
    fact({
      id: "state-jharkhand-jcece",
      topic: "test",
      label: "Jharkhand's entrance exam for engineering",
      value: "JCECE (Jharkhand Combined Entrance Competitive Examination Board)",
      hi: {
        label: "इंजीनियरिंग के लिए झारखंड की प्रवेश परीक्षा",
        value: "JCECE (झारखंड संयुक्त प्रवेश प्रतियोगिता परीक्षा पर्षद)",
      },
      about: {
        en: "For B.E. and B.Tech in Jharkhand's engineering colleges. Apply online on the board's site.",
        hi: "झारखंड के इंजीनियरिंग कॉलेजों में B.E. और B.Tech के लिए। आवेदन बोर्ड की वेबसाइट पर ऑनलाइन।",
      },
      site: "https://jceceb.jharkhand.gov.in/",
      source: {
        title:
          "Jharkhand Combined Entrance Competitive Exam 2021: apply online at jceceb.jharkhand.gov.in (Buland Awaaz Daily, in Hindi)",
        url: "https://bulandawaazdaily.com/?p=2745",
      },
    }),
  ],
  chhattisgarh: [
    ambulance108,
    fact({
      id: "state-chhattisgarh-cgbse",
      topic: "board",
      label: "Chhattisgarh's school board (Class 10 and 12)",
      value: "Chhattisgarh Board of Secondary Education (CGBSE)",
      hi: {
        label: "छत्तीसगढ़ का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "छत्तीसगढ़ माध्यमिक शिक्षा मंडल (CGBSE)",
      },
      about: {
        en: "Holds the Class 10 and Class 12 exams in Chhattisgarh; results are on its site and on results.cg.nic.in.",
        hi: "छत्तीसगढ़ में कक्षा 10 और 12 की परीक्षाएँ लेता है; रिज़ल्ट इसकी वेबसाइट और results.cg.nic.in पर।",
      },
      site: "https://cgbse.nic.in/",
      source: {
        title:
          "Chhattisgarh Board of Secondary Education 2020 results: cgbse.nic.in, the official website of CGBSE (NewsX, 20 June 2020)",
        url: "https://www.newsx.com/education-and-jobs/chhattisgarh-board-of-secondary-education-2020-results-to-be-declared-post-june-20.html",
      },
    }),
    fact({
      id: "state-chhattisgarh-pet",
      topic: "test",
      label: "Chhattisgarh's entrance tests for engineering and pharmacy",
      value: "PET and PPHT (Chhattisgarh Professional Examination Board, Vyapam)",
      hi: {
        label: "इंजीनियरिंग और फ़ार्मेसी के लिए छत्तीसगढ़ की प्रवेश परीक्षाएँ",
        value: "PET और PPHT (छत्तीसगढ़ व्यावसायिक परीक्षा मंडल, व्यापमं)",
      },
      about: {
        en: "Vyapam's Pre-Engineering Test (PET) for engineering degrees, and its Pre-Pharmacy Test (PPHT) for B.Pharm and D.Pharm, in Chhattisgarh.",
        hi: "छत्तीसगढ़ में इंजीनियरिंग डिग्री के लिए व्यापमं का प्री-इंजीनियरिंग टेस्ट (PET), और B.Pharm व D.Pharm के लिए प्री-फ़ार्मेसी टेस्ट (PPHT)।",
      },
      source: {
        title:
          "PPHT and PET exams held by Chhattisgarh Vyapam in Raipur (ETV Bharat, in Hindi, 16 May 2019)",
        url: "https://etvbharat.com/hindi/chhattisgarh/state/raipur/ppht-and-pet-exam-held-on-thursday-at-raipur-1/ct20190516214522718",
      },
    }),
  ],
  haryana: [
    fact({
      id: "state-haryana-chirayu",
      topic: "scheme",
      label: "Haryana's health scheme, extending PM-JAY",
      value: "CHIRAYU Haryana (Ayushman Bharat)",
      hi: {
        label: "हरियाणा की स्वास्थ्य योजना, PM-JAY का विस्तार",
        value: "चिरायु हरियाणा (आयुष्मान भारत)",
      },
      about: {
        en: "Extends Ayushman Bharat PM-JAY to more families in Haryana: cashless treatment in government and listed private hospitals. Families with a lower income join free; families with a higher income join by paying a yearly contribution.",
        hi: "हरियाणा में आयुष्मान भारत PM-JAY को और परिवारों तक बढ़ाती है: सरकारी और सूचीबद्ध निजी अस्पतालों में कैशलेस इलाज। कम आय वाले परिवार मुफ़्त जुड़ते हैं; ज़्यादा आय वाले परिवार सालाना अंशदान देकर।",
      },
      source: {
        title:
          "Haryana govt extends ambit of CHIRAYU Ayushman Bharat scheme (PTI, NewsDrum, 18 April 2025)",
        url: "https://www.newsdrum.in/national/haryana-govt-extends-ambit-of-chirayu-ayushman-bharat-scheme-8976693",
      },
    }),
    fact({
      id: "state-haryana-bseh",
      topic: "board",
      label: "Haryana's school board (Class 10 and 12)",
      value: "Board of School Education Haryana (BSEH)",
      hi: {
        label: "हरियाणा का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "हरियाणा विद्यालय शिक्षा बोर्ड (BSEH)",
      },
      about: {
        en: "Holds the Class 10 and Class 12 exams in Haryana; results are published on the board's site.",
        hi: "हरियाणा में कक्षा 10 और 12 की परीक्षाएँ लेता है; रिज़ल्ट बोर्ड की वेबसाइट पर आते हैं।",
      },
      site: "https://bseh.org.in/",
      source: {
        title:
          "Haryana School Education Board: Class 10 and 12 marking done; results on the official website bseh.org.in (Live Halchal, in Hindi)",
        url: "https://livehalchal.com/?p=613417",
      },
    }),
    fact({
      id: "state-haryana-hstes",
      topic: "test",
      label: "Haryana's engineering admission (B.E. and B.Tech through JEE Main)",
      value: "Online counselling by the Haryana State Technical Education Society (HSTES)",
      hi: {
        label: "हरियाणा में इंजीनियरिंग प्रवेश (B.E. और B.Tech, JEE Main से)",
        value: "हरियाणा स्टेट टेक्निकल एजुकेशन सोसाइटी (HSTES) की ऑनलाइन काउंसलिंग",
      },
      about: {
        en: "Admission to B.E. and B.Tech in Haryana is on the JEE Main merit, through online counselling: apply online on techadmissionshry.gov.in; there is no printed form.",
        hi: "हरियाणा में B.E. और B.Tech में प्रवेश JEE Main की मेरिट पर, ऑनलाइन काउंसलिंग से होता है: आवेदन techadmissionshry.gov.in पर ऑनलाइन; छपा हुआ फ़ॉर्म नहीं है।",
      },
      site: "https://techadmissionshry.gov.in/",
      source: {
        title:
          "Important instructions for B.E./B.Tech and B.Architecture (Haryana State Technical Education Society)",
        url: "https://hstes.org.in/BtechBarchImpInstructions",
      },
    }),
  ],
  "himachal-pradesh": [
    ambulance108,
    fact({
      id: "state-himachal-pradesh-himcare",
      topic: "scheme",
      label: "Himachal Pradesh's health scheme for families outside PM-JAY",
      value: "Mukhyamantri Himachal Health Care Scheme (HIMCARE)",
      hi: {
        label: "PM-JAY से बाहर रहे परिवारों के लिए हिमाचल प्रदेश की स्वास्थ्य योजना",
        value: "मुख्यमंत्री हिमाचल हेल्थ केयर योजना (HIMCARE)",
      },
      about: {
        en: "Cashless treatment in listed hospitals for families left out of Ayushman Bharat, with a HIMCARE card: free for some groups (such as BPL families), for a yearly premium for others. Apply or renew on the scheme's site.",
        hi: "आयुष्मान भारत से बाहर रहे परिवारों के लिए सूचीबद्ध अस्पतालों में कैशलेस इलाज, HIMCARE कार्ड से: कुछ वर्गों (जैसे BPL परिवार) के लिए मुफ़्त, बाक़ी के लिए सालाना प्रीमियम पर। आवेदन या नवीनीकरण योजना की वेबसाइट पर।",
      },
      site: "https://www.hpsbys.in/",
      source: {
        title: "Scheme: HIMCARE (Himachal Pradesh State Health Agency, hpsbys.in)",
        url: "https://www.hpsbys.in/scheme/ecLCGV0$329zmDGQQ54zvJ$sWcxcGC-N6juGfzLzfGI_",
      },
    }),
    fact({
      id: "state-himachal-pradesh-hpbose",
      topic: "board",
      label: "Himachal Pradesh's school board (Class 10 and 12)",
      value: "Himachal Pradesh Board of School Education (HPBOSE), Dharamshala",
      hi: {
        label: "हिमाचल प्रदेश का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "हिमाचल प्रदेश स्कूल शिक्षा बोर्ड (HPBOSE), धर्मशाला",
      },
      about: {
        en: "Holds the Class 10 and Class 12 exams in Himachal Pradesh and publishes their results.",
        hi: "हिमाचल प्रदेश में कक्षा 10 और 12 की परीक्षाएँ लेता है और उनके रिज़ल्ट जारी करता है।",
      },
      source: {
        title:
          "Himachal Pradesh School Education Board, Dharamshala declares the Class 10 result (Tufan Mail News, in Hindi, 15 May 2025)",
        url: "https://tufanmailnews.com/2025/05/15/%E0%A4%B9%E0%A4%BF%E0%A4%AE%E0%A4%BE%E0%A4%9A%E0%A4%B2-%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%A6%E0%A5%87%E0%A4%B6-%E0%A4%B8%E0%A5%8D%E0%A4%95%E0%A5%82%E0%A4%B2-%E0%A4%B6%E0%A4%BF%E0%A4%95%E0%A5%8D",
      },
    }),
  ],
  uttarakhand: [
    ambulance108,
    fact({
      id: "state-uttarakhand-atal-ayushman",
      topic: "scheme",
      label: "Uttarakhand's health scheme",
      value: "Atal Ayushman Uttarakhand Yojana",
      hi: { label: "उत्तराखंड की स्वास्थ्य योजना", value: "अटल आयुष्मान उत्तराखंड योजना" },
      about: {
        en: "Free treatment in listed hospitals for residents of Uttarakhand with an Ayushman (golden) card, run by the State Health Authority; a ration card of the state is needed to get the card.",
        hi: "आयुष्मान (गोल्डन) कार्ड वाले उत्तराखंड के निवासियों के लिए सूचीबद्ध अस्पतालों में मुफ़्त इलाज; इसे राज्य स्वास्थ्य प्राधिकरण चलाता है। कार्ड के लिए राज्य का राशन कार्ड ज़रूरी है।",
      },
      source: {
        title: "Crackdown on Ayushman scheme fraud in U'khand (Garhwal Post, 4 February 2025)",
        url: "https://garhwalpost.in/crackdown-on-ayushman-scheme-fraud-in-ukhand/",
      },
    }),
    fact({
      id: "state-uttarakhand-ubse",
      topic: "board",
      label: "Uttarakhand's school board (Class 10 and 12)",
      value: "Uttarakhand Board of School Education (UBSE), Ramnagar",
      hi: {
        label: "उत्तराखंड का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "उत्तराखंड विद्यालयी शिक्षा परिषद (UBSE), रामनगर",
      },
      about: {
        en: "The UK Board: High School (Class 10) and Intermediate (Class 12) exams; results are published on the board's site.",
        hi: "यूके बोर्ड: हाईस्कूल (कक्षा 10) और इंटरमीडिएट (कक्षा 12) परीक्षाएँ; रिज़ल्ट बोर्ड की वेबसाइट पर आते हैं।",
      },
      site: "https://ubse.uk.gov.in/",
      source: {
        title: "UBSE Uttarakhand 10th, 12th result at ubse.uk.gov.in (News18, 31 July 2021)",
        url: "https://www.news18.com/news/education-career/ubse-uttarakhand-10th-12th-result-at-ubse-uk-gov-in-4028897.html",
      },
    }),
    fact({
      id: "state-uttarakhand-utu-counselling",
      topic: "test",
      label: "Uttarakhand's engineering admission (B.Tech through JEE Main)",
      value: "B.Tech counselling by Uttarakhand Technical University",
      hi: {
        label: "उत्तराखंड में इंजीनियरिंग प्रवेश (B.Tech, JEE Main से)",
        value: "उत्तराखंड तकनीकी विश्वविद्यालय की B.Tech काउंसलिंग",
      },
      about: {
        en: "Uttarakhand Technical University holds online counselling for B.Tech seats in the state's colleges, for candidates who took JEE Main: pay the fee, fill your choices, and report to the allotted college.",
        hi: "उत्तराखंड तकनीकी विश्वविद्यालय राज्य के कॉलेजों की B.Tech सीटों के लिए JEE Main देने वाले उम्मीदवारों की ऑनलाइन काउंसलिंग करता है: शुल्क जमा करें, अपनी पसंद भरें, और मिले हुए कॉलेज में रिपोर्ट करें।",
      },
      source: {
        title:
          "Uttarakhand Technical University's B.Tech counselling from 11 July, for JEE Main candidates (Nutan Savera, in Hindi)",
        url: "https://nutansavera.com/uttarakhand-technical-university-took-500-seats-tech",
      },
    }),
  ],
  punjab: [
    ambulance108,
    fact({
      id: "state-punjab-mmsy",
      topic: "scheme",
      label: "Punjab's health scheme for every family",
      value: "Mukh Mantri Sehat Yojana",
      hi: { label: "पंजाब की हर परिवार के लिए स्वास्थ्य योजना", value: "मुख्यमंत्री सेहत योजना" },
      about: {
        en: "Cashless treatment in listed government and private hospitals for every family resident in Punjab, from January 2026: enrol with a Punjab Aadhaar card and voter card at a camp or Common Service Centre to get the health card.",
        hi: "जनवरी 2026 से पंजाब के हर निवासी परिवार के लिए सूचीबद्ध सरकारी और निजी अस्पतालों में कैशलेस इलाज: हेल्थ कार्ड के लिए पंजाब के आधार कार्ड और वोटर कार्ड के साथ कैंप या कॉमन सर्विस सेंटर पर नाम लिखवाएँ।",
      },
      source: {
        title:
          "Cashless health scheme to be rolled out in Punjab on Jan 15 (The Hans India, 3 January 2026)",
        url: "https://www.thehansindia.com/news/national/cashless-health-scheme-to-be-rolled-out-in-punjab-on-jan-15-1036062",
      },
    }),
    fact({
      id: "state-punjab-pseb",
      topic: "board",
      label: "Punjab's school board (Class 10 and 12)",
      value: "Punjab School Education Board (PSEB)",
      hi: {
        label: "पंजाब का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "पंजाब स्कूल शिक्षा बोर्ड (PSEB)",
      },
      about: {
        en: "Holds the Class 10 (Matric) and Class 12 exams in Punjab; results are published on the board's site.",
        hi: "पंजाब में कक्षा 10 (मैट्रिक) और 12 की परीक्षाएँ लेता है; रिज़ल्ट बोर्ड की वेबसाइट पर आते हैं।",
      },
      site: "https://www.pseb.ac.in/",
      source: {
        title:
          "Punjab Board to declare the Class 10 result on pseb.ac.in, after the Class 12 result on 13 May (SI News Today, in Hindi)",
        url: "https://www.sinewstoday.com/18/top-story/%E0%A4%AA%E0%A4%82%E0%A4%9C%E0%A4%BE%E0%A4%AC-%E0%A4%AC%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%A1-%E0%A4%86%E0%A4%9C-%E0%A4%9C%E0%A4%BE%E0%A4%B0%E0%A5%80-%E0%A4%95%E0%A4%B0%E0%A5%87%E0%A4%97%E0%A4%BE-10/",
      },
    }),
  ],
  assam: [
    ambulance108,
    fact({
      id: "state-assam-ayushman-asom",
      topic: "scheme",
      label: "Assam's health scheme for ration-card families outside PM-JAY",
      value: "Ayushman Asom (Mukhya Mantri Jan Arogya Yojana)",
      hi: {
        label: "PM-JAY से बाहर रहे राशन कार्ड वाले परिवारों के लिए असम की स्वास्थ्य योजना",
        value: "आयुष्मान असम (मुख्यमंत्री जन आरोग्य योजना)",
      },
      about: {
        en: "Cashless treatment for families with a ration card under the Food Security Act who are not covered by Ayushman Bharat PM-JAY, in listed hospitals in Assam and in other states where PM-JAY runs.",
        hi: "खाद्य सुरक्षा क़ानून के राशन कार्ड वाले उन परिवारों के लिए कैशलेस इलाज जो आयुष्मान भारत PM-JAY में शामिल नहीं हैं, असम के सूचीबद्ध अस्पतालों में और उन राज्यों में जहाँ PM-JAY चलती है।",
      },
      source: {
        title:
          "Assam govt launches 'Ayushman Asom', 26L families to get free treatment (IANS, NewsGram, 11 May 2023)",
        url: "https://www.newsgram.com/assam/2023/05/11/assam-govt-launches-ayushman-asom-26l-families-to-get-free-treatment",
      },
    }),
    fact({
      id: "state-assam-asseb",
      topic: "board",
      label: "Assam's school board (Class 10 and 12), which replaced SEBA and AHSEC",
      value: "Assam State School Education Board (ASSEB)",
      hi: {
        label: "असम का स्कूल बोर्ड (कक्षा 10 और 12), जिसने SEBA और AHSEC की जगह ली",
        value: "असम स्टेट स्कूल एजुकेशन बोर्ड (ASSEB)",
      },
      about: {
        en: "The Board of Secondary Education, Assam (SEBA, Class 10) and the Assam Higher Secondary Education Council (AHSEC, Class 12) were merged into one board, ASSEB.",
        hi: "बोर्ड ऑफ़ सेकेंडरी एजुकेशन, असम (SEBA, कक्षा 10) और असम हायर सेकेंडरी एजुकेशन काउंसिल (AHSEC, कक्षा 12) को मिलाकर एक बोर्ड, ASSEB, बनाया गया।",
      },
      source: {
        title:
          "Assam to have a single entity for Class 10, 12 boards: SEBA and AHSEC to be merged into ASSEB (PTI, Free Press Journal, 17 November 2023)",
        url: "https://www.freepressjournal.in/education/assam-to-have-a-single-entity-for-class-10-12-boards",
      },
    }),
  ],
  "jammu-and-kashmir": [
    ambulance108,
    fact({
      id: "state-jammu-and-kashmir-sehat",
      topic: "scheme",
      label: "Jammu and Kashmir's health scheme for every resident, run with PM-JAY",
      value: "AB PM-JAY SEHAT",
      hi: {
        label: "जम्मू और कश्मीर के हर निवासी के लिए स्वास्थ्य योजना, PM-JAY के साथ",
        value: "AB PM-JAY सेहत",
      },
      about: {
        en: "Covers every resident of Jammu and Kashmir, whatever the family's income, since December 2020: cashless hospital care in listed government and private hospitals in the union territory and, through PM-JAY, across India, with a golden card.",
        hi: "दिसंबर 2020 से जम्मू और कश्मीर के हर निवासी के लिए, परिवार की आय कुछ भी हो: केंद्र शासित प्रदेश के और PM-JAY के ज़रिए पूरे भारत के सूचीबद्ध सरकारी और निजी अस्पतालों में कैशलेस इलाज, गोल्डन कार्ड से।",
      },
      source: {
        title:
          "AB PM-JAY SEHAT: health cover for all residents of Jammu and Kashmir (Greater Kashmir, from an official statement)",
        url: "https://www.greaterkashmir.com/business/ab-pmjay-sehat-rs-1225-crore-spent-on-treatment-of-over-55-lakh-patients-so-far",
      },
    }),
    fact({
      id: "state-jammu-and-kashmir-jkbose",
      topic: "board",
      label: "Jammu and Kashmir's school board (Class 10 and 12)",
      value: "Jammu and Kashmir Board of School Education (JKBOSE)",
      hi: {
        label: "जम्मू और कश्मीर का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "जम्मू-कश्मीर बोर्ड ऑफ़ स्कूल एजुकेशन (JKBOSE)",
      },
      about: {
        en: "Holds the Class 10 and Class 12 exams in Jammu and Kashmir; date sheets and results are on the board's site.",
        hi: "जम्मू और कश्मीर में कक्षा 10 और 12 की परीक्षाएँ लेता है; डेटशीट और रिज़ल्ट बोर्ड की वेबसाइट पर।",
      },
      site: "https://jkbose.nic.in/",
      source: {
        title:
          "Jammu and Kashmir Board 10th and 12th exam date sheet out at the official website jkbose.nic.in (Jansatta, in Hindi)",
        url: "https://www.jansatta.com/education/jammu-kashmir-board-10th-and-12th-exam-date-sheet-out-at-official-website-jkbose-nicin/3752454/lite",
      },
    }),
    fact({
      id: "state-jammu-and-kashmir-jkcet",
      topic: "test",
      label: "Jammu and Kashmir's entrance test for engineering",
      value: "JKCET (J&K Board of Professional Entrance Examinations, BOPEE)",
      hi: {
        label: "इंजीनियरिंग के लिए जम्मू और कश्मीर की प्रवेश परीक्षा",
        value: "JKCET (जम्मू-कश्मीर बोर्ड ऑफ़ प्रोफ़ेशनल एंट्रेंस एग्ज़ामिनेशंस, BOPEE)",
      },
      about: {
        en: "For B.E. and B.Tech in the engineering colleges of Jammu and Kashmir, for candidates domiciled in Jammu and Kashmir or Ladakh. Apply online on BOPEE's site.",
        hi: "जम्मू और कश्मीर के इंजीनियरिंग कॉलेजों में B.E. और B.Tech के लिए, जम्मू और कश्मीर या लद्दाख के अधिवासी (डोमिसाइल) उम्मीदवारों के लिए। आवेदन BOPEE की वेबसाइट पर ऑनलाइन।",
      },
      site: "https://jkbopee.gov.in/",
      source: {
        title:
          "JKCET 2022 application deadline extended till April 21: apply at jkbopee.gov.in (News18, 11 April 2022)",
        url: "https://www.news18.com/news/education-career/jkcet-2022-application-deadline-extended-till-april-21-all-you-need-to-know-jkbopee-gov-in-4959143.html",
      },
    }),
  ],
  meghalaya: [
    ambulance108,
    fact({
      id: "state-meghalaya-mhis",
      topic: "scheme",
      label: "Meghalaya's health scheme for every resident, run with PM-JAY",
      value: "Megha Health Insurance Scheme (MHIS)",
      hi: {
        label: "मेघालय के हर निवासी के लिए स्वास्थ्य योजना, PM-JAY के साथ",
        value: "मेघा हेल्थ इंश्योरेंस स्कीम (MHIS)",
      },
      about: {
        en: "For every citizen of Meghalaya except state and central government employees, with no limit on family size or age: register with a government photo ID at a district kiosk or a listed hospital's registration centre to get an e-card.",
        hi: "राज्य और केंद्र सरकार के कर्मचारियों को छोड़कर मेघालय के हर नागरिक के लिए, परिवार के आकार या उम्र की कोई सीमा नहीं: ई-कार्ड के लिए सरकारी फ़ोटो पहचान पत्र के साथ ज़िले के कियोस्क या सूचीबद्ध अस्पताल के पंजीकरण केंद्र पर नाम लिखवाएँ।",
      },
      site: "https://mhis.org.in/",
      source: {
        title:
          "Megha Health Insurance Scheme: frequently asked questions (MHIS, Government of Meghalaya)",
        url: "https://mhis.org.in/app-faq/",
      },
    }),
    fact({
      id: "state-meghalaya-mbose",
      topic: "board",
      label: "Meghalaya's school board (Class 10 and 12)",
      value: "Meghalaya Board of School Education (MBOSE)",
      hi: {
        label: "मेघालय का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "मेघालय बोर्ड ऑफ़ स्कूल एजुकेशन (MBOSE)",
      },
      about: {
        en: "Holds the SSLC (Class 10) and HSSLC (Class 12) exams in Meghalaya, from Tura and Shillong; results are on the board's site and on megresults.nic.in.",
        hi: "मेघालय में SSLC (कक्षा 10) और HSSLC (कक्षा 12) परीक्षाएँ लेता है, तुरा और शिलांग से; रिज़ल्ट बोर्ड की वेबसाइट और megresults.nic.in पर।",
      },
      site: "https://mbose.in/",
      source: {
        title:
          "MBOSE Meghalaya SSLC, HSSLC results on mbose.in and megresults.nic.in (Indian Express, 4 August 2021)",
        url: "https://indianexpress.com/article/education/mbose-meghalaya-sslc-hsslc-class-10-12-result-date-and-time-released-mbose-in-results-mbose-in-7353076/",
      },
    }),
  ],
  "arunachal-pradesh": [
    ambulance108,
    fact({
      id: "state-arunachal-pradesh-cmaay",
      topic: "scheme",
      label: "Arunachal Pradesh's health scheme, run with PM-JAY",
      value: "Chief Minister Arogya Arunachal Yojana (CMAAY)",
      hi: {
        label: "अरुणाचल प्रदेश की स्वास्थ्य योजना, PM-JAY के साथ",
        value: "मुख्यमंत्री आरोग्य अरुणाचल योजना (CMAAY)",
      },
      about: {
        en: "Health cover for the people of Arunachal Pradesh, merged with Ayushman Bharat PM-JAY: cashless treatment in listed hospitals in the state and in listed hospitals outside it for tertiary care. Families enrol to get the card.",
        hi: "अरुणाचल प्रदेश के लोगों के लिए स्वास्थ्य कवर, आयुष्मान भारत PM-JAY के साथ जुड़ा: राज्य के सूचीबद्ध अस्पतालों में और बड़े इलाज के लिए राज्य के बाहर के सूचीबद्ध अस्पतालों में कैशलेस इलाज। कार्ड के लिए परिवार नाम लिखवाते हैं।",
      },
      source: {
        title:
          "CMAAY gradually spreading presence across state (The Arunachal Times, 28 June 2021)",
        url: "https://arunachaltimes.in/index.php/2021/06/28/cmaay-gradually-spreading-presence-across-state/",
      },
    }),
  ],
  mizoram: [
    fact({
      id: "state-mizoram-muhcs",
      topic: "scheme",
      label: "Mizoram's health scheme for all families, run with PM-JAY",
      value: "Mizoram Universal Health Care Scheme (MUHCS)",
      hi: {
        label: "मिज़ोरम के सब परिवारों के लिए स्वास्थ्य योजना, PM-JAY के साथ",
        value: "मिज़ोरम यूनिवर्सल हेल्थ केयर स्कीम (MUHCS)",
      },
      about: {
        en: "Since April 2025: cashless treatment in government health facilities and listed private and church-run hospitals, for families that register (PM-JAY golden card holders, government employees, pensioners and other families, who pay an enrolment fee).",
        hi: "अप्रैल 2025 से: सरकारी स्वास्थ्य केंद्रों और सूचीबद्ध निजी व चर्च के अस्पतालों में कैशलेस इलाज, पंजीकरण कराने वाले परिवारों के लिए (PM-JAY गोल्डन कार्ड वाले, सरकारी कर्मचारी, पेंशनर और बाक़ी परिवार, जो नामांकन शुल्क देते हैं)।",
      },
      source: {
        title:
          "Over 11.54 lakh beneficiaries registered under Mizoram Universal Healthcare Scheme: minister (PTI, NewsDrum, 19 February 2026)",
        url: "https://www.newsdrum.in/national/over-1154-lakh-beneficiaries-registered-under-mizoram-universal-healthcare-scheme-minister-11134588",
      },
    }),
    fact({
      id: "state-mizoram-mbse",
      topic: "board",
      label: "Mizoram's school board (Class 10, HSLC)",
      value: "Mizoram Board of School Education (MBSE)",
      hi: {
        label: "मिज़ोरम का स्कूल बोर्ड (कक्षा 10, HSLC)",
        value: "मिज़ोरम बोर्ड ऑफ़ स्कूल एजुकेशन (MBSE)",
      },
      about: {
        en: "Holds the High School Leaving Certificate (HSLC, Class 10) exam in Mizoram; results are on the board's site.",
        hi: "मिज़ोरम में हाई स्कूल लीविंग सर्टिफ़िकेट (HSLC, कक्षा 10) परीक्षा लेता है; रिज़ल्ट बोर्ड की वेबसाइट पर।",
      },
      site: "https://mbse.edu.in/",
      source: {
        title:
          "MBSE Mizoram Board HSLC result declared: check at mbse.edu.in (Indian Express, 3 June 2021)",
        url: "https://indianexpress.com/article/education/mbse-mizoram-board-hslc-result-declared-how-to-check-class-10-result-mbse-edu-in-indiaresult-7342528/",
      },
    }),
  ],
  nagaland: [
    fact({
      id: "state-nagaland-cmhis",
      topic: "scheme",
      label: "Nagaland's health scheme, run with PM-JAY",
      value: "Chief Minister's Health Insurance Scheme (CMHIS)",
      hi: {
        label: "नगालैंड की स्वास्थ्य योजना, PM-JAY के साथ",
        value: "मुख्यमंत्री स्वास्थ्य बीमा योजना (CMHIS)",
      },
      about: {
        en: "For Nagaland's indigenous and permanent residents who are not covered by PM-JAY or another public insurance scheme (state government employees and pensioners have a category of their own): cashless hospital care, run together with PM-JAY.",
        hi: "नगालैंड के उन मूल और स्थायी निवासियों के लिए जो PM-JAY या किसी दूसरी सरकारी बीमा योजना में नहीं हैं (राज्य सरकार के कर्मचारियों और पेंशनरों की अपनी अलग श्रेणी है): अस्पताल में कैशलेस इलाज, PM-JAY के साथ।",
      },
      source: {
        title:
          "Nagaland launches Chief Minister's Health Insurance Scheme (NE Now, 14 October 2022)",
        url: "https://nenow.in/top-news/nagaland-launches-chief-ministers-health-insurance-scheme.html",
      },
    }),
    fact({
      id: "state-nagaland-nbse",
      topic: "board",
      label: "Nagaland's school board (Class 10 and 12)",
      value: "Nagaland Board of School Education (NBSE)",
      hi: {
        label: "नगालैंड का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "नगालैंड बोर्ड ऑफ़ स्कूल एजुकेशन (NBSE)",
      },
      about: {
        en: "Holds the HSLC (Class 10) and HSSLC (Class 12) exams in Nagaland, from Kohima; results are on the board's site.",
        hi: "नगालैंड में HSLC (कक्षा 10) और HSSLC (कक्षा 12) परीक्षाएँ लेता है, कोहिमा से; रिज़ल्ट बोर्ड की वेबसाइट पर।",
      },
      site: "https://nbsenl.edu.in/",
      source: {
        title: "A brief profile of the Nagaland Board of School Education (NBSE)",
        url: "https://nbsenl.edu.in/about-nbse",
      },
    }),
    fact({
      id: "state-nagaland-nsee",
      topic: "test",
      label: "Nagaland's entrance exam for technical courses",
      value: "NSEE (Nagaland State Entrance Examination), held by NBSE",
      hi: {
        label: "तकनीकी कोर्स के लिए नगालैंड की प्रवेश परीक्षा",
        value: "NSEE (नगालैंड स्टेट एंट्रेंस एग्ज़ामिनेशन), NBSE की परीक्षा",
      },
      about: {
        en: "The Nagaland board holds the Nagaland State Entrance Examination for technical courses. Notices are on the board's site.",
        hi: "नगालैंड बोर्ड तकनीकी कोर्स के लिए नगालैंड स्टेट एंट्रेंस एग्ज़ामिनेशन लेता है। सूचनाएँ बोर्ड की वेबसाइट पर।",
      },
      site: "https://nbsenl.edu.in/",
      source: {
        title: "A brief profile of the Nagaland Board of School Education (NBSE)",
        url: "https://nbsenl.edu.in/about-nbse",
      },
    }),
  ],
  goa: [
    ambulance108,
    fact({
      id: "state-goa-ddssy",
      topic: "scheme",
      label: "Goa's health insurance scheme for its residents",
      value: "Deen Dayal Swasthya Seva Yojana (DDSSY)",
      hi: {
        label: "गोवा के निवासियों के लिए स्वास्थ्य बीमा योजना",
        value: "दीन दयाल स्वास्थ्य सेवा योजना (DDSSY)",
      },
      about: {
        en: "Health insurance for people who have lived in Goa for five years or more: cashless treatment, up to the family's yearly cover, in government hospitals and listed private hospitals.",
        hi: "पाँच साल या उससे ज़्यादा से गोवा में रह रहे लोगों के लिए स्वास्थ्य बीमा: परिवार के सालाना कवर तक, सरकारी और सूचीबद्ध निजी अस्पतालों में कैशलेस इलाज।",
      },
      source: {
        title:
          "Deen Dayal Swasthya Seva Yojana launched: universal health cover for Goa's residents (Goan Reporter, 1 September 2016)",
        url: "https://goanreporter.com/ddssy-scheme-launched",
      },
    }),
    fact({
      id: "state-goa-gbshse",
      topic: "board",
      label: "Goa's school board (Class 10 and 12)",
      value: "Goa Board of Secondary and Higher Secondary Education (GBSHSE), Porvorim",
      hi: {
        label: "गोवा का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "गोवा माध्यमिक और उच्च माध्यमिक शिक्षा बोर्ड (GBSHSE), पर्वरी",
      },
      about: {
        en: "Holds the SSC (Class 10) and HSSC (Class 12) exams in Goa; results are on the board's site and on DigiLocker.",
        hi: "गोवा में SSC (कक्षा 10) और HSSC (कक्षा 12) परीक्षाएँ लेता है; रिज़ल्ट बोर्ड की वेबसाइट और डिजिलॉकर पर।",
      },
      site: "https://www.gbshse.in/",
      source: {
        title:
          "SSC result tomorrow, on www.gbshse.in and results.gbshsegoa.net, says the Goa Board (Tarun Bharat, in Marathi, April 2025)",
        url: "https://m.tarunbharat.com/article/10th-result-tomorrow/1487614",
      },
    }),
    fact({
      id: "state-goa-dte-admission",
      topic: "test",
      label:
        "Goa's admission to engineering, pharmacy and medical degrees (GCET has been discontinued)",
      value: "Directorate of Technical Education, Goa: admission on JEE Main and NEET scores",
      hi: {
        label: "गोवा में इंजीनियरिंग, फ़ार्मेसी और मेडिकल डिग्री में प्रवेश (GCET बंद हो चुकी है)",
        value: "तकनीकी शिक्षा निदेशालय, गोवा: JEE Main और NEET के अंकों से प्रवेश",
      },
      about: {
        en: "Goa's own entrance test (GCET) has been discontinued: the Directorate of Technical Education admits to engineering and pharmacy on JEE Main scores and to medical courses on NEET scores. Apply to the Directorate when it opens applications.",
        hi: "गोवा की अपनी प्रवेश परीक्षा (GCET) बंद हो चुकी है: तकनीकी शिक्षा निदेशालय इंजीनियरिंग और फ़ार्मेसी में JEE Main के अंकों से और मेडिकल कोर्स में NEET के अंकों से प्रवेश देता है। आवेदन खुलने पर निदेशालय में आवेदन करें।",
      },
      source: {
        title:
          "Goa DTE to begin admissions for professional courses from May 7; GCET discontinued (Goemkarponn)",
        url: "https://goemkarponn.com/goa-dte-to-begin-admissions-for-professional-courses-from-may-7",
      },
    }),
  ],
  manipur: [
    fact({
      id: "state-manipur-cmht",
      topic: "scheme",
      label: "Manipur's health scheme for poor families",
      value: "Chief Minister-gi Hakshelgi Tengbang (CMHT)",
      hi: {
        label: "ग़रीब परिवारों के लिए मणिपुर की स्वास्थ्य योजना",
        value: "चीफ़ मिनिस्टर-गी हकशेलगी तेंगबांग (CMHT)",
      },
      about: {
        en: "Cashless treatment for eligible poor families in the scheme's listed (empanelled) hospitals in Manipur, with a CMHT health card.",
        hi: "पात्र ग़रीब परिवारों के लिए मणिपुर के सूचीबद्ध अस्पतालों में कैशलेस इलाज, CMHT हेल्थ कार्ड से।",
      },
      source: {
        title:
          "Manipur: Rs 280 crores spent for 2 lakh poor under health scheme, says CM (NE Now, 22 January 2025)",
        url: "https://nenow.in/north-east-news/manipur/manipur-rs-280-crores-spent-for-2-lakh-poor-under-health-scheme-says-cm.html",
      },
    }),
    fact({
      id: "state-manipur-bosem-cohsem",
      topic: "board",
      label: "Manipur's school boards (Class 10, and Class 12)",
      value:
        "Board of Secondary Education Manipur (BOSEM) and Council of Higher Secondary Education Manipur (COHSEM)",
      hi: {
        label: "मणिपुर के स्कूल बोर्ड (कक्षा 10, और कक्षा 12)",
        value: "बोर्ड ऑफ़ सेकेंडरी एजुकेशन मणिपुर (BOSEM) और काउंसिल ऑफ़ हायर सेकेंडरी एजुकेशन मणिपुर (COHSEM)",
      },
      about: {
        en: "BOSEM holds the High School Leaving Certificate (HSLC, Class 10) exam; COHSEM holds the Higher Secondary (Class 12) exam.",
        hi: "BOSEM हाई स्कूल लीविंग सर्टिफ़िकेट (HSLC, कक्षा 10) परीक्षा लेता है; COHSEM हायर सेकेंडरी (कक्षा 12) परीक्षा लेती है।",
      },
      source: {
        title:
          "Manipur Class XII board exam begins; BoSEM's HSLC exam from 19 February (Northeast Today, 17 February 2025)",
        url: "https://www.northeasttoday.in/2025/02/17/manipur-class-xii-board-exam-begins-over-29000-students-appear/",
      },
    }),
  ],
  tripura: [
    fact({
      id: "state-tripura-cmjay",
      topic: "scheme",
      label: "Tripura's health scheme for families outside PM-JAY",
      value: "Mukhya Mantri Jan Arogya Yojana (CM-JAY)",
      hi: {
        label: "PM-JAY से बाहर रहे परिवारों के लिए त्रिपुरा की स्वास्थ्य योजना",
        value: "मुख्यमंत्री जन आरोग्य योजना (CM-JAY)",
      },
      about: {
        en: "Since February 2024, health cover in line with PM-JAY for families in Tripura not covered by Ayushman Bharat or another government insurance scheme, government employees included.",
        hi: "फ़रवरी 2024 से, PM-JAY की तरह का स्वास्थ्य कवर, त्रिपुरा के उन परिवारों के लिए जो आयुष्मान भारत या किसी दूसरी सरकारी बीमा योजना में नहीं हैं, सरकारी कर्मचारी भी।",
      },
      source: {
        title:
          "Tripura government launches its health insurance scheme (The Hindu, 16 February 2024)",
        url: "https://www.thehindu.com/news/national/other-states/tripura-government-launches-its-health-insurance-scheme/article67849814.ece",
      },
    }),
    fact({
      id: "state-tripura-tbse",
      topic: "board",
      label: "Tripura's school board (Class 10 and 12)",
      value: "Tripura Board of Secondary Education (TBSE)",
      hi: {
        label: "त्रिपुरा का स्कूल बोर्ड (कक्षा 10 और 12)",
        value: "त्रिपुरा बोर्ड ऑफ़ सेकेंडरी एजुकेशन (TBSE)",
      },
      about: {
        en: "Holds the Madhyamik (Class 10) and Higher Secondary (Class 12) exams in Tripura; results are on the board's site and on tbresults.tripura.gov.in.",
        hi: "त्रिपुरा में माध्यमिक (कक्षा 10) और हायर सेकेंडरी (कक्षा 12) परीक्षाएँ लेता है; रिज़ल्ट बोर्ड की वेबसाइट और tbresults.tripura.gov.in पर।",
      },
      site: "https://tbse.tripura.gov.in/",
      source: {
        title:
          "TBSE result 2021: Tripura Board announces results of Classes 10, 12 on tbse.tripura.gov.in (News18, 31 July 2021)",
        url: "https://www.news18.com/news/education-career/tbse-result-2021-tripura-board-announces-results-of-classes-10-12-check-here-4031006.html",
      },
    }),
    fact({
      id: "state-tripura-tjee",
      topic: "test",
      label: "Tripura's entrance exam for professional degree courses",
      value: "TJEE (Tripura Board of Joint Entrance Examination, TBJEE)",
      hi: {
        label: "प्रोफ़ेशनल डिग्री कोर्स के लिए त्रिपुरा की प्रवेश परीक्षा",
        value: "TJEE (त्रिपुरा बोर्ड ऑफ़ जॉइंट एंट्रेंस एग्ज़ामिनेशन, TBJEE)",
      },
      about: {
        en: "For admission to Tripura's colleges: papers in physics, chemistry, mathematics and biology; seats are given by counselling on the merit list.",
        hi: "त्रिपुरा के कॉलेजों में प्रवेश के लिए: भौतिकी, रसायन, गणित और जीव विज्ञान के पेपर; सीटें मेरिट सूची पर काउंसलिंग से मिलती हैं।",
      },
      source: {
        title:
          "Tripura JEE application deadline extended: TBJEE's TJEE 2021 for Tripura-based colleges (News18)",
        url: "https://www.news18.com/news/education-career/tripura-jee-application-deadline-extended-tjee-jee-main-tseamcet-wbjee-3675389.html",
      },
    }),
  ],
  puducherry: [ambulance108],
  sikkim: [ambulance108],
  "dadra-and-nagar-haveli-and-daman-and-diu": [ambulance108],
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
