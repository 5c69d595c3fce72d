/**
 * Issue 35, item 3: the site follows the state this browser keeps. Part of the "Your state" code
 * (live.ts), so it loads only where a state is kept, a session is stored, or the choice is used:
 * never in a page's start-up code.
 *
 * - Parts: empty markup with `data-state-part` (and `data-live="your-state"`, so the static
 *   island wakes this code when a state is kept): "lines" in the urgent-help block (ui/crisis-lines.tsx),
 *   "scheme" on the patient pages and "study" on the student hub (frame/page-frame.tsx). With no
 *   state kept they stay empty, and the page reads as it did.
 * - The account: a signed-in person's choice is kept in `user_metadata.state` (as the stream
 *   explorer keeps its answers, through the auth client the page already has); "Forget my state"
 *   clears it; at sign-in, a browser that keeps no state takes the account's.
 * - Offline: when a state is kept here, its page (in this page's language) is saved as "Save for
 *   offline" saves a guide (sw/sw.ts SAVE).
 */
import { mirror } from "../accounts/auth-provider.tsx";
import { localeOfPath, localizedPath, type Locale } from "../../i18n/locales.ts";
import { loadYourStateMessages, type YourStateMessages } from "../../i18n/your-state.ts";
import { englishTitleLang } from "../../lib/english-title.ts";
import { formatDate } from "../../lib/format-date.ts";
import { isStateSlug, stateNames, type StateSlug } from "../../content/state-slugs.ts";
import { factWordsIn, isFolderLocale } from "../../content/data-words.ts";
import { loadDataWords } from "../../content/data-words-load.ts";
import { SAVE } from "../../../sw/save-protocol.ts";
import { STORAGE_KEY, keptState, stateStorage } from "./kept.ts";

export { STORAGE_KEY, keptState };
/** The user_metadata key of the account's state. */
export const ACCOUNT_KEY = "state";

function store(slug: StateSlug | undefined) {
  try {
    if (slug) stateStorage()?.setItem(STORAGE_KEY, slug);
    else stateStorage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the choice still leads to the page.
  }
}

/** The state a signed-in account keeps, if any. */
function accountState(): StateSlug | null | undefined {
  const user = mirror.value?.user;
  if (!user) return undefined;
  const value: unknown = user.user_metadata?.[ACCOUNT_KEY];
  return typeof value === "string" && isStateSlug(value) ? value : null;
}

/** Saves `slug` (or nothing) on the signed-in account; nothing when no one is signed in. */
function saveOnAccount(slug: StateSlug | undefined): Promise<void> {
  const value = mirror.value;
  if (!value?.user || (accountState() ?? undefined) === slug) return Promise.resolve();
  return value
    .client()
    .then((auth) => auth.updateUser({ data: { [ACCOUNT_KEY]: slug ?? null } }))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Asks the service worker to keep the state's page offline, as "Save for offline" keeps a guide. */
function saveOffline(slug: StateSlug) {
  const path = localizedPath(`/state/${slug}`, localeOfPath(window.location.pathname));
  void import("../../lib/ask-worker.ts")
    .then(({ askWorker }) => askWorker({ type: SAVE, path }))
    .catch(() => undefined);
}

/**
 * Keeps `slug` in this browser (or forgets it): on the account too when signed in, its page saved
 * for offline, and every part of the page shown again. Resolves when the account has it (at
 * once when no one is signed in).
 */
export function keep(slug: StateSlug | undefined): Promise<void> {
  store(slug);
  const saved = saveOnAccount(slug);
  // Not with Save-Data on: the person asked the site to fetch nothing it was not asked for.
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  if (slug && "serviceWorker" in navigator && !saveData) saveOffline(slug);
  fillAll();
  return saved;
}

const locale = (): Locale => localeOfPath(window.location.pathname);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.append(...children);
  return made;
}

function link(href: string, text: string, className: string, lang?: string): HTMLAnchorElement {
  const made = element("a", className, text);
  made.href = href;
  if (lang) made.lang = lang;
  return made;
}

/** `{line:id}` in a fact's words: that line's number, as the pages resolve it. */
async function withNumbers(text: string): Promise<string> {
  if (!text.includes("{line:")) return text;
  const { urgentLine } = await import("../../content/urgent-help.ts");
  return text.replace(/\{line:([a-z-]+)\}/g, (_m, id: string) => {
    try {
      return urgentLine(id as Parameters<typeof urgentLine>[0]).number;
    } catch {
      return "";
    }
  });
}

type Fact = import("../../content/states.ts").StateFact;
type StateTopic = import("../../content/states.ts").StateTopic;

/** A fact's source and checked date, in the page's language. */
function sourceLine(fact: Fact, w: YourStateMessages, here: Locale): HTMLElement {
  return element(
    "p",
    "mt-1 text-sm text-muted",
    `${w.source}: `,
    link(
      fact.source.url,
      fact.source.title,
      "inline-flex min-h-6 items-center underline",
      englishTitleLang(fact.source.title, here),
    ),
    ` (${w.checked(formatDate(fact.checked, here))})`,
  );
}

/** The urgent-help block's lines for the kept state: those the block does not already show. */
async function fillLines(part: HTMLElement, slug: StateSlug, w: YourStateMessages, here: Locale) {
  const { stateEntry } = await import("../../content/states.ts");
  const folder = isFolderLocale(here) ? await loadDataWords[here]() : undefined;
  const name = stateNames[slug][here];
  const lines = stateEntry(slug).facts.filter((f) => f.topic === "line" && !f.urgentLine);
  const list = element("ul", "mt-1 grid gap-y-1");
  for (const line of lines)
    list.append(
      element(
        "li",
        "leading-snug",
        link(
          `tel:${line.value}`,
          line.value,
          "inline-flex min-h-8 items-center font-bold text-rose-700 underline underline-offset-4",
        ),
        " ",
        element("span", "text-ink", factWordsIn(line, here, folder).label),
      ),
    );
  const statePage = localizedPath(`/state/${slug}`, here);
  part.replaceChildren(
    element("p", "mt-2 font-semibold text-rose-700", w.linesHeading(name)),
    list,
    // On the state's own page, a link to itself would lead nowhere.
    ...(location.pathname.replace(/\/$/, "") === statePage
      ? []
      : [
          element(
            "p",
            "mt-1",
            link(
              statePage,
              w.statePage(name),
              "inline-flex min-h-6 items-center font-semibold text-rose-700 underline",
            ),
          ),
        ]),
  );
}

/** A card of the kept state's facts of some topics: the scheme on patient pages, boards and tests on the student hub. */
async function fillCard(part: HTMLElement, slug: StateSlug, w: YourStateMessages, here: Locale) {
  const { stateEntry } = await import("../../content/states.ts");
  const folder = isFolderLocale(here) ? await loadDataWords[here]() : undefined;
  const name = stateNames[slug][here];
  const scheme = part.dataset.statePart === "scheme";
  const topics = scheme ? (["scheme"] as const) : (["board", "test"] as const);
  const facts = stateEntry(slug).facts.filter((f) =>
    (topics as readonly StateTopic[]).includes(f.topic),
  );
  const id = `state-${part.dataset.statePart}-heading`;
  const heading = element(
    "h2",
    "text-xl font-bold",
    scheme ? w.schemeHeading(name) : w.studyHeading(name),
  );
  heading.id = id;
  const card = element(
    "section",
    "rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]",
    heading,
    element("p", "mt-1 text-muted", scheme ? w.schemeIntro : w.studyIntro),
  );
  card.setAttribute("aria-labelledby", id);
  card.dataset.stateCard = slug;
  // What is not yet checked is said, never guessed (the state's page lists the same).
  const unchecked = { scheme: w.schemeUnchecked, board: w.boardUnchecked, test: w.testUnchecked };
  for (const topic of topics)
    if (!facts.some((f) => f.topic === topic))
      card.append(element("p", "mt-3", unchecked[topic](name)));
  for (const fact of facts) {
    const words = factWordsIn(fact, here, folder);
    const about = await withNumbers(words.about);
    const item = element(
      "div",
      "mt-3",
      element("h3", "font-bold", words.value),
      element("p", "text-sm text-muted", words.label),
      element("p", "mt-1", about),
    );
    if (fact.site)
      item.append(
        element(
          "p",
          "mt-1",
          link(
            fact.site,
            w.officialSite,
            "inline-flex min-h-6 items-center font-semibold underline",
          ),
        ),
      );
    item.append(sourceLine(fact, w, here));
    card.append(item);
  }
  card.append(
    element(
      "p",
      "mt-3 flex flex-wrap gap-x-4",
      link(
        localizedPath(`/state/${slug}`, here),
        w.statePage(name),
        "inline-flex min-h-6 items-center font-semibold text-brand-700 underline",
      ),
      link(localizedPath("/state", here), w.change, "inline-flex min-h-6 items-center underline"),
    ),
  );
  part.replaceChildren(card);
}

/**
 * Shows one part for the kept state, or empties it when none is kept. A part becomes a polite
 * live region only once it has been filled the first time: a change of state is announced, but a
 * page that opens with a state kept is read as a page, not announced line by line.
 */
export async function fillPart(part: HTMLElement) {
  const slug = keptState();
  if (!slug) {
    part.replaceChildren();
    part.setAttribute("aria-live", "polite");
    return;
  }
  if (part.dataset.stateShown === slug) return;
  part.dataset.stateShown = slug;
  const here = locale();
  try {
    const w = await loadYourStateMessages(here);
    await (part.dataset.statePart === "lines" ? fillLines : fillCard)(part, slug, w, here);
  } catch {
    // Its words or data cannot arrive (offline, a new build): the part stays as the page drew it.
    delete part.dataset.stateShown;
  }
  part.setAttribute("aria-live", "polite");
}

/** Every part on the page, as the kept state now says. */
export function fillAll() {
  for (const part of document.querySelectorAll<HTMLElement>("[data-state-part]")) {
    if (part.dataset.stateShown !== keptState()) delete part.dataset.stateShown;
    void fillPart(part);
  }
  for (const listener of changed) listener();
}

/** The choice's own lines (live.ts), told when the kept state changes from here. */
const changed = new Set<() => void>();
export function onChange(listener: () => void) {
  changed.add(listener);
}

let following = false;
/**
 * Once a page: shows every part, and follows the account. At sign-in (or when the page opens
 * signed in), a browser that keeps no state takes the account's; one that keeps a state the
 * account does not have saves it there.
 */
export function follow() {
  if (following) return;
  following = true;
  fillAll();
  let seenUser: string | undefined;
  const sync = () => {
    const user = mirror.value?.user;
    if (!user || user.id === seenUser) {
      if (!user) seenUser = undefined;
      return;
    }
    seenUser = user.id;
    const there = accountState();
    const here = keptState();
    if (!here && there) void keep(there);
    else if (here && there !== here) void saveOnAccount(here);
  };
  sync();
  mirror.subscribe(sync);
}
