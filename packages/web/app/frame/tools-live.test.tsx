/**
 * Issue 24's tools as a browser meets them: prerendered markup hydrated without its code (static
 * islands), made live on first use. A checklist keeps its ticks with their times, counts them and
 * clears; its code loads at once next time; Share uses the Web Share API where there is one and is
 * otherwise a WhatsApp link; Copy link copies and says so; the stream explorer scores answers,
 * says the result and keeps the answers. In English and Hindi.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findPage } from "../content/index.ts";
import type { Section, StreamExplorer } from "../content/types.ts";
import { catalogues } from "../i18n/catalogues.ts";
import type { Locale } from "../i18n/locales.ts";
import { withI18n } from "../i18n/test-i18n.tsx";
import { localDigits } from "../lib/digits.ts";
import { ListSection } from "./sections/list-section.tsx";
import { StreamExplorerSection } from "./sections/stream-explorer-section.tsx";
import { ShareLinks } from "../ui/share-links.tsx";

function sectionOf<K extends Section["kind"]>(path: string, kind: K, id: string) {
  return findPage(path)!.sections.find(
    (s) => s.kind === kind && "id" in s && s.id === id,
  ) as Extract<Section, { kind: K }>;
}

const icuBag = (locale: Locale) =>
  sectionOf(
    locale === "hi" ? "/hi/icu-ward-assistance" : "/icu-ward-assistance",
    "list",
    "icu-bag",
  );
const explorer = (locale: Locale) =>
  sectionOf(
    locale === "hi" ? "/hi/stream-selection-guide" : "/stream-selection-guide",
    "stream-explorer",
    "stream-explorer",
  ) as StreamExplorer;

let root: Root | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = "";
  delete (window as { __reactRouterContext?: unknown }).__reactRouterContext;
  vi.unstubAllGlobals();
});

/** Prerenders `section` in a static island, then hydrates it as a browser would: without its code. */
async function island<P extends object>(
  Component: (props: P) => ReactNode,
  props: P,
  { locale = "en" as Locale, at = "/icu-ward-assistance" } = {},
) {
  vi.resetModules();
  delete (window as { __reactRouterContext?: unknown }).__reactRouterContext;
  const { markHydrated, onDemand } = await import("../ui/on-demand.tsx");
  const { StaticIsland } = await import("./static-island.tsx");
  const { getToasts } = await import("../lib/toast-store.ts");
  const page = (island: ReturnType<typeof onDemand<P>>) =>
    withI18n(
      <MemoryRouter initialEntries={[at]}>
        <StaticIsland component={island} props={props} />
      </MemoryRouter>,
      locale,
    );
  const withCode = onDemand(async () => Component);
  await withCode.preload();
  const container = document.createElement("div");
  container.innerHTML = renderToString(page(withCode));
  document.body.append(container);
  (window as { __reactRouterContext?: unknown }).__reactRouterContext = {};
  await act(async () => {
    root = hydrateRoot(container, page(onDemand(async () => Component)));
  });
  markHydrated();
  return { container, getToasts };
}

describe("a checklist", () => {
  it("is a list of real checkboxes named by their items, with a count and Clear, in the markup alone", () => {
    render(
      withI18n(
        <MemoryRouter initialEntries={["/icu-ward-assistance"]}>
          <ListSection {...icuBag("en")} />
        </MemoryRouter>,
      ),
    );
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole("checkbox", { name: "ID and cards" })).toHaveAccessibleDescription(
      /Patient's Aadhaar or other photo ID/,
    );
    expect(screen.getByRole("status")).toHaveTextContent("0 of 6 done");
    expect(
      screen.getByRole("button", { name: "Clear: What to bring to a ward or ICU" }),
    ).toHaveAttribute("type", "reset");
    const share = screen.getByRole("link", { name: "Share: What to bring to a ward or ICU" });
    expect(new URL(share.getAttribute("href")!).searchParams.get("text")).toBe(
      "What to bring to a ward or ICU\nhttp://127.0.0.1:8080/icu-ward-assistance#icu-bag",
    );
    expect(
      screen.getByRole("button", { name: "Copy link: What to bring to a ward or ICU" }),
    ).toBeInTheDocument();
  });

  it("in Hindi: Hindi names, count, Clear and Share, and no English of its own", () => {
    const hi = catalogues.hi.tools;
    const { container } = render(
      withI18n(
        <MemoryRouter initialEntries={["/hi/icu-ward-assistance"]}>
          <ListSection {...icuBag("hi")} />
        </MemoryRouter>,
        "hi",
      ),
    );
    expect(screen.getByRole("checkbox", { name: "पहचान पत्र और कार्ड" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("6 में से 0 हो गए");
    expect(
      screen.getByRole("button", { name: hi.checklist.clearName(icuBag("hi").heading) }),
    ).toHaveTextContent("साफ़ करें");
    expect(screen.getByRole("link", { name: /^शेयर करें: / })).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent("/hi/icu-ward-assistance#icu-bag")),
    );
    expect(screen.getByRole("button", { name: /^लिंक कॉपी करें: / })).toBeInTheDocument();
    const en = catalogues.en.tools;
    for (const word of [en.checklist.clear, en.share.share, en.share.copyLink, "done"])
      expect(container.textContent).not.toContain(word);
  });

  it("counts and numbers its items in the page's digits", () => {
    const questions = sectionOf("/bn/icu-ward-assistance", "list", "doctor-questions");
    const { container } = render(
      withI18n(
        <MemoryRouter initialEntries={["/bn/icu-ward-assistance"]}>
          <ListSection {...questions} />
        </MemoryRouter>,
        "bn",
      ),
    );
    const total = questions.items.length;
    expect(screen.getByRole("status")).toHaveTextContent(
      catalogues.bn.tools.checklist.count("০", localDigits(total, "bn")),
    );
    const numbers = [...container.querySelectorAll("label > [aria-hidden]")].map(
      (number) => number.textContent,
    );
    expect(numbers).toEqual(questions.items.map((_, i) => `${localDigits(i + 1, "bn")}. `));
  });

  it("a numbered list that is not a checklist draws its numbers in the page's digits too", () => {
    const { container } = render(
      withI18n(
        <ListSection kind="list" heading="ধাপ" style="numbered" items={["এক", "দুই"]} />,
        "bn",
      ),
    );
    const circles = container.querySelectorAll("li > span[aria-hidden]");
    expect(circles).toHaveLength(2);
    for (const circle of circles)
      expect(circle).toHaveClass("before:content-[counter(step,bengali)]");
  });

  it("keeps ticks with their time, counts them, loads at once next time, and clears", async () => {
    const { container } = await island(ListSection, icuBag("en"));
    const status = () => container.querySelector("[data-checklist-count]")!.textContent;
    // Nothing loaded, nothing kept, until it is used.
    expect(localStorage.getItem("saathi-checklist")).toBeNull();
    const first = within(container).getByRole("checkbox", { name: "ID and cards" });
    await act(async () => fireEvent.click(first));
    await waitFor(() => expect(status()).toBe("1 of 6 done"));
    await act(async () =>
      fireEvent.click(
        within(container).getByRole("checkbox", { name: "Allergies and conditions" }),
      ),
    );
    expect(status()).toBe("2 of 6 done");
    const kept = JSON.parse(localStorage.getItem("saathi-checklist")!);
    expect(Object.keys(kept.lists["icu-bag"])).toEqual(["0", "3"]);
    expect(kept.lists["icu-bag"]["0"]).toMatchObject({ ticked: true, at: expect.any(Number) });

    // A new visit: the code loads as soon as the page hydrates, and shows the ticks.
    act(() => root?.unmount());
    document.body.innerHTML = "";
    const again = await island(ListSection, icuBag("en"));
    const boxes = within(again.container).getAllByRole<HTMLInputElement>("checkbox");
    await waitFor(() =>
      expect(boxes.map((b) => b.checked)).toEqual([true, false, false, true, false, false]),
    );
    expect(again.container.querySelector("[data-checklist-count]")!.textContent).toBe(
      "2 of 6 done",
    );

    // Clear: the form's reset unticks everything, and the clearing is kept with its time.
    await act(async () => again.container.querySelector("form")!.reset());
    expect(boxes.every((b) => !b.checked)).toBe(true);
    expect(again.container.querySelector("[data-checklist-count]")!.textContent).toBe(
      "0 of 6 done",
    );
    const clearedLists = JSON.parse(localStorage.getItem("saathi-checklist")!).lists["icu-bag"];
    expect(Object.values(clearedLists).every((c) => !(c as { ticked: boolean }).ticked)).toBe(true);
    expect(Object.keys(clearedLists)).toHaveLength(6);
  });
});

describe("Share and Copy link", () => {
  const props = { title: "Stream selection guide", path: "/stream-selection-guide" };

  it("uses the browser's share sheet where there is one, instead of going to WhatsApp", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share });
    const { container } = await island(ShareLinks, props);
    const link = within(container).getByRole("link", { name: "Share: Stream selection guide" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(share).toHaveBeenCalledWith({
      title: "Stream selection guide",
      url: "http://127.0.0.1:8080/stream-selection-guide",
    });
  });

  it("without it, the link goes to WhatsApp as it is", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    const { container } = await island(ShareLinks, props);
    const link = within(container).getByRole("link", { name: "Share: Stream selection guide" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\?text=Stream%20selection%20guide%0Ahttp/,
    );
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    // The island leaves it alone (the listener above only keeps jsdom from navigating).
    const seen = vi.fn();
    container.addEventListener("click", (event) => seen(event.defaultPrevented));
    fireEvent(link, click);
    expect(seen).toHaveBeenCalledWith(true);
  });

  it("Copy link copies the address and says so politely; a failure says that instead", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { container, getToasts } = await island(ShareLinks, props, {
      locale: "hi",
      at: "/hi/stream-selection-guide",
    });
    const copy = within(container).getByRole("button", { name: /^लिंक कॉपी करें: / });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith("http://127.0.0.1:8080/stream-selection-guide");
    expect(getToasts()[0]).toMatchObject({ title: "लिंक कॉपी हो गया", variant: "default" });
    writeText.mockRejectedValueOnce(new Error("denied"));
    await act(async () => fireEvent.click(copy));
    expect(getToasts()[0]).toMatchObject({ title: "लिंक कॉपी नहीं हो सका" });
  });
});

describe("the stream explorer", () => {
  it("asks in groups with legends, says it is not a test, in Hindi with no English", () => {
    const { container } = render(withI18n(<StreamExplorerSection {...explorer("hi")} />, "hi"));
    const groups = screen.getAllByRole("group");
    expect(groups.map((g) => g.querySelector("legend")!.textContent)).toEqual(
      explorer("hi").questions.map((q) => q.legend),
    );
    expect(within(groups[0]!).getByRole("checkbox", { name: "गणित" })).toBeInTheDocument();
    expect(container).toHaveTextContent(explorer("hi").notATest);
    expect(screen.getByRole("button", { name: explorer("hi").words.submit })).toHaveAttribute(
      "type",
      "submit",
    );
    const english = explorer("en");
    for (const word of [
      english.words.submit,
      english.words.reset,
      english.words.results,
      ...english.streams.map((s) => s.name),
      ...english.questions.map((q) => q.legend),
    ])
      expect(container.textContent).not.toContain(word);
  });

  it("scores the answers, says the result, moves focus there and keeps the answers", async () => {
    const { container } = await island(StreamExplorerSection, explorer("en"), {
      at: "/stream-selection-guide",
    });
    const results = container.querySelector<HTMLElement>("[data-explorer-results]")!;
    expect(results.hidden).toBe(true);
    const group = (legend: string) =>
      within(within(container).getByRole("group", { name: legend }));
    fireEvent.click(
      group("Which subjects do you enjoy, even when no one makes you study them?").getByRole(
        "checkbox",
        { name: "Mathematics" },
      ),
    );
    fireEvent.click(
      group("Which do you do well in?").getByRole("checkbox", { name: "Mathematics" }),
    );
    fireEvent.click(
      group("What kind of work appeals to you?").getByRole("checkbox", {
        name: /^Building, fixing/,
      }),
    );
    fireEvent.click(
      group("Does any of this apply to you?").getByRole("checkbox", {
        name: /^I need to start earning/,
      }),
    );
    await act(async () => fireEvent.submit(container.querySelector("form")!));
    await waitFor(() => expect(results.hidden).toBe(false));
    expect(container.querySelector("[data-explorer-status]")!.textContent).toBe(
      "How the streams fit your answers. Science: Fits your answers well. Commerce: Fits some of your answers. Arts (humanities): Fits few of your answers.",
    );
    expect(document.activeElement).toHaveTextContent("How the streams fit your answers");
    const science = within(container.querySelector<HTMLElement>('[data-stream="science"]')!);
    expect(science.getByText(/^You enjoy mathematics: science with mathematics/)).toBeVisible();
    expect(science.queryByText(/^You enjoy biology/)).not.toBeVisible();
    expect(science.getByText("None of your answers point this way yet.")).not.toBeVisible();
    const arts = within(container.querySelector<HTMLElement>('[data-stream="arts"]')!);
    expect(arts.getByText("None of your answers point this way yet.")).toBeVisible();
    expect(within(results).getByText(/^Government jobs through SSC/)).toBeVisible();
    expect(within(results).getByRole("link", { name: "Decide in four steps" })).toHaveAttribute(
      "href",
      "#decide",
    );
    expect(JSON.parse(localStorage.getItem("saathi-explorer")!).answers).toEqual({
      enjoy: ["maths"],
      strong: ["maths"],
      work: ["build"],
      limits: ["earn"],
    });
    // Signed out, there is nothing to save to.
    expect(container.querySelector<HTMLElement>("[data-explorer-account]")!.hidden).toBe(true);

    // Start again: answers and results go.
    await act(async () => container.querySelector("form")!.reset());
    expect(results.hidden).toBe(true);
    expect(localStorage.getItem("saathi-explorer")).toBeNull();
  });

  it("with nothing that counts chosen, asks for an answer instead", async () => {
    const { container } = await island(StreamExplorerSection, explorer("hi"), {
      locale: "hi",
      at: "/hi/stream-selection-guide",
    });
    await act(async () => fireEvent.submit(container.querySelector("form")!));
    await waitFor(() =>
      expect(container.querySelector("[data-explorer-status]")!.textContent).toBe(
        explorer("hi").words.empty,
      ),
    );
    expect(container.querySelector<HTMLElement>("[data-explorer-fits]")!.hidden).toBe(true);
  });
});
