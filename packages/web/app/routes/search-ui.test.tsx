/**
 * Search's words in the page's language: the results (with the crisis help, a correction, the
 * guide index and a page in the other language), the dialog, the launcher and the /search page,
 * in Hindi with none of their English left, and the search asked of the page's own language.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { catalogues } from "../i18n/catalogues.ts";
import { provideMessages } from "../i18n/page-messages.ts";
import type { Locale } from "../i18n/locales.ts";
import { withI18n } from "../i18n/test-i18n.tsx";
import type { GuideIndex, SearchOutcome } from "../features/search/search-core.ts";
import type { SearchState } from "../features/search/search-results.tsx";

const searchSite =
  vi.fn<(query: string, options: { locale: Locale; exact?: boolean }) => Promise<SearchOutcome>>();
const loadGuideIndex = vi.fn<(locale: Locale) => Promise<GuideIndex>>();
vi.mock("../features/search/site-search.ts", () => ({
  searchSite: (query: string, options: { locale: Locale; exact?: boolean }) =>
    searchSite(query, options),
  loadGuideIndex: (locale: Locale) => loadGuideIndex(locale),
  prepareSearch: () => {},
}));

const { SearchResults } = await import("../features/search/search-results.tsx");
const { default: SearchDialog } = await import("../features/search/search-dialog.tsx");
const { SearchLauncher } = await import("../features/search/search-launcher.tsx");
const { default: SearchPage, meta } = await import("./search.tsx");

const HI_GUIDES: GuideIndex = [
  {
    label: "छात्र",
    hub: { url: "/hi/student-support", title: "छात्रों के लिए मदद" },
    guides: [{ url: "/hi/study-tips", title: "पढ़ाई के टिप्स" }],
  },
];

function inRouter(ui: ReactNode, locale: Locale, path = locale === "hi" ? "/hi" : "/") {
  const router = createMemoryRouter([{ path: "*", element: withI18n(ui, locale) }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** No sentence or label of the English `search` messages is left on the page. */
function expectNoEnglishSearchWords(container: HTMLElement = document.body) {
  const text = container.textContent ?? "";
  const labels = [...container.querySelectorAll("[aria-label]")].map((el) =>
    el.getAttribute("aria-label"),
  );
  for (const message of Object.values(catalogues.en.search)) {
    if (typeof message !== "string" || !message.trim()) continue;
    expect(text, message).not.toContain(message.trim());
    expect(labels, message).not.toContain(message);
  }
  expect(text).not.toMatch(/\b(results?|Searching|Search instead)\b/);
}

const done = (query: string, outcome: SearchOutcome): SearchState => ({
  query,
  status: "done",
  outcome,
});

beforeEach(() => {
  searchSite.mockReset();
  loadGuideIndex.mockReset();
  loadGuideIndex.mockResolvedValue(HI_GUIDES);
});

describe("the search messages", () => {
  it("are plain strings, so they travel in the page's data to the browser", () => {
    for (const locale of ["en", "hi"] as const)
      expect(JSON.parse(JSON.stringify(catalogues[locale].search))).toEqual(
        catalogues[locale].search,
      );
  });
});

describe("search results in Hindi", () => {
  it("shows the crisis help in Hindi, linking to the Hindi help page", () => {
    inRouter(
      <SearchResults
        state={done("आत्महत्या", { hits: [] })}
        typed="marna chahta hu"
        headingLevel={3}
      />,
      "hi",
    );
    const help = document.querySelector("[data-crisis-help]") as HTMLElement;
    expect(help).toHaveTextContent(catalogues.hi.search.crisisLead);
    expect(within(help).getByRole("link", { name: "आत्महत्या के विचारों के लिए मदद" })).toHaveAttribute(
      "href",
      "/hi/help-for-suicidal-thoughts",
    );
    expect(within(help).getByRole("heading", { name: "अगर आपको अभी मदद चाहिए" })).toBeVisible();
  });

  it("counts, corrects and labels a page in the other language, in Hindi", () => {
    inRouter(
      <SearchResults
        state={done("बिमारी", {
          hits: [
            {
              url: "/hi/patient-support",
              title: "मरीज़ों के लिए मदद",
              audience: "मरीज़ और परिवार",
              excerpt: ["गंभीर ", "बीमारी", " में"],
            },
            {
              url: "/patient-support",
              title: "Patient support",
              audience: "Patients and families",
              excerpt: ["Illness"],
              locale: "en",
            },
          ],
          correctedQuery: "बीमारी",
          originalQuery: "बिमारी",
        })}
        typed="बिमारी"
      />,
      "hi",
    );
    expect(screen.getByRole("status")).toHaveTextContent("“बीमारी” के 2 नतीजे।");
    const correction = document.querySelector("[data-correction]") as HTMLElement;
    expect(correction).toHaveTextContent("बीमारी के नतीजे दिखा रहे हैं। इसकी जगह बिमारी खोजें");
    expect(within(correction).getByRole("link")).toHaveAttribute(
      "href",
      `/hi/search?q=${encodeURIComponent("बिमारी")}&exact=1`,
    );
    const list = screen.getByRole("list", { name: "खोज के नतीजे" });
    const english = within(list).getByRole("link", { name: /Patient support/ });
    expect(english).toHaveAttribute("hreflang", "en-IN");
    expect(english).toHaveTextContent("अंग्रेज़ी पेज");
    expect(within(english).getByText("Patient support")).toHaveAttribute("lang", "en-IN");
    // The English page's own words are its content; none of search's English is left.
    const own = within(list).getByRole("link", { name: /मरीज़ों के लिए मदद/ });
    expect(own).not.toHaveAttribute("hreflang");
    expectNoEnglishSearchWords(document.querySelector("[data-correction]")!.parentElement!);
  });

  it("shows the Hindi guide index and lines when nothing is found", async () => {
    inRouter(<SearchResults state={done("xyz", { hits: [] })} typed="xyz" />, "hi");
    expect(screen.getByRole("status")).toHaveTextContent("“xyz” के लिए कुछ नहीं मिला।");
    const guides = screen.getByRole("navigation", { name: "गाइड" });
    expect(await within(guides).findByRole("link", { name: "छात्र" })).toHaveAttribute(
      "href",
      "/hi/student-support",
    );
    expect(loadGuideIndex).toHaveBeenCalledWith("hi");
    expect(screen.getByRole("heading", { name: "किसी गाइड से शुरू करें" })).toBeVisible();
    expectNoEnglishSearchWords();
  });

  it("says so in Hindi while searching and when search fails", () => {
    const { unmount } = render(
      withI18n(
        <SearchResults
          state={{ query: "पढ़ाई", status: "searching", outcome: { hits: [] } }}
          typed="पढ़ाई"
        />,
        "hi",
      ),
    );
    expect(screen.getByRole("status")).toHaveTextContent("खोज रहे हैं…");
    unmount();
    render(
      withI18n(
        <SearchResults state={{ query: "x", status: "failed", outcome: { hits: [] } }} typed="x" />,
        "hi",
      ),
    );
    expect(screen.getByRole("status")).toHaveTextContent(catalogues.hi.search.failed);
  });
});

describe("the dialog, the launcher and the /search page", () => {
  it("the dialog is in Hindi and searches the Hindi index", async () => {
    searchSite.mockResolvedValue({ hits: [] });
    inRouter(<SearchDialog open onOpenChange={() => {}} />, "hi");
    const dialog = await screen.findByRole("dialog", { name: "खोजें" });
    expect(dialog).toHaveTextContent("हर पेज पर कोई गाइड या जानकारी ढूँढें।");
    const box = within(dialog).getByRole("searchbox", { name: "साइट पर खोजें" });
    box.focus();
    await import("@testing-library/user-event").then(({ default: userEvent }) =>
      userEvent.type(box, "tanav"),
    );
    await waitFor(() =>
      expect(searchSite).toHaveBeenCalledWith("tanav", { locale: "hi", exact: false }),
    );
    expectNoEnglishSearchWords(dialog);
  });

  it("the launcher's name is in the page's language", () => {
    inRouter(<SearchLauncher />, "hi");
    expect(screen.getByRole("button", { name: "खोजें" })).toBeInTheDocument();
  });

  it("the /hi/search page is in Hindi and its form goes to /hi/search", async () => {
    searchSite.mockResolvedValue({ hits: [] });
    inRouter(<SearchPage />, "hi", "/hi/search?q=tanav");
    expect(screen.getByRole("heading", { level: 1, name: "खोजें" })).toBeVisible();
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/hi/search");
    expect(within(form).getByRole("searchbox", { name: "साइट पर खोजें" })).toHaveValue("tanav");
    expect(within(form).getByRole("button", { name: "खोजें" })).toBeVisible();
    await waitFor(() =>
      expect(searchSite).toHaveBeenCalledWith("tanav", { locale: "hi", exact: false }),
    );
  });

  it("the page's title and description are in its language", () => {
    // As prerendering has them (entry.server.tsx); the root's data names only the language.
    for (const locale of ["en", "hi"] as const) provideMessages(locale, catalogues[locale]);
    const metaOf = (locale: Locale) =>
      meta({
        matches: [{ id: "root", loaderData: { locale } }],
      } as unknown as Parameters<typeof meta>[0]);
    expect(metaOf("hi")).toContainEqual({ title: "खोजें | Saathi" });
    expect(metaOf("hi")).toContainEqual({
      name: "description",
      content: "Saathi की हर गाइड में खोजें।",
    });
    expect(metaOf("en")).toContainEqual({ title: "Search | Saathi" });
  });

  it("the English /search page keeps its English and its form", () => {
    inRouter(<SearchPage />, "en", "/search");
    expect(screen.getByRole("search")).toHaveAttribute("action", "/search");
    expect(screen.getByRole("searchbox", { name: "Search the site" })).toBeInTheDocument();
  });
});
