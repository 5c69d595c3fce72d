/**
 * /search?q= (and /hi/search?q=) without JavaScript: the prerendered search page of that
 * language with the server's answer, in that language, in its `data-server-results` container
 * (routes/search.tsx leaves that container alone while hydrating, and replaces it once its own
 * search is done) and the words in the search box.
 * The markup mirrors features/search/search-results.tsx: for a query about a crisis the
 * urgent-help lines and the link to /help-for-suicidal-thoughts first, then the results; a
 * search that finds nothing shows the lines and the guide index. Everything from the query
 * or the index is escaped; there is no script and no inline style, so the page's CSP holds.
 */
import { isCrisisQuery } from "@saathi/desk/crisis-terms";
import { urgentLines } from "../app/content/urgent-help.ts";
import { catalogues } from "../app/i18n/catalogues.ts";
import type { Messages } from "../app/i18n/catalogue.ts";
import { localeInfo, localizedPath, type Locale } from "../app/i18n/locales.ts";
import {
  SUICIDAL_THOUGHTS_PATH,
  exactSearchHref,
  searchStatus,
  type GuideIndex,
  type SearchHit,
  type SearchOutcome,
} from "../app/features/search/search-core.ts";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const LINK = "font-semibold text-brand-700 underline underline-offset-4";
const PHONE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide size-4 shrink-0" aria-hidden="true" focusable="false"><use href="/icons.svg#phone"/></svg>';

/** crisis-lines.tsx's UrgentHelpBlock, as markup, in the page's language. */
function urgentHelpBlock(m: Messages, extraClass = ""): string {
  const heading = escapeHtml(m.content.urgentHelpHeading);
  const lines = urgentLines
    .map((line) => {
      const alternative = line.alternative
        ? ` <span class="text-ink">(${escapeHtml(m.content.or)} </span><a href="tel:${escapeHtml(line.alternative.tel)}" class="font-semibold whitespace-nowrap text-rose-700 underline underline-offset-4">${escapeHtml(line.alternative.number)}</a><span class="text-ink">)</span>`
        : "";
      return `<li class="leading-snug"><a href="tel:${escapeHtml(line.tel)}" class="inline-flex min-h-8 items-center gap-1.5 font-bold text-rose-700 underline underline-offset-4">${PHONE_ICON}${escapeHtml(line.number)}</a> <span class="text-ink">${escapeHtml(m.content.urgentLines[line.id])}</span>${alternative}</li>`;
    })
    .join("");
  return `<section aria-label="${heading}" data-urgent-help="" class="rounded-[var(--radius-card)] border-l-4 border-rose-700 bg-rose-100 px-4 py-3${extraClass ? ` ${extraClass}` : ""}"><h2 class="font-bold text-rose-700">${heading}</h2><ul class="mt-1 grid gap-x-6 gap-y-1 sm:flex sm:flex-wrap">${lines}</ul></section>`;
}

function crisisHelp(m: Messages, locale: Locale): string {
  const href = escapeHtml(localizedPath(SUICIDAL_THOUGHTS_PATH, locale));
  return `<div data-crisis-help="" class="mt-4 grid gap-2">${urgentHelpBlock(m)}<p>${escapeHtml(m.search.crisisLead)} <a href="${href}" class="${LINK}">${escapeHtml(m.search.crisisLink)}</a></p></div>`;
}

function guideIndex(m: Messages, index: GuideIndex): string {
  const groups = index
    .map(
      (group) =>
        `<div><h3 class="font-bold"><a href="${escapeHtml(group.hub.url)}" class="${LINK}">${escapeHtml(group.label)}</a></h3><ul class="mt-1 grid gap-1">${group.guides
          .map(
            (guide) =>
              `<li><a href="${escapeHtml(guide.url)}" class="${LINK}">${escapeHtml(guide.title)}</a></li>`,
          )
          .join("")}</ul></div>`,
    )
    .join("");
  return `<nav aria-label="${escapeHtml(m.search.guidesLabel)}" data-guide-index="" class="mt-6"><h2 class="text-xl font-bold">${escapeHtml(m.search.guidesHeading)}</h2><div class="mt-2 grid gap-4 sm:grid-cols-2">${groups}</div></nav>`;
}

/** One result: a page in another language says so, and carries its language for readers. */
function resultHtml(m: Messages, hit: SearchHit): string {
  const lang = hit.locale ? ` lang="${localeInfo[hit.locale].htmlLang}"` : "";
  const hreflang = hit.locale ? ` hreflang="${localeInfo[hit.locale].hreflang}"` : "";
  const language = hit.locale
    ? `<span data-result-language="">${escapeHtml(m.search.otherLanguage[hit.locale])}</span> · `
    : "";
  const excerpt = hit.excerpt
    .map((part, i) =>
      i % 2
        ? `<mark class="rounded bg-sun-100 px-0.5 text-ink">${escapeHtml(part)}</mark>`
        : escapeHtml(part),
    )
    .join("");
  return `<li><a href="${escapeHtml(hit.url)}"${hreflang} data-result="" class="block rounded-xl border border-line bg-surface p-4 hover:border-brand-600 focus-visible:border-brand-600"><span${lang} class="block text-lg font-semibold text-brand-700 underline underline-offset-4">${escapeHtml(hit.title)}</span><span class="mt-1 block text-sm font-semibold tracking-wide text-muted uppercase">${language}<span${lang}>${escapeHtml(hit.audience)}</span></span><span${lang} class="mt-1 block text-ink">${excerpt}</span></a></li>`;
}

/** The answer's markup, in the page's language: what search-results.tsx shows for a finished search. */
export function searchResultsHtml(
  query: string,
  outcome: SearchOutcome | "failed",
  index: GuideIndex,
  locale: Locale,
): string {
  const m = catalogues[locale];
  const hits = outcome === "failed" ? [] : outcome.hits;
  const corrected = outcome === "failed" ? undefined : outcome.correctedQuery;
  const crisis = isCrisisQuery(query) || (corrected !== undefined && isCrisisQuery(corrected));
  let html = `<div class="mt-4">${crisis ? crisisHelp(m, locale) : ""}<p role="status" class="mt-4 text-muted">${escapeHtml(searchStatus(m, query, outcome, locale))}</p>`;
  if (outcome !== "failed" && outcome.correctedQuery && outcome.originalQuery) {
    const instead = escapeHtml(exactSearchHref(outcome.originalQuery, locale));
    html += `<p class="mt-1" data-correction="">${escapeHtml(m.search.showingBefore)}<strong>${escapeHtml(outcome.correctedQuery)}</strong>${escapeHtml(m.search.showingAfter)}${escapeHtml(m.search.insteadBefore)}<a href="${instead}" class="${LINK}">${escapeHtml(outcome.originalQuery)}</a>${escapeHtml(m.search.insteadAfter)}</p>`;
  }
  if (outcome !== "failed" && hits.length === 0) {
    html += `<p class="mt-2">${escapeHtml(m.search.tryOther)}</p>${crisis ? "" : urgentHelpBlock(m, "mt-4")}${guideIndex(m, index)}`;
  }
  if (hits.length) {
    html += `<ul class="mt-3 grid gap-2" aria-label="${escapeHtml(m.search.resultsLabel)}">${hits.map((hit) => resultHtml(m, hit)).join("")}</ul>`;
  }
  return `${html}</div>`;
}

const CONTAINER = "<div data-server-results></div>";
const SEARCH_BOX = /(<input\b[^>]*\bname="q")(\s+value(?:="[^"]*")?)?(?=[\s/>])/;

/**
 * The prerendered /search page with the query in its box and the answer in its container. The
 * box is the page's own, in <main>: the header's search form (before scripts) has a `q` box too.
 */
export function fillSearchPage(template: string, query: string, resultsHtml: string): string {
  const mainStart = template.search(/<main\b/);
  const [head, body] =
    mainStart >= 0 ? [template.slice(0, mainStart), template.slice(mainStart)] : ["", template];
  if (!body.includes(CONTAINER) || !SEARCH_BOX.test(body))
    throw new Error("the prerendered /search page has no results container or search box");
  return (
    head +
    body
      .replace(SEARCH_BOX, (_, input: string) => `${input} value="${escapeHtml(query)}"`)
      .replace(CONTAINER, () => `<div data-server-results>${resultsHtml}</div>`)
  );
}
