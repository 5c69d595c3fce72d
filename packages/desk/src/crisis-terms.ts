/**
 * The project's one list of crisis words (DESIGN.md "Urgent help and contact" and "Service desk"),
 * and the one matcher that reads them, shared by site search and the service desk
 * (`@saathi/desk/crisis-terms`; browser-safe: no server code, loaded by the search dialog and the
 * /search page only, never by a page's start-up code):
 * - site search (components/search/, and the site server's /search without JavaScript): a query
 *   with any of these words gets the urgent-help lines and the link to
 *   /help-for-suicidal-thoughts above every result (`isCrisisQuery`);
 * - the service desk: a request whose text has a word of the acute kinds (`RISK_KINDS`: suicide,
 *   self-harm, overdose or poisoning, abuse and violence) is flagged "possible risk"
 *   (`isPossibleRisk`). Panic, depression, anxiety and stress show the lines in search but do not
 *   flag a request: most requests for counselling would say them.
 *
 * The words: suicide and wanting to die, self-harm, overdose, abuse (domestic violence, rape,
 * sexual harassment, ragging and bullying), panic, depression, anxiety and stress, each in
 * English, in Hindi (Devanagari) and in Hindi typed in Latin letters (Hinglish), in Bengali (its
 * own script, as written in West Bengal) and Marathi (Devanagari), and in both typed in Latin
 * letters ("atmohotya", "jiv dyaycha"), with the
 * inflections people type (दूंगा/दूंगी, जाऊं/जाऊंगा: a term ending in "*" also matches the words
 * that begin with it) and the misspellings typed in a hurry. Method phrases ("hang myself",
 * "फांसी लगा", "zeher kha") are listed because they are among the surest signs; they are only
 * ever matched, never shown.
 *
 * Matching ignores case, punctuation, accents, Devanagari and Bengali nuktas and zero-width joiners,
 * chandrabindu against anusvara, and spacing inside a phrase ("self harm", "self-harm" and
 * "selfharm" are one term), but compares whole words, so "diet", "marks", "मरीज़" or "रेपो" never
 * match. Keep the list to words whose everyday meaning is the crisis: a false alarm shows a phone
 * number (or puts a request first in the staff queue), a missed one shows nothing, but a common
 * word here would bury results in noise. crisis-terms.test.ts holds both directions, in a table
 * of real queries.
 */

/** Grouped by kind; every group is matched the same way. */
export const crisisTerms = {
  suicide: [
    // English
    "suicid*",
    "kill myself",
    "killing myself",
    "kil myself",
    "kill my self",
    "end my life",
    "ending my life",
    "end my own life",
    "end it all",
    "end myself",
    "take my life",
    "take my own life",
    "want to die",
    "wanna die",
    "want 2 die",
    "going to die tonight",
    "wish i was dead",
    "wish i were dead",
    "better off dead",
    "dont want to live",
    "do not want to live",
    "dont want to be alive",
    "no reason to live",
    "nothing to live for",
    "not worth living",
    "tired of living",
    "no will to live",
    "hang myself",
    "hanging myself",
    "poison myself",
    // misspellings
    "sucide",
    "sucidal",
    "suside",
    "susaid",
    "suiside",
    "suisidal",
    "suicde",
    "suicdal",
    "sucicide",
    "siucide",
    "suacide",
    "suecide",
    // Hindi
    "आत्महत्या",
    "आतमहत्या",
    "आत्महत्‍या",
    "आत्महतया",
    "खुदकुशी",
    "खुदखुशी",
    "खुदकशी",
    "सुसाइड",
    "सूसाइड",
    "सुइसाइड",
    "सुसाईड",
    "मरना चाहता",
    "मरना चाहती",
    "मरना चाहते",
    "मरना है",
    "मर जाना चाहता",
    "मर जाना चाहती",
    "मर जाना चाहते",
    "मर जाना है",
    "मर जाऊं*",
    "मर जाउं*",
    "मर जाऊ",
    "मरने का मन",
    "मरने का दिल",
    "मरने की इच्छा",
    "मरने के खयाल",
    "मरने के ख्याल",
    "मरने के विचार",
    "मरने की सोच",
    "जीना नहीं",
    "जीना नही",
    "जीने का मन नहीं",
    "जीने की इच्छा नहीं",
    "जीने की इच्छा नही",
    "जीने की वजह नहीं",
    "जीने की कोई वजह नहीं",
    "जीने का मतलब नहीं",
    "जीने का कोई मतलब नहीं",
    "जिंदगी खत्म",
    "जिन्दगी खत्म",
    "जिंदगी खतम",
    "जिन्दगी खतम",
    "जिंदगी से तंग",
    "जिन्दगी से तंग",
    "जीवन खत्म",
    "जीवन समाप्त",
    "जान दे दूं*",
    "जान दे दू",
    "जान दे दूगा",
    "जान दे दूगी",
    "जान देना",
    "जान देने",
    "अपनी जान",
    "खुद को मार*",
    "खुद को खत्म",
    "अपने आप को मार*",
    "अपने आप को खत्म",
    "फांसी लगा*",
    "फंदा लगा*",
    "जहर खा*",
    // Hinglish
    "khudkushi",
    "khudkhushi",
    "khudkusi",
    "khudkashi",
    "aatmhatya",
    "atmhatya",
    "aatmahatya",
    "atmahatya",
    "aatmhatyaa",
    "marna chahta",
    "marna chahti",
    "marna chahte",
    "marna chahata",
    "marna hai",
    "marna h",
    "mar jana chahta",
    "mar jana chahti",
    "mar jana hai",
    "mar jau*",
    "mar jaau*",
    "mar jaoon*",
    "marne ka man",
    "marne ka mann",
    "marne ka dil",
    "marne ki ichha",
    "marne ki iccha",
    "marne ki icha",
    "marne ke khayal",
    "marne ke khyal",
    "marne ke vichar",
    "jeena nahi",
    "jeena nahin",
    "jina nahi",
    "jeene ka man nahi",
    "jeene ka mann nahi",
    "jeene ki ichha nahi",
    "jeene ki iccha nahi",
    "jeene ki icha nahi",
    "jine ki ichha nahi",
    "jeene ki wajah nahi",
    "jeene ki vajah nahi",
    "jeene ka matlab nahi",
    "jeene ka koi matlab nahi",
    "zindagi khatam",
    "zindagi khatm",
    "jindagi khatam",
    "jindagi khatm",
    "zindagi se tang",
    "jindagi se tang",
    "jaan de du*",
    "jan de du*",
    "jaan dena",
    "jaan dene",
    "khud ko maar*",
    "khud ko khatam",
    "apne aap ko maar*",
    "apne aap ko khatam",
    "fansi laga*",
    "phansi laga*",
    "faansi laga*",
    "zeher kha*",
    "zehar kha*",
    "zahar kha*",
    // Bengali
    "আত্মহত্যা*",
    "আত্মহনন",
    "আত্মঘাতী",
    "সুইসাইড",
    "মরে যেতে চাই",
    "মরে যেতে ইচ্ছে",
    "মরে যেতে ইচ্ছা",
    "মরতে চাই",
    "মরতে ইচ্ছে",
    "মরতে ইচ্ছা",
    "মরার ইচ্ছে",
    "মরার ইচ্ছা",
    "বাঁচতে চাই না",
    "বাঁচতে ইচ্ছে করে না",
    "বাঁচার ইচ্ছে নেই",
    "বাঁচার ইচ্ছা নেই",
    "বেঁচে থাকার ইচ্ছে নেই",
    "বেঁচে থাকতে চাই না",
    "বেঁচে থেকে লাভ নেই",
    "বেঁচে থাকার মানে নেই",
    "নিজেকে শেষ করে দে*",
    "নিজেকে শেষ করে দি*",
    "নিজেকে মেরে ফেল*",
    "জীবন শেষ করে দে*",
    "জীবন শেষ করে দি*",
    "গলায় দড়ি",
    "গলায় ফাঁস",
    "বিষ খেয়ে",
    "বিষ খাব",
    "বিষ খেতে",
    // Bengali typed in Latin letters
    "atmohot*",
    "aatmohot*",
    "atmahot*",
    "attohot*",
    "atmohatya",
    "atmohottya",
    "more jete chai",
    "more jete ichhe",
    "more jete icche",
    "morte chai",
    "marte chai",
    "morar ichhe",
    "morar icche",
    "banchte chai na",
    "bachte chai na",
    "bachte ichhe kore na",
    "bachar ichhe nei",
    "banchar ichhe nei",
    "benche theke labh nei",
    "nijeke shesh kore",
    "nijeke sesh kore",
    "nijeke mere fel*",
    "jibon shesh kore",
    "golay dori",
    "galay dori",
    "bish kheye",
    "bish khabo",
    // Marathi (आत्महत्या is Hindi's word too, above)
    "आत्महत्ये*",
    "जीव द्यायचा",
    "जीव द्यायचं",
    "जीव द्यायचे",
    "जीव द्यावासा",
    "जीव देईन",
    "जीव देणार",
    "जीव देऊन टाक*",
    "मरायचं आहे",
    "मरायचे आहे",
    "मरायचंय",
    "मरावंसं वाटत*",
    "मरावेसे वाटत*",
    "मरून जायचं",
    "मरून जायचे",
    "मरून जावंसं",
    "मरून जावेसे",
    "जगायचं नाही",
    "जगायचे नाही",
    "जगावंसं वाटत नाही",
    "जगावेसे वाटत नाही",
    "जगण्यात अर्थ नाही",
    "जगण्याची इच्छा नाही",
    "स्वतःला संपव*",
    "स्वत:ला संपव*",
    "आयुष्य संपव*",
    "जीवन संपव*",
    "गळफास",
    "फाशी घे*",
    "विष पिऊन",
    "विष प्याय*",
    "विष घे*",
    // Marathi typed in Latin letters
    "jiv dyaycha",
    "jeev dyaycha",
    "jiv dyaych",
    "jiv dyayche",
    "jiv dyavasa",
    "jiv dein",
    "jeev dein",
    "jiv denar",
    "marun jaycha",
    "marun jaych",
    "marun jayche",
    "marayche ahe",
    "maraycha ahe",
    "maraychay",
    "maravasa vatat*",
    "maravasa watat*",
    "jagayche nahi",
    "jagaycha nahi",
    "jagaych nahi",
    "jagnyat artha nahi",
    "jagnyat arth nahi",
    "swatala sampav*",
    "swatahla sampav*",
    "ayushya sampav*",
    "aayushya sampav*",
    "galfas",
    "gal fas",
    "phashi ghe*",
    "fashi ghe*",
    "vish piun",
    "vish pyay*",
    "aatmahatye*",
    "atmahatye*",
  ],
  selfHarm: [
    "self harm*",
    "self injur*",
    "harm myself",
    "harm my self",
    "harming myself",
    "hurt myself",
    "hurt my self",
    "hurting myself",
    "cut myself",
    "cutting myself",
    "slef harm",
    "self hram",
    "सेल्फ हार्म*",
    "सेल्फहार्म",
    "खुद को नुकसान",
    "खुद को चोट",
    "खुद को काट*",
    "अपने आप को नुकसान",
    "अपने आप को चोट",
    "अपने आप को काट*",
    "नस काट*",
    "khud ko nuksan",
    "khud ko nuksaan",
    "khud ko nukshan",
    "khud ko chot",
    "khud ko kaat*",
    "khud ko kat*",
    "apne aap ko nuksan",
    "apne aap ko nuksaan",
    "apne aap ko chot",
    "apne aap ko kaat*",
    "nas kaat*",
    // Bengali
    "নিজেকে আঘাত",
    "নিজের ক্ষতি কর*",
    "নিজেকে কেটে",
    "নিজেকে কাট*",
    "শিরা কাট*",
    "nijeke aghat",
    "nijer khoti kor*",
    "nijer kkhoti kor*",
    "nijeke kete",
    "shira kat*",
    "shira kete",
    // Marathi
    "स्वतःला इजा",
    "स्वत:ला इजा",
    "स्वतःला जखम",
    "स्वत:ला जखम",
    "स्वतःला कापून",
    "स्वत:ला कापून",
    "स्वतःला कापत",
    "स्वत:ला कापत",
    "स्वतःला दुखापत",
    "स्वत:ला दुखापत",
    "नस काप*",
    "swatala ija",
    "swatahla ija",
    "swatala jakham",
    "swatala kapun",
    "swatala dukhapat",
    "nas kap*",
  ],
  overdose: [
    "overdos*",
    "ovredose",
    "over dose",
    "ओवरडोज",
    "ओवरडोस",
    "ओवर डोज",
    "जहर",
    "zeher",
    "zehar",
    "ওভারডোজ",
    "ওভারডোস",
    "বিষ",
    "ओव्हरडोस",
    "ओव्हरडोज",
    "विष",
  ],
  abuse: [
    "abus*",
    "domestic violence",
    "sexual assault*",
    "sexually assault*",
    "rape",
    "raped",
    "raping",
    "rapist",
    "molest*",
    "harass*",
    "ragging",
    "bullying",
    "bullied",
    "stalking",
    "stalker",
    "मारपीट",
    "शोषण",
    "घरेलू हिंसा",
    "उत्पीडन",
    "दुर्व्यवहार",
    "रेप",
    "बलात्कार",
    "छेड़छाड़",
    "छेड़खानी",
    "रैगिंग",
    "हैरेसमेंट",
    "हरासमेंट",
    "maarpeet",
    "marpeet",
    "maar peet",
    "shoshan",
    "balatkar",
    "balaatkar",
    "chhedchhad",
    "chhedchaad",
    "chedchad",
    "chhedkhani",
    "gharelu hinsa",
    // Bengali
    "নির্যাতন",
    "নির্যাতিত",
    "ধর্ষণ",
    "ধর্ষিত",
    "ধর্ষক",
    "যৌন হয়রানি",
    "যৌন হেনস্থা",
    "শ্লীলতাহানি",
    "গার্হস্থ্য হিংসা",
    "পারিবারিক হিংসা",
    "মারধর",
    "র‍্যাগিং",
    "র‍্যাগ করে",
    "ইভটিজিং",
    "dhorshon",
    "dhorson",
    "dharshan",
    "nirjaton",
    "nirjatan",
    "mardhor",
    "maardhor",
    "jouno hoyrani",
    "jouno henostha",
    // Marathi
    "छळ",
    "लैंगिक छळ",
    "शारीरिक छळ",
    "मानसिक छळ",
    "कौटुंबिक हिंसा*",
    "घरगुती हिंसा*",
    "विनयभंग",
    "मारहाण",
    "अत्याचार",
    "रॅगिंग",
    "laingik chhal",
    "laingik chal",
    "kautumbik hinsa",
    "gharguti hinsa",
    "vinaybhang",
    "marhan",
    "maarhaan",
    "maarhan",
    "atyachar",
  ],
  // Issue 20: addiction shows the lines in search (Tele-MANAS answers it) without flagging a
  // request, as the review of 2026-11-28 accepted for "नशा मुक्ति केंद्र".
  addiction: ["नशा", "nasha"],
  panic: [
    "panic",
    "panics",
    "panicky",
    "panicking",
    "panicked",
    "panic attack*",
    "घबराहट",
    "पैनिक",
    "ghabrahat",
    "ghabrahut",
    "ghabraahat",
    "ghabrat",
    // Bengali
    "আতঙ্ক",
    "প্যানিক",
    "বুক ধড়ফড়",
    "atonko",
    "aatonko",
    "atanka",
    "buk dhorphor",
    "buk dhorfor",
    // Marathi
    "पॅनिक",
    "घबराट",
    "भीतीचा झटका",
    "छातीत धडधड",
    "bhiticha zatka",
    "bhiticha jhatka",
  ],
  depression: [
    "depression",
    "depressions",
    "depressed",
    "depressive",
    "depressing",
    "hopeless",
    "depresion",
    "depresssion",
    "deppression",
    "dipression",
    "depresed",
    "डिप्रेशन",
    "डिप्रेसन",
    "डिप्रेस्ड",
    "अवसाद",
    "नाउम्मीद",
    "dipresan",
    "depreshan",
    // Bengali
    "বিষণ্ণতা",
    "বিষন্নতা",
    "অবসাদ",
    "অবসাদগ্রস্ত",
    "ডিপ্রেশন",
    "ডিপ্রেসড",
    "bishonnota",
    "bisonnota",
    "obosad",
    "abosad",
    "obosaad",
    // Marathi
    "नैराश्य",
    "नैराश्यात",
    "डिप्रेशनमध्ये",
    "nairashya",
    "nairashy",
    "nairashyat",
  ],
  anxiety: [
    "anxi*",
    "anxity",
    "axiety",
    "anziety",
    "anexiety",
    "anxeity",
    "stress",
    "stressed",
    "tension",
    "चिंता",
    "बेचैनी",
    "एंग्जायटी",
    "एंग्जाइटी",
    "एंजायटी",
    "एंजाइटी",
    "तनाव",
    "टेंशन",
    "स्ट्रेस",
    "chinta",
    "bechaini",
    "tanav",
    "tanaav",
    // Bengali
    "দুশ্চিন্তা",
    "উদ্বেগ",
    "উৎকণ্ঠা",
    "অ্যাংজাইটি",
    "এংজাইটি",
    "টেনশন",
    "মানসিক চাপ",
    "স্ট্রেস",
    "dushchinta",
    "duschinta",
    "udbeg",
    "udweg",
    "utkontha",
    "manosik chap",
    "mansik chap",
    // Marathi
    "अस्वस्थता",
    "मानसिक ताण",
    "ताणतणाव",
    "अँक्झायटी",
    "अँग्झायटी",
    "टेन्शन",
    "mansik tan",
    "manasik tan",
    "tantanav",
    "taantanaav",
    "taan tanav",
  ],
} as const satisfies Record<string, readonly string[]>;

export type CrisisKind = keyof typeof crisisTerms;

/**
 * The kinds that flag a service-desk request "possible risk" (DESIGN.md "Service desk"): the
 * person, or someone they write about, may be in danger now.
 */
export const RISK_KINDS: readonly CrisisKind[] = ["suicide", "selfHarm", "overdose", "abuse"];

/**
 * A text's words as matching sees them: lower case, no accents, no Devanagari or Bengali nuktas
 * (ज़ and ज, য় and য are one letter here) or zero-width joiners, Devanagari chandrabindu read
 * as anusvara, Bengali chandrabindu dropped (often left out in a hurry: বাঁচতে, বাচতে),
 * apostrophes dropped ("don't" is "dont"), and every other non-letter a word break.
 */
export function matchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c\u09bc\u0981\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

type CompiledTerm = {
  kind: CrisisKind;
  joined: string;
  prefix: boolean;
  breaks: Set<number>;
  words: number;
};

function compile(kind: CrisisKind, term: string): CompiledTerm {
  const prefix = term.endsWith("*");
  const words = matchWords(prefix ? term.slice(0, -1) : term);
  const breaks = new Set<number>([0]);
  let offset = 0;
  for (const word of words) breaks.add((offset += word.length));
  return { kind, joined: words.join(""), prefix, breaks, words: words.length };
}

const compiled: CompiledTerm[] = (Object.keys(crisisTerms) as CrisisKind[]).flatMap((kind) =>
  crisisTerms[kind].map((term) => compile(kind, term)),
);
/** Whole-word terms by their letters, so a long request is read in one pass. */
const exact = new Map<string, CompiledTerm[]>();
for (const term of compiled.filter((t) => !t.prefix))
  exact.set(term.joined, [...(exact.get(term.joined) ?? []), term]);
const prefixes = compiled.filter((term) => term.prefix);
// A phrase may be typed with fewer spaces than listed ("selfharm") or more ("khud kushi").
const MAX_SPAN = Math.max(...compiled.map((term) => term.words)) + 2;
/** A word shorter than this may not be glued to its neighbours: "a bus" is not "abus(e)". */
const MIN_PIECE = 3;

function spanMatches(span: string[], joined: string, term: CompiledTerm): boolean {
  if (term.prefix ? !joined.startsWith(term.joined) : joined !== term.joined) return false;
  let offset = 0;
  for (const [i, word] of span.entries()) {
    const end = offset + word.length;
    const last = i === span.length - 1;
    // A short word counts only where the term itself has a word break on both sides of it.
    if (
      word.length < MIN_PIECE &&
      span.length > 1 &&
      !(term.breaks.has(offset) && (term.breaks.has(end) || (last && term.prefix)))
    )
      return false;
    // For "term*", the listed part must reach into the last word, not end before it.
    if (last && term.prefix && offset >= term.joined.length) return false;
    offset = end;
  }
  return true;
}

/** The kinds of crisis a text speaks of (none: an empty set). */
export function crisisKinds(text: string): Set<CrisisKind> {
  const words = matchWords(text);
  const kinds = new Set<CrisisKind>();
  for (let start = 0; start < words.length; start++) {
    let joined = "";
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_SPAN); end++) {
      joined += words[end - 1];
      const span = words.slice(start, end);
      for (const term of [...(exact.get(joined) ?? []), ...prefixes])
        if (!kinds.has(term.kind) && spanMatches(span, joined, term)) kinds.add(term.kind);
    }
  }
  return kinds;
}

/**
 * Whether a search query is about suicide, self-harm, overdose, abuse, addiction, panic,
 * depression, anxiety or stress: search shows the urgent-help lines first.
 */
export function isCrisisQuery(query: string): boolean {
  return crisisKinds(query).size > 0;
}

/** Whether a request's text speaks of an acute danger (`RISK_KINDS`): the desk flags it. */
export function isPossibleRisk(text: string): boolean {
  const kinds = crisisKinds(text);
  return RISK_KINDS.some((kind) => kinds.has(kind));
}
