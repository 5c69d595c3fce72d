/**
 * Words people search the Hindi pages with that the pages do not use themselves, added to the
 * Hindi search index only (scripts/postbuild.ts), never to the page people read: Hindi typed in
 * Latin letters (tanav, dawai, bhartee), the English words everyday Hindi uses (tension,
 * admission, ICU) and the other spelling of a word (दवाई where a page says दवा). Keep each list
 * to what the page really covers. (English pages: content/search-keywords.ts.)
 */
import type { SitePath } from "../routes.ts";

type Keywords = Partial<Record<SitePath, readonly string[]>>;

/**
 * Hindi words in Latin letters, one word each, in the spellings people type. A query with one of
 * them also searches the Hindi pages from an English page (components/search/search-core.ts), so
 * no English word belongs here (a test checks them against the English pages' words): English
 * words and phrases go in `otherWords` below.
 */
const romanised: Keywords = {
  "/": ["madad", "sahayata", "jankari"],
  "/services": ["sevayen", "madad"],
  "/patient-support": [
    "marij",
    "mareez",
    "mariz",
    "aspatal",
    "aspataal",
    "ilaj",
    "ilaaj",
    "bimari",
    "beemari",
    "parivar",
    "madad",
  ],
  "/student-support": ["chhatra", "vidyarthi", "padhai", "padhaai", "madad"],
  "/academic-counseling": ["salah", "padhai", "padhaai", "pariksha", "tanav"],
  "/personal-support": ["madad", "sahayata", "ghante"],
  "/icu-ward-assistance": [
    "bhartee",
    "bharti",
    "aspatal",
    "aspataal",
    "marij",
    "mareez",
    "dawai",
    "davai",
    "dawa",
    "dava",
    "daktar",
    "parivar",
  ],
  "/academic-pathfinder": ["padhai", "padhaai", "vishay"],
  "/find-best-school": ["vidyalay", "vidyalaya", "accha", "achha"],
  "/medical-appointment-assistance": [
    "daktar",
    "dawai",
    "davai",
    "dawa",
    "dava",
    "parchi",
    "parcha",
    "jaanch",
    "janch",
    "aspatal",
    "aspataal",
    "bhartee",
    "bharti",
  ],
  "/choosing-coaching": ["taiyari", "tayari", "taiyaari", "padhai", "padhaai"],
  "/peer-support-groups": ["akela", "akelapan", "dost", "dosti", "baat"],
  "/strategic-decision-support": ["faisla", "faisala", "taiyari", "tayari"],
  "/mental-health-support": [
    "tanav",
    "tanaav",
    "chinta",
    "ghabrahat",
    "bechaini",
    "udaas",
    "udas",
    "udasi",
    "akelapan",
    "neend",
    "aatmhatya",
    "atmhatya",
    "khudkushi",
  ],
  "/stream-selection-guide": ["vishay", "chunav"],
  "/study-tips": ["padhai", "padhaai", "parhai", "taiyari", "tayari", "taiyaari", "yaad", "neend"],
  "/exercise-videos": ["kasrat", "vyayam", "sehat"],
  "/avoid-distractions": ["dhyan", "dhyaan", "bhatakna", "padhai", "padhaai"],
  "/friends-impact": ["dost", "dosti", "doston", "dosto", "asar"],
  "/audio-lectures": ["sunkar", "padhai", "padhaai"],
  "/online-coaching-downsides": ["padhai", "padhaai"],
  "/school-pros-cons": ["vidyalay", "vidyalaya", "fayde", "nuksan", "nuksaan"],
  "/digital-distractions": ["aadat"],
  "/social-environment-distractions": ["jagah", "shor", "kamra", "padhai", "padhaai"],
  "/internal-thoughts-distractions": ["chinta", "bechaini", "vichar", "khayal"],
  "/contact": ["sampark", "baat"],
  "/help-for-suicidal-thoughts": [
    "aatmhatya",
    "atmhatya",
    "aatmahatya",
    "khudkushi",
    "khudkhushi",
    "marna",
    "chahta",
    "chahti",
    "jeena",
    "zindagi",
    "jindagi",
  ],
  "/exam-stress": [
    "tanav",
    "tanaav",
    "pariksha",
    "pareeksha",
    "imtihan",
    "imtehan",
    "ghabrahat",
    "chinta",
    "natija",
  ],
};

/** Devanagari spellings and synonyms the page lacks, English words said in Hindi, and phrases. */
const otherWords: Keywords = {
  "/patient-support": ["हॉस्पिटल", "दवाई", "hospital", "patient", "treatment"],
  "/student-support": ["student", "study"],
  "/academic-counseling": ["counselling", "career", "टेंशन"],
  "/icu-ward-assistance": [
    "ICU",
    "icu me bhartee",
    "admission",
    "admit",
    "hospital",
    "ward",
    "doctor",
    "nurse",
    "हॉस्पिटल",
    "दवाई",
    "एडमिट",
    "एडमिशन",
  ],
  "/medical-appointment-assistance": [
    "appointment",
    "doctor",
    "OPD",
    "report",
    "admission",
    "admit",
    "medicine",
    "दवाई",
    "हॉस्पिटल",
    "एडमिट",
  ],
  "/choosing-coaching": ["coaching", "neet ki taiyari", "jee ki taiyari", "Kota", "कोटा"],
  "/peer-support-groups": ["support group", "loneliness", "lonely"],
  "/strategic-decision-support": ["drop year", "dropper", "ड्रॉप"],
  "/mental-health-support": [
    "tension",
    "stress",
    "anxiety",
    "depression",
    "panic",
    "suicide",
    "counselling",
    "therapy",
    "Tele-MANAS",
    "टेंशन",
    "स्ट्रेस",
    "डिप्रेशन",
    "एंग्जायटी",
    "खुदकुशी",
  ],
  "/stream-selection-guide": ["stream", "science", "commerce", "arts", "kaun sa stream"],
  "/study-tips": ["neet ki taiyari", "jee ki taiyari", "padhai kaise kare", "study", "revision"],
  "/exercise-videos": ["exercise", "yoga"],
  "/avoid-distractions": ["focus", "concentration", "distraction"],
  "/friends-impact": ["friends", "peer pressure"],
  "/digital-distractions": ["phone", "mobile", "reels", "phone ki lat", "मोबाइल की लत"],
  "/internal-thoughts-distractions": ["overthinking", "worry"],
  "/help-for-suicidal-thoughts": [
    "suicide",
    "suicidal",
    "marna chahta hu",
    "marna chahti hu",
    "jeena nahi chahta",
    "self harm",
    "खुदकुशी",
    "मरना चाहता",
    "मरना चाहती",
  ],
  "/exam-stress": [
    "tension",
    "exam stress",
    "exam",
    "result",
    "board exam",
    "pariksha ka dar",
    "टेंशन",
    "एग्जाम",
    "रिजल्ट",
  ],
};

/** The extra search words of a page's Hindi twin (for scripts/postbuild.ts). */
export function hindiSearchKeywords(path: SitePath): readonly string[] {
  return [...(otherWords[path] ?? []), ...(romanised[path] ?? [])];
}

let romanisedWords: ReadonlySet<string> | undefined;
/** Every word of `romanised` above. */
export function romanisedHindiWords(): ReadonlySet<string> {
  return (romanisedWords ??= new Set(Object.values(romanised).flat()));
}

/** Whether a word typed in Latin letters is Hindi (tanav, dawai): a word of `romanised` above. */
export function isRomanisedHindi(word: string): boolean {
  return romanisedHindiWords().has(word.toLowerCase());
}
