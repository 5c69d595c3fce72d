/**
 * The copy of a prerendered page that the search indexer reads (never the page people get).
 * - A space before the end of every element the page shows as a block, so words in
 *   neighbouring blocks stay apart in the index and in result snippets ("Anxiety and", not
 *   "Anxietyand"): block-level tags, and inline tags our components style as blocks or
 *   flex/grid items (a card title is `<strong class="block">`).
 * - Devanagari text with its interchangeable spellings made one (search-core.ts `foldSpelling`:
 *   nukta, chandrabindu), as queries are; attributes (the title and audience results show) keep
 *   theirs.
 * - The page's extra search words (content/search-keywords.ts, content/hi/search-keywords.ts),
 *   inside its indexed body, weighted above the running text, between two markers that results
 *   cut out of excerpts; and its meta description as Pagefind meta, which results show instead
 *   when those words are the only match (search-core.ts).
 */
import {
  KEYWORDS_END,
  KEYWORDS_START,
  foldSpelling,
  vocabularyWord,
} from "../app/features/search/search-core.ts";

/** Tags a browser lays out as blocks (or as line breaks) by default. */
const BLOCK_TAGS = new Set(
  "address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul".split(
    " ",
  ),
);
const VOID_TAGS = new Set(
  "area base br col embed hr img input link meta source track wbr".split(" "),
);
/**
 * Tailwind display classes that set a box apart (block, flex, grid, their inline forms such
 * as a button-like link, and their responsive variants).
 */
const BLOCK_CLASS = /(?:^|\s)(?:[\w-]+:)?(?:inline-)?(?:block|flex|grid|list-item|table)(?:\s|$)/;

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The indexer's copy: blocks spaced apart, and the text (not tags or attributes) folded. Each
 * Devanagari word folding changes goes into `spellings` (folded form to the page's own, the first
 * the page writes), for results to show the page's spelling.
 */
export function spaceBlocks(html: string, spellings = new Map<string, string>()): string {
  const fold = (text: string) => {
    for (const [written] of text.matchAll(/[\u0900-\u097f\u200c\u200d]+/g)) {
      const folded = foldSpelling(written);
      if (folded !== written && !spellings.has(folded)) spellings.set(folded, written);
    }
    return foldSpelling(text);
  };
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  const open: { name: string; block: boolean }[] = [];
  let out = "";
  let last = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [whole, closing, rawName = "", attributes = ""] = match;
    const name = rawName.toLowerCase();
    out += fold(html.slice(last, match.index));
    last = match.index + whole.length;
    if (!rawName) {
      out += whole;
      continue;
    }
    if (!closing && (name === "script" || name === "style")) {
      // Raw text: copy it to its end tag untouched.
      const end = html.toLowerCase().indexOf(`</${name}`, last);
      const stop = end === -1 ? html.length : end;
      out += whole + html.slice(last, stop);
      last = tag.lastIndex = stop;
      continue;
    }
    if (closing) {
      const at = open.findLastIndex((element) => element.name === name);
      const block = at !== -1 && open[at]!.block;
      if (at !== -1) open.length = at;
      out += (block || BLOCK_TAGS.has(name) ? " " : "") + whole;
      continue;
    }
    const className = /\sclass\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    const block = BLOCK_TAGS.has(name) || BLOCK_CLASS.test(className);
    if (VOID_TAGS.has(name) || attributes.trimEnd().endsWith("/")) {
      out += whole + (block ? " " : "");
      continue;
    }
    open.push({ name, block });
    out += whole;
  }
  return out + fold(html.slice(last));
}

export function searchIndexHtml(html: string, keywords: readonly string[]): string {
  const spellings = new Map<string, string>();
  let spaced = spaceBlocks(html, spellings);
  if (spellings.size) {
    // Pairs "folded=written", for results (search-core.ts pageExcerpt).
    const pairs = [...spellings].map(([folded, written]) => `${folded}=${written}`).join(" ");
    spaced = spaced.replace(
      /<\/head>/i,
      () => `<meta data-pagefind-meta="spellings[content]" content="${escapeText(pairs)}"></head>`,
    );
  }
  if (!keywords.length) return spaced;
  const body = /<[^>]*\sdata-pagefind-body[^>]*>/.exec(spaced);
  if (!body) throw new Error("search index: the page has no data-pagefind-body element");
  const at = body.index + body[0].length;
  // Its own block, so the words count as the page's without joining its first sentence.
  const words = `<p data-search-keywords="" data-pagefind-weight="3">${KEYWORDS_START} ${escapeText(foldSpelling(keywords.join(", ")))} ${KEYWORDS_END}</p>`;
  return (spaced.slice(0, at) + words + spaced.slice(at)).replace(
    /<meta name="description"/,
    '<meta data-pagefind-meta="description[content]" name="description"',
  );
}

/**
 * The words of some content (page data, search words), as a sorted list for search-core.ts's
 * corrections: Latin words of four or more letters in lower case, and Devanagari words of four
 * or more characters, folded (`vocabularyWord`). Shorter words are never corrected.
 */
export function searchVocabulary(content: unknown): string[] {
  const words = new Set<string>();
  (function collect(value: unknown) {
    if (typeof value === "string") {
      const text = value.toLowerCase();
      for (const word of text.match(/[a-z][a-z'-]{2,}[a-z]/g) ?? []) words.add(word);
      for (const word of text.match(/[\u0900-\u0963\u0971-\u097f]{4,}/g) ?? [])
        words.add(vocabularyWord(word));
      // Bengali (issue 36): its letters and vowel signs, not its digits.
      for (const word of text.match(/[\u0980-\u09e3\u09f0-\u09ff]{4,}/g) ?? [])
        words.add(vocabularyWord(word));
    } else if (value && typeof value === "object") Object.values(value).forEach(collect);
  })(content);
  return [...words].sort();
}

/**
 * Marathi's oblique forms (issue 36). Pagefind has no Marathi stemmer, and its prefix match finds
 * a word's endings only where the word stays whole before them: परीक्षा is परीक्षे- before an
 * ending (परीक्षेत, परीक्षेचा), so a search for परीक्षा would miss a page that only says परीक्षेत.
 * Each such word of a page adds its direct form to the page's extra search words, when the site's
 * Marathi pages use that form somewhere (`vocabulary`): a real word, never a guess.
 */
const MARATHI_OBLIQUE =
  /^(.+)े(?:त|चा|ची|चे|च्या|ला|ना|ने|नी|ही|मध्ये|साठी|पर्यंत|वर|कडे|कडून|पासून|बद्दल|विषयी|सारखे|प्रमाणे)?$/;

export function marathiDirectForms(
  pageWords: readonly string[],
  vocabulary: ReadonlySet<string>,
): string[] {
  const own = new Set(pageWords);
  const forms = new Set<string>();
  for (const word of pageWords) {
    const stem = MARATHI_OBLIQUE.exec(word)?.[1];
    const direct = stem && `${stem}ा`;
    if (direct && vocabulary.has(direct) && !own.has(direct)) forms.add(direct);
  }
  return [...forms].sort();
}
