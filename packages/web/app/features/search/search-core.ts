/**
 * The part of site search that the browser (site-search.ts, with Pagefind loaded on demand)
 * and the site server (server/site-search.ts, for /search without JavaScript) share: where each
 * language's index lives, how a query is spelled for the index, corrected, and searched across
 * languages, how Pagefind's answers become results, and where each result links.
 * No DOM and no loading here, so Node runs it as it is.
 */
import { localDigits } from "../../lib/digits.ts";
import { isRomanised as isRomanisedHindi } from "../../content/hi/search-keywords.ts";
import { isRomanised as isRomanisedBengali } from "../../content/bn/search-keywords.ts";
import { isRomanised as isRomanisedMarathi } from "../../content/mr/search-keywords.ts";
import type { Messages } from "../../i18n/catalogue.ts";
import { localizedPath, type Locale } from "../../i18n/locales.ts";

export type SearchHit = {
  url: string;
  title: string;
  audience: string;
  /** The matching passage; the searched words are the odd-numbered parts. */
  excerpt: string[];
  /**
   * Whether the page has a word the query typed (or a word that starts with one). Pagefind
   * also answers words it does not have with pages that share only their first letters
   * ("pomodorro" finds "PO"): such hits do not count as the query having results.
   */
  wordsFound?: boolean;
  /**
   * The page's language, when it is not the language searched from (a Hindi page found from an
   * English one, see `searchLanguages`): the results say so.
   */
  locale?: Locale;
};

/**
 * The hits, and when the words as typed found nothing but a correction did, the corrected
 * query (the hits are its results) and the query as typed.
 */
export type SearchOutcome = { hits: SearchHit[]; correctedQuery?: string; originalQuery?: string };

/** Where a matched word is in the page's text (Pagefind's word position), and how well it matched. */
export type PagefindLocation = { weight: number; balanced_score: number; location: number };
export type PagefindResultData = {
  url: string;
  meta: { title?: string; audience?: string; description?: string; spellings?: string };
  excerpt: string;
  /** The page's indexed text; its words, split at white space, are what locations count. */
  content?: string;
  weighted_locations?: PagefindLocation[];
  /** The page's elements with an id (headings among them), by word position. */
  anchors?: { element: string; id: string; text?: string; location: number }[];
  sub_results?: {
    url: string;
    title: string;
    excerpt: string;
    locations?: number[];
    anchor?: { location: number };
  }[];
};
export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  /** Loads the index entry and WebAssembly now rather than on the first search. */
  init: () => Promise<void>;
  search: (
    query: string,
  ) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
};

/**
 * One Pagefind bundle per language (scripts/postbuild.ts), each with its own index, built with
 * that language's stemming, its word list for corrections and its guide index.
 */
export const PAGEFIND_ROOT = "/pagefind/";
export const searchBundle = (locale: Locale) => `${PAGEFIND_ROOT}${locale}/`;
/** The words a language's pages use, for correcting typos (written by scripts/postbuild.ts). */
export const searchWordsUrl = (locale: Locale) => `${searchBundle(locale)}saathi-words.json`;
/** The hubs and their guides, for a search that finds nothing (scripts/postbuild.ts). */
export const guideIndexUrl = (locale: Locale) => `${searchBundle(locale)}saathi-guides.json`;
const EXCERPT_WORDS = 24;
export const pagefindOptions = (locale: Locale) => ({
  excerptLength: EXCERPT_WORDS,
  basePath: searchBundle(locale),
  // Pagefind matches the start of words ("मन" finds मनुष्य, मनोविज्ञान): a word as typed, or
  // inflected, ranks well above a longer word that only begins like it.
  ranking: { termSimilarity: 4 },
});
/**
 * Around a page's extra search words in the index's copy (scripts/search-index-html.ts):
 * characters that are no word, so they are never searched, and let results cut those words
 * out of an excerpt.
 */
export const KEYWORDS_START = "⁅";
export const KEYWORDS_END = "⁆";
/** The page for someone thinking about ending their life (DESIGN.md "Urgent help and contact"). */
export const SUICIDAL_THOUGHTS_PATH = "/help-for-suicidal-thoughts";
const MAX_HITS = 8;

export type GuideIndex = {
  label: string;
  hub: { url: string; title: string };
  guides: { url: string; title: string }[];
}[];

/**
 * A page's address as our routes write it: "/services/", "/services/index.html" and
 * "/services.html" are "/services"; the home page is "/" whatever form it comes in
 * ("", "/index.html", "/#faq" stays "/#faq").
 */
export function siteUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const clean =
    path
      .replace(/(^|\/)index\.html$/, "/")
      .replace(/\.html$/, "")
      .replace(/\/+$/, "") || "/";
  return `${clean.startsWith("/") ? clean : `/${clean}`}${hash}`;
}

/** Pagefind's excerpt is HTML-escaped text with <mark> around the matches. */
export function excerptParts(html: string, decode: (text: string) => string): string[] {
  return html.split(/<\/?mark>/).map(decode);
}

/**
 * Decodes the character references Pagefind's excerpts use, without a DOM (an HTML parser
 * would drop the spaces that begin a part, between two marks or after one: "Anxietyand").
 */
export function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A Devanagari spelling as the index holds it: the spellings people use for one word made one.
 * A nukta is dropped (ज़रूरत and जरूरत, फ़ोन and फोन), chandrabindu is read as anusvara (हूँ and
 * हूं), and zero-width (non-)joiners go. Vowel signs are letters of the word and stay: दिल is not
 * दल (why Pagefind 1.5's own folding is not used: docs/upstream/pagefind-hindi-diacritics.md).
 * The index's copy of each page (scripts/search-index-html.ts) and every query are folded alike.
 */
export function foldSpelling(text: string): string {
  return text
    .replace(/[\u0929\u0931\u0934\u0958-\u095f]/g, (letter) => letter.normalize("NFD"))
    .replace(/[\u093c\u200c\u200d]/g, "")
    .replace(/\u0901/g, "\u0902");
}

/**
 * Hindi suffixes by length, longest first: the lightweight stemmer of Ramanathan and Rao (2003),
 * the algorithm of Snowball's Hindi stemmer that Pagefind indexes with, close enough to tell an
 * inflection (बीमारियों of बीमारी, कमरे of कमरा) from another word (दल of दिल). Chandrabindu
 * forms are folded away (`foldSpelling`).
 */
const HINDI_SUFFIXES: readonly (readonly string[])[] = [
  "ाएंगी ाएंगे ाऊंगी ाऊंगा ाइयां ाइयों",
  "ाएगी ाएगा ाओगी ाओगे एंगी ेंगी एंगे ेंगे ूंगी ूंगा ातीं नाओं नाएं ताओं ताएं ियां ियों",
  "ाकर ाइए ाईं ाया ेगी ेगा ोगी ोगे ाने ाना ाते ाती ाता तीं ाओं ाएं ुओं ुएं ुआं",
  "कर ाओ िए ाई ाए ने नी ना ते ीं ती ता ां ों ें",
  "ो े ू ु ी ि ा",
].map((suffixes) => suffixes.split(" "));

/** A Hindi word without its inflection (बीमारियों → बीमार), for comparing words, never shown. */
export function hindiStem(word: string): string {
  for (const [i, suffixes] of HINDI_SUFFIXES.entries()) {
    const length = HINDI_SUFFIXES.length - i;
    if (word.length <= length + 1) continue;
    if (suffixes.some((suffix) => word.endsWith(suffix))) return word.slice(0, -length);
  }
  return word;
}

const DEVANAGARI = /[\u0900-\u097f]/;
const BENGALI = /[\u0980-\u09ff]/;
/** ळ (LLA): Marathi writes it, Hindi does not. */
const MARATHI_ONLY = /\u0933/;
const LATIN = /[a-z]/i;

const plainWord = (word: string) =>
  foldSpelling(word.toLowerCase()).replace(/[^\p{L}\p{M}\p{N}]/gu, "");

/**
 * Whether a marked word of an excerpt is one of the query's words, as typed or begun, or (in
 * Devanagari) the same word inflected.
 */
export function markMatchesQuery(marked: readonly string[], query: string): boolean {
  const words = query.split(/\s+/).map(plainWord).filter(Boolean);
  return marked
    .map(plainWord)
    .some((mark) =>
      words.some(
        (word) =>
          mark === word ||
          mark.startsWith(word) ||
          (word.startsWith(mark) && mark.length >= 4) ||
          (DEVANAGARI.test(word) && hindiStem(mark) === hindiStem(word)),
      ),
    );
}

/**
 * Whether a Devanagari word of a page is one of the query's words: the same word, inflected or
 * not (बीमारियों for बीमारी), or, for a query word of four letters or more, a word it begins (what
 * someone is still typing). दिल is not दिल्ली, मरना is not मरीज़.
 */
export function isHindiQueryWord(word: string, query: string): boolean {
  const mark = plainWord(word);
  return query
    .split(/\s+/)
    .map(plainWord)
    .some(
      (typed) =>
        DEVANAGARI.test(typed) &&
        (mark === typed ||
          hindiStem(mark) === hindiStem(typed) ||
          ([...typed].length >= 4 && mark.startsWith(typed))),
    );
}

/**
 * The excerpt without the page's extra search words (they are in the index's copy only), and
 * whether they held every match: the excerpt may show the block whole, or begin or end inside it.
 */
export function withoutKeywords(excerpt: string): { excerpt: string; keywordsOnly: boolean } {
  const start = excerpt.indexOf(KEYWORDS_START);
  const end = excerpt.indexOf(KEYWORDS_END);
  if (start === -1 && end === -1) return { excerpt, keywordsOnly: false };
  const from = start === -1 || (end !== -1 && end < start) ? 0 : start;
  const to = end === -1 || end < from ? excerpt.length : end + KEYWORDS_END.length;
  const rest = `${excerpt.slice(0, from).trimEnd()} ${excerpt.slice(to).trimStart()}`.trim();
  return {
    excerpt: rest,
    keywordsOnly: excerpt.slice(from, to).includes("<mark>") && !rest.includes("<mark>"),
  };
}

/**
 * Words that only build a sentence ("पढ़ाई में मन नहीं लगता": में, नहीं): on nearly every page, and
 * Pagefind matches the start of words, so in a query they found every page with a word beginning
 * like them (में found मैदान, मिनट, मदद) and outranked the words that say what the query is about.
 * They are dropped before searching (a query of nothing else is searched as typed). नहीं too: it
 * is on every Hindi page, so it cannot tell the pages apart, and the phrases it forms ("मन नहीं
 * लगता") are the pages' search words (content/hi/search-keywords.ts), found by their other words;
 * server/site-search.test.ts holds the sentences to their guides. Devanagari words are folded
 * (`foldSpelling`); the Latin ones are Hindi typed in Latin letters, dropped only when searching
 * the Hindi pages ("me" and "to" are English words too).
 */
const HINDI_STOP_WORDS: ReadonlySet<string> = new Set(
  "में मे की का के है हैं हे को से पर और या तो भी ही कि एक यह ये वह वो था थी थे हो हूँ हूं हु ने मैं मुझे मेरा मेरी मेरे अपना अपनी अपने कर करें करूँ करना क्या कैसे क्यों लिए बहुत कुछ जब तक नहीं नही"
    .split(" ")
    .map(foldSpelling),
);
const HINGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  "me mein mai main ki ka ke hai hain h ko se par aur ya to bhi hi kya kaise kyu kyon karu kare karein karna mujhe mera meri mere apna apni apne bahut hu hoon hun nahi nahin".split(
    " ",
  ),
);

/**
 * Issue 36: the words that only build a Bengali or Marathi sentence (pronouns, "is", "not", "and",
 * the postpositions written apart), in the script and as typed in Latin letters on that
 * language's pages; so "পড়াশোনায় মন বসছে না" or "abhyasat laksha lagat nahi" searches its words.
 */
const STOP_WORDS: Partial<Record<Locale, ReadonlySet<string>>> = {
  bn: new Set(
    "আমি আমার আমাকে আমরা তুমি তোমার আপনি আপনার সে তার তাকে এই ওই এটা ওটা কি কী কেন কীভাবে কেমন না নেই নয় আর ও এবং বা হয় হচ্ছে হবে ছিল করে করব করতে করি জন্য থেকে দিয়ে মধ্যে সাথে সঙ্গে একটা একটি খুব কোন কোনো যে যা ami amar amake tumi tomar apni apnar ki keno kibhabe na nei noy ar o ebong ba hoy hocche kore korbo korte jonno theke diye modhye sathe khub kono je".split(
      " ",
    ),
  ),
  mr: new Set(
    "मी माझा माझी माझे मला आम्ही तू तुझा तुम्ही तुमचा तुमची तुमचे तुम्हाला तो ती ते हा ही हे आहे आहेत होते नाही नको आणि व किंवा का काय कसे कसा कशी साठी चा ची चे च्या पण तर खूप एक कोण जे जो mi maza majha majhi mala amhi tu tumhi tumcha tumchi ahe aahe ahet nahi nako ani kinva ka kay kase kasa kashi sathi pan tar khup ek kon".split(
      " ",
    ),
  ),
};

/** The words of a query that Pagefind searches for, in the index's spelling: no stop words. */
export function searchTerms(query: string, locale: Locale = "en"): string {
  const words = foldSpelling(query).split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => {
    const plain = word.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, "");
    return (
      !HINDI_STOP_WORDS.has(plain) &&
      !(locale === "hi" && HINGLISH_STOP_WORDS.has(plain)) &&
      !STOP_WORDS[locale]?.has(plain)
    );
  });
  return (kept.length ? kept : words).join(" ");
}

/**
 * A page's words as it writes them, by their folded form (the index's copy is folded, so
 * Pagefind's text has पढाई where the page says पढ़ाई): the page's `spellings` meta
 * (scripts/search-index-html.ts), "folded=written" pairs.
 */
function spellingsOf(meta: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of meta?.split(" ") ?? []) {
    const at = pair.indexOf("=");
    if (at > 0) map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return map;
}

const DEVANAGARI_RUN = /[\u0900-\u097f]+/g;

/**
 * The excerpt of a result, from the page's own text: the densest run of matched words
 * (Pagefind's rule), within `range`, never inside the page's extra search words (between
 * KEYWORDS_START and KEYWORDS_END: they are in the index's copy only), words spelled as the
 * page writes them. Matched words are the odd-numbered parts. Empty when nothing matched there.
 */
export function pageExcerpt(
  words: readonly string[],
  located: readonly PagefindLocation[],
  range: [number, number],
  spellings: ReadonlyMap<string, string>,
): string[] {
  const blockStart = words.indexOf(KEYWORDS_START);
  const blockEnd = blockStart === -1 ? -1 : words.indexOf(KEYWORDS_END, blockStart);
  const shown = (at: number) =>
    at >= range[0] &&
    at < range[1] &&
    !(blockStart !== -1 && at >= blockStart && (blockEnd === -1 || at <= blockEnd));
  const visible: number[] = [];
  for (let at = range[0]; at < Math.min(range[1], words.length); at++)
    if (shown(at)) visible.push(at);
  const score = new Map<number, number>();
  for (const { location, balanced_score } of located)
    if (shown(location)) score.set(location, (score.get(location) ?? 0) + balanced_score);
  if (!score.size || !visible.length) return [];
  // The window of EXCERPT_WORDS visible words with the most score; of equals, the middle one.
  const sums = visible.map((_, i) =>
    visible.slice(i, i + EXCERPT_WORDS).reduce((sum, at) => sum + (score.get(at) ?? 0), 0),
  );
  const best = Math.max(...sums);
  const starts = sums.flatMap((sum, i) => (sum === best ? [i] : []));
  let from = starts[Math.floor(starts.length / 2)]!;
  from = Math.max(0, Math.min(from, visible.length - EXCERPT_WORDS));
  const written = (word: string) =>
    word.replace(DEVANAGARI_RUN, (run) => spellings.get(run) ?? run);
  const parts = [""];
  for (const [i, at] of visible.slice(from, from + EXCERPT_WORDS).entries()) {
    const word = written(words[at]!);
    // The parts end on a plain one, which takes the space before the next word.
    parts[parts.length - 1] += i ? " " : "";
    if (score.has(at)) parts.push(word, "");
    else parts[parts.length - 1] += word;
  }
  return parts;
}

/** Pagefind's result for a page as our hit: its best-matching section and its own words. */
function pageHit(page: PagefindResultData, query: string, decode: (text: string) => string) {
  const title = page.meta.title ?? siteUrl(page.url);
  const audience = page.meta.audience ?? "";
  if (page.content === undefined || !page.weighted_locations) {
    // Without the page's text (a test's stand-in): Pagefind's own excerpt, the block cut out.
    const section = page.sub_results?.find(
      (sub) => sub.url.includes("#") && sub.excerpt.includes("<mark>"),
    );
    const raw = section?.excerpt ?? page.excerpt;
    const { excerpt, keywordsOnly } = withoutKeywords(raw);
    return {
      url: siteUrl(section?.url ?? page.url),
      title,
      audience,
      excerpt:
        keywordsOnly && page.meta.description
          ? [page.meta.description]
          : excerptParts(excerpt, decode),
      wordsFound: markMatchesQuery(
        excerptParts(raw, decode).filter((_, i) => i % 2),
        query,
      ),
    };
  }
  const words = page.content.split(/[\r\n\s]+/g);
  const located = page.weighted_locations;
  // Pagefind marks Hindi words that only begin like a query word (मरना's stem मर: मरीज़); the
  // excerpt shows the query's own words, inflected or not.
  const shown = located.filter(({ location }) => {
    const word = words[location] ?? "";
    return !DEVANAGARI.test(word) || isHindiQueryWord(word, query);
  });
  const spellings = spellingsOf(page.meta.spellings);
  // The page's sections (the part before its first heading, then one per heading), best first:
  // the most matched words in the page's own text.
  const headings = (page.anchors ?? [])
    .filter((anchor) => /h\d/i.test(anchor.element) && anchor.id && /\S/.test(anchor.text ?? ""))
    .sort((a, b) => a.location - b.location);
  const sections = [
    { url: page.url, from: 0 },
    ...headings.map((anchor) => ({ url: `${page.url}#${anchor.id}`, from: anchor.location })),
  ];
  const ranges = sections.map((section, i): [string, [number, number]] => [
    section.url,
    [section.from, sections[i + 1]?.from ?? words.length],
  ]);
  let best: { url: string; excerpt: string[]; score: number } | undefined;
  for (const [url, range] of ranges) {
    const excerpt = pageExcerpt(words, shown, range, spellings);
    const score = excerpt.filter((_, i) => i % 2).length;
    if (score && (!best || score > best.score)) best = { url, excerpt, score };
  }
  return {
    url: siteUrl(best?.url ?? page.url),
    title,
    audience,
    // Matched only by the page's extra search words (not shown on the page): its description.
    excerpt: best?.excerpt ?? (page.meta.description ? [page.meta.description] : []),
    // The extra search words count as the page's own.
    wordsFound: markMatchesQuery(
      located.map(({ location }) => words[location] ?? ""),
      query,
    ),
  };
}

/** Pagefind's results for one query as our hits (the best-matching section of each page). */
export async function findWith(
  pagefind: Pagefind,
  query: string,
  decode: (text: string) => string,
  locale: Locale = "en",
): Promise<SearchHit[]> {
  const terms = searchTerms(query, locale);
  const search = await pagefind.search(terms);
  if (!search) return [];
  const data = await Promise.all(search.results.slice(0, MAX_HITS).map((result) => result.data()));
  const hits = data.map((page) => pageHit(page, terms, decode));
  // For Hindi words, the pages that have none of them (only words that begin alike) go, when
  // other pages have them.
  return DEVANAGARI.test(terms) && !LATIN.test(terms) && hits.some(found)
    ? hits.filter(found)
    : hits;
}

/** Edit distance with adjacent transpositions (optimal string alignment), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
    }
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * A word as the word lists hold it (scripts/postbuild.ts): lower case, Devanagari folded, only
 * letters, vowel signs, apostrophes and hyphens.
 */
export function vocabularyWord(word: string): string {
  return foldSpelling(word.toLowerCase()).replace(/[^\p{L}\p{M}'-]/gu, "");
}

/**
 * The query with each word the site never uses replaced by its closest site word, or undefined.
 * Devanagari words too: a wrong vowel sign (बिमारी for बीमारी) is one edit.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | undefined {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = query.split(/\s+/).map((word) => {
    const lower = vocabularyWord(word);
    if (
      lower.length < 4 ||
      known.has(lower) ||
      vocabulary.some((candidate) => candidate.startsWith(lower))
    )
      return word;
    const max = lower.length >= 7 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
      const distance = editDistance(lower, candidate, max);
      if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
    }
    if (!best) return word;
    changed = true;
    return best;
  });
  return changed ? corrected.join(" ") : undefined;
}

/**
 * The search rule: the words as typed first. Only when they find nothing (no page has one of
 * the words typed, see `wordsFound`), and `exact` is not asked for, is a correction tried,
 * and it is kept only if it finds something; the answer then says so ("Showing results for
 * X. Search instead for Y"). Otherwise the answer is what the words as typed found.
 */
export async function searchWith(
  find: (query: string) => Promise<SearchHit[]>,
  vocabulary: readonly string[],
  query: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return { hits: [] };
  const hits = await find(trimmed);
  if (exact || hits.some(found)) return { hits };
  const correctedQuery = correctQuery(trimmed, vocabulary);
  if (!correctedQuery) return { hits };
  const corrected = await find(correctedQuery);
  return corrected.some(found)
    ? { hits: corrected, correctedQuery, originalQuery: trimmed }
    : { hits };
}

const found = (hit: SearchHit) => hit.wordsFound !== false;

/** One language's index and word list, as `searchLanguages` uses them. */
export type LanguageSearch = {
  find: (query: string) => Promise<SearchHit[]>;
  vocabulary: readonly string[];
};

/**
 * The other language a query also searches, from a page in `locale` (README "Site search"):
 * from an English page, a query in Devanagari or with a Hindi word in Latin letters (tanav,
 * dawai: content/hi/search-keywords.ts); from a Hindi page, a query in Latin letters only that
 * the Hindi pages do not answer (their index already has the English words Hindi uses).
 */
export function otherSearchLocale(
  query: string,
  locale: Locale,
  answered: boolean,
): Locale | undefined {
  if (locale === "en") {
    // Bengali has its own script; Devanagari is Hindi's or Marathi's, and ळ is written in Marathi only.
    if (BENGALI.test(query)) return "bn";
    if (DEVANAGARI.test(query)) return MARATHI_ONLY.test(query) ? "mr" : "hi";
    // A word of a language typed in Latin letters (tanav, chinta, kalji): Hindi first, the most read.
    const words = query.split(/[^a-z]+/i);
    if (words.some(isRomanisedHindi)) return "hi";
    if (words.some(isRomanisedBengali)) return "bn";
    if (words.some(isRomanisedMarathi)) return "mr";
    return undefined;
  }
  return !answered && LATIN.test(query) && !DEVANAGARI.test(query) ? "en" : undefined;
}

/**
 * Searches the page's own language, and the other language when `otherSearchLocale` says so.
 * The other language's pages that have the words are added, marked with their locale: before
 * the page's own when the query is Hindi (in Devanagari or in Latin letters: the person typed
 * Hindi), after them otherwise. When they answer the words as typed, a correction of the own
 * language's search is dropped, as `searchWith` drops any correction of words that found
 * something.
 */
export async function searchLanguages(
  locale: Locale,
  index: (locale: Locale) => Promise<LanguageSearch>,
  query: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return { hits: [] };
  const own = await index(locale);
  const outcome = await searchWith(own.find, own.vocabulary, trimmed, { exact });
  const asTyped = outcome.correctedQuery ? [] : outcome.hits.filter(found);
  const otherLocale = otherSearchLocale(trimmed, locale, asTyped.length > 0);
  if (!otherLocale) return outcome;
  const other = await index(otherLocale);
  const otherOutcome = await searchWith(other.find, other.vocabulary, trimmed, { exact });
  const otherHits = otherOutcome.hits.filter(found).map((hit) => ({ ...hit, locale: otherLocale }));
  // Nothing there, or only for corrected words while these words as typed found pages here.
  if (!otherHits.length || (otherOutcome.correctedQuery && asTyped.length)) return outcome;
  // The person typed the other language (its script, or Hindi in Latin letters): its pages first.
  const hits = otherLocale !== "en" ? [...otherHits, ...asTyped] : [...asTyped, ...otherHits];
  return otherOutcome.correctedQuery ? { ...otherOutcome, hits } : { hits };
}

/** The search page, in the page's language, that searches exactly these words, with no correction. */
export function exactSearchHref(query: string, locale: Locale): string {
  return localizedPath(`/search?q=${encodeURIComponent(query)}&exact=1`, locale);
}

/**
 * A message with its `{name}` placeholders filled. The catalogues reach the browser as page
 * data, which carries strings only, so a sentence with a value is a string with placeholders.
 */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The status line of a finished search: how many results (in the page's digits), or why there are none. */
export function searchStatus(
  m: Messages,
  query: string,
  outcome: SearchOutcome | "failed",
  locale: Locale = "en",
) {
  if (outcome === "failed") return m.search.failed;
  const hits = outcome.hits.length;
  const count = localDigits(hits, locale);
  if (hits === 0) return fillMessage(m.search.noResults, { query });
  const corrected = outcome.correctedQuery;
  if (corrected)
    return fillMessage(hits === 1 ? m.search.oneResultFor : m.search.resultsFor, {
      count,
      query: corrected,
    });
  return fillMessage(hits === 1 ? m.search.oneResult : m.search.results, { count });
}
