/**
 * Static islands against React 19 itself: markup rendered on the server, then hydrated
 * in jsdom without the island's code, must stay exactly as it was and keep working.
 */
import { act, fireEvent } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noticeData } from "../lib/toast-store.ts";
import type { OnDemand } from "../ui/on-demand.tsx";
import type { StaticIsland as Island } from "./static-island.tsx";

type DemoProps = { label: string };

function Demo({ label }: DemoProps) {
  return (
    <section aria-label={label}>
      <a href="/next">Next page</a> <a href="https://example.org/">Elsewhere</a>
      <button
        type="button"
        data-notice={noticeData({ title: `${label} coming soon!`, description: "Not built yet." })}
      >
        {label}
      </button>
      <button type="button" data-enhance="demo" data-exam="nda-1-2027">
        Remind me
      </button>
      <form
        data-notice={noticeData({
          title: "Newsletter coming soon!",
          description: "Nothing was sent.",
        })}
      >
        <button type="submit">Subscribe</button>
      </form>
    </section>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Page({
  island,
  StaticIsland,
}: {
  island: OnDemand<DemoProps>;
  StaticIsland: typeof Island;
}) {
  return (
    <MemoryRouter initialEntries={["/here"]}>
      <Where />
      <Routes>
        {/* Keyed, as content-page.tsx keys its pages: another page's island must mount afresh. */}
        <Route
          path="/here"
          element={
            <StaticIsland key="here" component={island} props={{ label: "Privacy policy" }} />
          }
        />
        <Route
          path="/next"
          element={<StaticIsland key="next" component={island} props={{ label: "Terms" }} />}
        />
      </Routes>
    </MemoryRouter>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete (window as { __reactRouterContext?: unknown }).__reactRouterContext;
});

/**
 * Prerenders the page with the island's code, then hydrates it as a browser would: without.
 * Fresh modules each time, since a page hydrates once (`markHydrated`).
 */
async function prerenderAndHydrate() {
  vi.resetModules();
  const { markHydrated, onDemand } = await import("../ui/on-demand.tsx");
  const { StaticIsland } = await import("./static-island.tsx");
  const { getToasts } = await import("../lib/toast-store.ts");
  const withCode = onDemand(async () => Demo);
  await withCode.preload();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page island={withCode} StaticIsland={StaticIsland} />);
  document.body.append(container);
  const prerendered = container.innerHTML;

  const load = vi.fn(async () => Demo);
  const withoutCode = onDemand(load);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  (window as { __reactRouterContext?: unknown }).__reactRouterContext = {};
  await act(async () => {
    root = hydrateRoot(container, <Page island={withoutCode} StaticIsland={StaticIsland} />, {
      onRecoverableError: recoverable,
    });
  });
  markHydrated();
  consoleError.mockRestore();
  return { container, prerendered, load, recoverable, consoleError, getToasts };
}

describe("static islands", () => {
  it("hydrate without their code and leave the prerendered markup exactly as it was", async () => {
    const { container, prerendered, load, recoverable, consoleError } = await prerenderAndHydrate();
    expect(container.innerHTML).toBe(prerendered);
    expect(container.querySelector("section")?.getAttribute("aria-label")).toBe("Privacy policy");
    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("show a button's or a form's notice from the markup", async () => {
    const { container, getToasts } = await prerenderAndHydrate();
    fireEvent.click(container.querySelector("section > button:not([data-enhance])")!);
    expect(getToasts().map((t) => t.title)).toEqual(["Privacy policy coming soon!"]);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    fireEvent(container.querySelector("form")!, submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(getToasts().map((t) => t.title)).toEqual(["Newsletter coming soon!"]);
  });

  it("move within the site without a reload, leave other sites' links to the browser, and render the next page's island with its code", async () => {
    const { container, load } = await prerenderAndHydrate();
    const away = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(container.querySelector('a[href^="https:"]')!, away);
    expect(away.defaultPrevented).toBe(false);
    expect(container.querySelector("output")?.textContent).toBe("/here");

    await act(async () => {
      fireEvent.click(container.querySelector('a[href="/next"]')!);
    });
    expect(container.querySelector("output")?.textContent).toBe("/next");
    // Mounted after hydration: the island renders its component, loading its code.
    expect(load).toHaveBeenCalledOnce();
    expect(container.querySelector("section")?.getAttribute("aria-label")).toBe("Terms");
  });

  it("render an enhanced control's component when it is pressed (its code loads only then), without touching the markup", async () => {
    vi.doMock("./enhancers.ts", () => ({
      enhancers: {
        demo: ({ control }: { control: HTMLElement }) => (
          <p role="dialog">Reminder for {control.dataset.exam}</p>
        ),
      },
    }));
    try {
      const { container, prerendered } = await prerenderAndHydrate();
      expect(document.querySelector("[role=dialog]")).toBeNull();
      await act(async () => {
        fireEvent.click(container.querySelector("[data-enhance]")!);
      });
      expect(document.querySelector("[role=dialog]")?.textContent).toBe("Reminder for nda-1-2027");
      // The island's prerendered markup is still there, as it was.
      expect(container.innerHTML).toContain(prerendered.slice(0, 200));
      expect(container.querySelector("section")?.getAttribute("aria-label")).toBe("Privacy policy");
    } finally {
      vi.doUnmock("./enhancers.ts");
    }
  });
});
