/**
 * Words and phrases that tell site search someone may be in crisis (DESIGN.md "Urgent help
 * and contact"): suicide, self-harm, wanting to die, overdose, abuse, panic, depression,
 * anxiety and stress, in English, Hindi (Devanagari) and Hinglish, with the misspellings
 * people type in a hurry. A query that contains one gets the urgent-help lines and the link
 * to /help-for-suicidal-thoughts above every result (components/search/, and the site
 * server's /search without JavaScript).
 *
 * Matching (`isCrisisQuery`) ignores case, punctuation, accents, Devanagari nuktas and
 * zero-width joiners, and spacing inside a phrase ("self harm", "self-harm" and "selfharm"
 * are one term), but compares whole words, so "diet" or "studied" never match. A term
 * ending in "*" also matches words that start with it ("suicid*": suicide, suicidal).
 * Keep the list to words whose everyday meaning is the crisis: a false alarm shows a phone
 * number, a missed one shows nothing, but a common word here would bury results in noise.
 */

/** Grouped only to keep the list readable; every group is matched the same way. */
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
    "take my life",
    "take my own life",
    "want to die",
    "wanna die",
    "want 2 die",
    "wish i was dead",
    "wish i were dead",
    "better off dead",
    "dont want to live",
    "do not want to live",
    "dont want to be alive",
    "no reason to live",
    "not worth living",
    "hang myself",
    // misspellings
    "sucide",
    "sucidal",
    "suside",
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
    "खुदकुशी",
    "खुदखुशी",
    "खुदकशी",
    "सुसाइड",
    "मरना चाहता",
    "मरना चाहती",
    "मरना चाहते",
    "मर जाना चाहता",
    "मर जाना चाहती",
    "मरने का मन",
    "मरने का दिल",
    "जीना नहीं",
    "जीना नही",
    "जीने का मन नहीं",
    "जीने की इच्छा नहीं",
    "जिंदगी खत्म",
    "जान दे दूं",
    "जान दे दूँ",
    "अपनी जान",
    "खुद को मार",
    // Hinglish
    "khudkushi",
    "khudkhushi",
    "khudkusi",
    "khudkashi",
    "aatmhatya",
    "atmhatya",
    "aatmahatya",
    "atmahatya",
    "marna chahta",
    "marna chahti",
    "marna chahte",
    "marna hai",
    "mar jana chahta",
    "mar jana chahti",
    "marne ka man",
    "marne ka mann",
    "marne ka dil",
    "jeena nahi",
    "jeena nahin",
    "jina nahi",
    "jeene ka man nahi",
    "jeene ka mann nahi",
    "zindagi khatam",
    "jindagi khatam",
    "jaan de du",
    "jaan de dunga",
    "jaan de dungi",
    "khud ko maar",
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
    "खुद को नुकसान",
    "खुद को चोट",
    "khud ko nuksan",
    "khud ko nuksaan",
    "khud ko chot",
  ],
  overdose: ["overdos*", "ovredose", "over dose", "ओवरडोज", "ओवरडोस", "नशा", "nasha"],
  abuse: [
    "abus*",
    "domestic violence",
    "sexual assault",
    "rape",
    "raped",
    "molest*",
    "harass*",
    "मारपीट",
    "शोषण",
    "घरेलू हिंसा",
    "उत्पीडन",
    "दुर्व्यवहार",
    "maarpeet",
    "marpeet",
    "maar peet",
    "shoshan",
  ],
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
    "ghabrat",
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
    "अवसाद",
    "dipresan",
    "depreshan",
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
    "चिंता",
    "बेचैनी",
    "एंग्जायटी",
    "एंजायटी",
    "तनाव",
    "टेंशन",
    "chinta",
    "bechaini",
    "tanav",
    "tanaav",
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * A query's words as matching sees them: lower case, no accents, no Devanagari nuktas
 * (ज़ and ज are one letter here) or zero-width joiners, chandrabindu read as anusvara,
 * apostrophes dropped ("don't" is "dont"), and every other non-letter a word break.
 */
export function matchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

type CompiledTerm = { joined: string; prefix: boolean; breaks: Set<number>; words: number };

function compile(term: string): CompiledTerm {
  const prefix = term.endsWith("*");
  const words = matchWords(prefix ? term.slice(0, -1) : term);
  const breaks = new Set<number>([0]);
  let offset = 0;
  for (const word of words) breaks.add((offset += word.length));
  return { joined: words.join(""), prefix, breaks, words: words.length };
}

const compiled: CompiledTerm[] = Object.values(crisisTerms).flat().map(compile);
// A phrase may be typed with fewer spaces than listed ("selfharm") or more ("khud kushi").
const MAX_SPAN = Math.max(...compiled.map((term) => term.words)) + 2;
/** A word shorter than this may not be glued to its neighbours: "a bus" is not "abus(e)". */
const MIN_PIECE = 3;

function spanMatches(span: string[], term: CompiledTerm): boolean {
  const joined = span.join("");
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

/** Whether a search query is about suicide, self-harm, overdose, abuse, panic, depression or anxiety. */
export function isCrisisQuery(query: string): boolean {
  const words = matchWords(query);
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_SPAN); end++) {
      const span = words.slice(start, end);
      if (compiled.some((term) => spanMatches(span, term))) return true;
    }
  }
  return false;
}
