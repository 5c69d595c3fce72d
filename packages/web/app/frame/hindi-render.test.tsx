/**
 * A Hindi page's frame and sections say everything in Hindi: the header (and its Emergency
 * Help and search popovers, the mobile menu), the footer, the page frame, every section of
 * the Hindi pages and the 404, rendered with locale "hi", show the Hindi catalogue's words
 * and none of the English catalogue's, link to Hindi pages, and carry Hindi notices.
 */
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { findPage } from "../content/index.ts";
import { resolvePage } from "../content/resolve.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { englishWords, shownText, withoutData, wordsFound } from "../i18n/test-english.ts";
import { withI18n } from "../i18n/test-i18n.tsx";
import { loadedNoticeTexts, loadNoticeTexts } from "../lib/notice-texts.ts";
import NotFound from "./not-found-page.tsx";
import { notFoundMeta } from "../lib/not-found-meta.ts";
import { SiteFooter } from "./layout/site-footer.tsx";
import { SiteHeader } from "./layout/site-header.tsx";
import { PageBottom, PageTop } from "./page-frame.tsx";
import { preloadAllOnDemand } from "../ui/on-demand.tsx";
import { preloadSections, SectionView } from "./sections/section-view.tsx";

// The account controls and the search dialog are other modules' words, tested with them.
vi.mock("../features/accounts/account-controls.tsx", () => ({ AccountControls: () => null }));
vi.mock("../features/search/search-launcher.tsx", () => ({
  SearchLauncher: () => null,
  openSearch: () => {},
}));

const hi = catalogues.hi;
/** The namespaces these components speak from, and the urgent lines' words. */
const ENGLISH = englishWords(
  ["layout", "nav", "footer", "frame", "sections", "contact", "site", "notFound", "ui", "content"],
  ["contact.whatsapp"],
);

function renderHindi(ui: ReactNode, at = "/hi") {
  return render(withI18n(<MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>, "hi"));
}

/** Every link to a page of this site goes to its Hindi page (or, said so, to the English one). */
function siteLinks(root: Element) {
  return [...root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
    .filter((link) => !link.hasAttribute("hreflang"))
    .map((link) => link.getAttribute("href")!);
}

/** No English word of the catalogue around the page's own words (`data`, its resolved page). */
function expectHindi(root: Element, data?: unknown) {
  const shown = shownText(root);
  expect(wordsFound(ENGLISH, withoutData(shown, data))).toEqual([]);
  // The English notices (content/notices.ts) say "coming soon"; the Hindi ones never do.
  expect(shown).not.toMatch(/coming soon|Need help right now/i);
  for (const href of siteLinks(root)) expect(href).toMatch(/^\/hi(?:[/?#]|$)/);
}

beforeAll(async () => {
  await loadNoticeTexts("hi");
  // The page's foot has parts whose code loads on demand ("Save for offline"): loaded first, as
  // prerendering does, so the frame renders whole at once.
  await preloadAllOnDemand();
});

describe("a Hindi page, rendered", () => {
  it("the test's own check finds English words of the catalogue", () => {
    expect(ENGLISH).toContain("Skip to content");
    expect(ENGLISH).toContain("All rights reserved");
    expect(ENGLISH).not.toContain("WhatsApp");
    expect(wordsFound(ENGLISH, "खोजें\nClose")).toEqual(["Close"]);
    expect(wordsFound(["Top"], "Topic, top-16")).toEqual([]);
    expect(wordsFound(["Main"], withoutData("JEE Main: मुख्य", { exam: "JEE Main" }))).toEqual([]);
  });

  it("header: Hindi names, Hindi links, the Emergency help popover and a search form to /hi/search", async () => {
    const { container } = renderHindi(<SiteHeader />);
    // The popovers' markup is its own chunk (a static island), here rendered once it arrives.
    // The popovers' code arrives by a dynamic import: on a busy 2-core machine that can take seconds.
    const dialogs = await screen.findAllByRole("dialog", { hidden: true }, { timeout: 10_000 });
    // Emergency Help's, not the language menu's (issue 36).
    const popover = dialogs.find((dialog) => dialog.id === "emergency-help")!;
    expect(within(popover).getByText(hi.layout.suicidalThoughtsPrompt)).toBeInTheDocument();
    expect(
      within(popover).getByRole("link", { name: hi.layout.suicidalThoughtsLink, hidden: true }),
    ).toHaveAttribute("href", "/hi/help-for-suicidal-thoughts");
    // The Emergency help notice in its Hindi words, and its Call action.
    expect(popover).toHaveTextContent(hi.content.urgentLines.emergency);
    expect(popover).toHaveTextContent("112 पर फ़ोन करें");
    const search = container.querySelector<HTMLFormElement>('form[role="search"]')!;
    expect(search.getAttribute("action")).toBe("/hi/search");
    expect(search).toHaveAccessibleName(hi.layout.searchForm);
    expect(screen.getByRole("link", { name: hi.nav.services })).toHaveAttribute(
      "href",
      "/hi/services",
    );
    expect(screen.getByRole("navigation", { name: hi.layout.mainNav })).toBeInTheDocument();
    await screen.findByText(hi.layout.openMenu);
    expect(container).toHaveTextContent(hi.nav.suicidalThoughts);
    // The language menu: every language named in itself, this page's marked.
    const languages = dialogs.find((dialog) => dialog.id === "language-menu")!;
    expect(
      within(languages)
        .getAllByRole("link", { hidden: true })
        .filter((link) => link.hasAttribute("data-language"))
        .map((link) => link.textContent),
    ).toEqual(["English", "हिंदी", "বাংলা", "मराठी"]);
    expectHindi(container);
  });

  it("footer: Hindi words and Hindi links, every entry a link (no notice)", () => {
    const { container } = renderHindi(<SiteFooter />);
    expect(container).toHaveTextContent(hi.site.blurb);
    expect(container).toHaveTextContent(hi.footer.newsletterLabel);
    expect(container).toHaveTextContent(hi.site.city);
    expect(screen.getByRole("link", { name: hi.footer.entries.privacy })).toHaveAttribute(
      "href",
      "/hi/privacy",
    );
    // The weekly email: a real form to the desk, in Hindi (mail in Hindi, 303 to the Hindi page).
    const newsletter = container.querySelector<HTMLFormElement>("form[action]")!;
    expect(newsletter).toHaveAttribute("action", "/api/desk/subscriptions");
    expect(newsletter.querySelector('input[name="locale"]')).toHaveValue("hi");
    expect(screen.getByLabelText(hi.footer.newsletterConsent)).toHaveAttribute(
      "aria-required",
      "true",
    );
    expect(screen.getByRole("link", { name: hi.footer.newsletterMore })).toHaveAttribute(
      "href",
      "/hi/subscribe",
    );
    expect(screen.getByRole("link", { name: hi.footer.entries.careers })).toHaveAttribute(
      "href",
      "/hi/request?kind=careers&source=/about",
    );
    expect(screen.getByRole("link", { name: hi.footer.entries.about })).toHaveAttribute(
      "href",
      "/hi/about",
    );
    expectHindi(container);
  });

  it("page frame: breadcrumbs, sources, dates in Hindi, and the translation's status", () => {
    const page = resolvePage(findPage("/hi/icu-ward-assistance")!, "hi");
    // The review of 28 November 2026 was a second read, not a sign-off: recorded in the data,
    // the foot still says the page is unreviewed and never names that read.
    expect(page.translation).toEqual({
      status: "unreviewed",
      secondRead: { date: "2026-11-28", extent: "full" },
    });
    const { container } = renderHindi(
      <>
        <PageTop page={page} />
        <PageBottom page={page} />
      </>,
      "/hi/icu-ward-assistance",
    );
    expect(screen.getByRole("navigation", { name: hi.frame.breadcrumb })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: hi.frame.sources })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: hi.frame.readNext })).toBeInTheDocument();
    expect(container).toHaveTextContent(hi.frame.healthNote);
    // The review date, its month named in Hindi.
    expect(container.querySelector("time")!.textContent).toMatch(
      /^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}$/,
    );
    const status = container.querySelector("[data-translation]")!;
    expect(status).toHaveTextContent(hi.frame.translationUnreviewed);
    expect(container).not.toHaveTextContent(/2026-11-28|28 नवंबर 2026/);
    const english = within(status as HTMLElement).getByRole("link", {
      name: hi.frame.translationEnglishLink,
    });
    expect(english).toHaveAttribute("href", "/icu-ward-assistance");
    expect(english).toHaveAttribute("hreflang", "en-IN");
    expectHindi(container, page);
  });

  it("page frame: a reviewed translation names its reviewer and the date, in Hindi", () => {
    const page = {
      ...resolvePage(findPage("/hi/study-tips")!, "hi"),
      translation: { status: "reviewed" as const, reviewer: "अनीता शर्मा", date: "2026-12-01" },
    };
    const { container } = renderHindi(<PageBottom page={page} />, "/hi/study-tips");
    expect(container.querySelector("[data-translation]")).toHaveTextContent(
      "हिंदी की जाँच: अनीता शर्मा, 1 दिसंबर 2026",
    );
    expectHindi(container, page);
  });

  // Every section of every Hindi page that has sections with words of their own.
  for (const path of [
    "/hi",
    "/hi/contact",
    "/hi/audio-lectures",
    "/hi/templates-and-forms",
    "/hi/exercise-videos",
    "/hi/stream-selection-guide",
    "/hi/academic-pathfinder",
    "/hi/study-tips",
  ]) {
    it(`sections of ${path}`, async () => {
      const page = resolvePage(findPage(path)!, "hi");
      await preloadSections(page.sections, "hi");
      const { container } = renderHindi(
        <>
          {page.sections.map((section, i) => (
            <SectionView key={i} section={section} />
          ))}
        </>,
        path,
      );
      expect(container.querySelectorAll("section, [data-slot=card]").length).toBeGreaterThan(0);
      expectHindi(container, page);
    });
  }

  it("the contact section's form, details and hours in Hindi", async () => {
    const page = resolvePage(findPage("/hi/contact")!, "hi");
    await preloadSections(page.sections, "hi");
    renderHindi(page.sections.map((s, i) => <SectionView key={i} section={s} />));
    expect(screen.getByRole("form", { name: hi.sections.contactForm })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: hi.sections.send })).toBeInTheDocument();
    expect(screen.getByText(/सोमवार से शुक्रवार, सुबह 9:00 से शाम 6:00 तक/)).toBeInTheDocument();
  });

  // Issue 29: the lectures read aloud, in Hindi, and show their transcripts; no notice is left.
  it("the lectures' controls, minutes and transcripts are Hindi", async () => {
    const page = resolvePage(findPage("/hi/audio-lectures")!, "hi");
    await preloadSections(page.sections, "hi");
    const { container } = renderHindi(
      page.sections.map((s, i) => <SectionView key={i} section={s} />),
      "/hi/audio-lectures",
    );
    expect(container.querySelectorAll("[data-notice]")).toHaveLength(0);
    const first = page.sections.find((s) => s.kind === "lectures")!.lectures[0]!;
    expect(
      screen.getByRole("button", { name: hi.sections.listenLabel(first.title) }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(hi.sections.transcript)).toHaveLength(6);
    expect(screen.getAllByText(/^\d+ मिनट$/)).toHaveLength(6);
    expect(container).toHaveTextContent(first.parts[0]!.paragraphs[0]!);
    expect(screen.getByRole("button", { name: hi.sections.playSummary })).toBeInTheDocument();
    expectHindi(container, page);
  });

  it("the 404 page", () => {
    const { container } = renderHindi(<NotFound />, "/hi/404");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hi.notFound.title);
    expect(container.querySelector('form[role="search"]')).toHaveAttribute("action", "/hi/search");
    expect(screen.getByRole("link", { name: hi.notFound.home })).toHaveAttribute("href", "/hi");
    expectHindi(container);
  });

  it("the 404's title and description in Hindi", () => {
    const tags = notFoundMeta("hi");
    expect(tags).toEqual([
      { title: "पेज नहीं मिला | Saathi" },
      { name: "description", content: hi.notFound.description("Saathi") },
    ]);
  });

  it("loads no English notice texts", () => {
    expect(loadedNoticeTexts("en")).toBeUndefined();
  });
});
