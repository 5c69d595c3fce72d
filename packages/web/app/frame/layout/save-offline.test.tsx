/**
 * "Save for offline" at the foot of every content page (save-offline.tsx, issue 34 item 3): plain
 * buttons whose code (save-offline-live.ts) loads on the first press, asks the service worker and
 * says what it saved and how big, in the page's language; "Save all guides" on the hubs only.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogues } from "../../i18n/catalogues.ts";
import type { Locale } from "../../i18n/locales.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { PageBottom } from "../page-frame.tsx";
import { StaticIsland } from "../static-island.tsx";
import { onDemand } from "../../ui/on-demand.tsx";
import { resolvePage } from "../../content/resolve.ts";
import { findPage } from "../../content/index.ts";
import { SAVE, type SaveResult } from "../../../sw/save-protocol.ts";
import { sizeOf } from "./save-offline-live.ts";

const Bottom = onDemand(async () => PageBottom);

function renderPage(at: string, locale: Locale = "en") {
  const page = resolvePage(findPage(at)!, locale);
  render(
    withI18n(
      <MemoryRouter initialEntries={[at]}>
        <StaticIsland component={Bottom} props={{ page }} />
      </MemoryRouter>,
      locale,
    ),
  );
}

const box = async () =>
  within(
    (
      await screen.findByRole(
        "heading",
        { name: catalogues.en.offline.save.heading },
        // The first render loads the page frame's chunk.
        { timeout: 10_000 },
      )
    ).closest("section")!,
  );

/** A service worker that answers SAVE with `answer`, recording what it was asked. */
function stubWorker(answer: SaveResult) {
  const asked: unknown[] = [];
  const active = {
    postMessage(message: unknown, [port]: MessagePort[]) {
      asked.push(message);
      port!.postMessage(answer);
    },
  };
  vi.stubGlobal(
    "navigator",
    Object.assign(Object.create(navigator), {
      serviceWorker: { ready: Promise.resolve({ active }) },
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("Save for offline", () => {
  it("offers this page on a guide, and every guide too on a hub", async () => {
    renderPage("/study-tips");
    const guide = await box();
    expect(guide.getByRole("button", { name: "Save this page" })).toHaveAttribute("type", "button");
    expect(guide.queryByRole("button", { name: "Save all guides" })).toBeNull();
  });

  it("saves the page through the worker and says how many files and how big", async () => {
    const asked = stubWorker({ ok: true, pages: 1, files: 4, bytes: 212_400 });
    renderPage("/study-tips");
    const guide = await box();
    await userEvent.setup().click(guide.getByRole("button", { name: "Save this page" }));
    await waitFor(() =>
      expect(guide.getByRole("status")).toHaveTextContent(
        "Saved for offline: this page, 4 files, 212 KB.",
      ),
    );
    expect(asked).toEqual([{ type: SAVE, path: "/study-tips" }]);
  });

  it("saves every guide of the hub's language, in Hindi", async () => {
    const asked = stubWorker({ ok: true, pages: 41, files: 200, bytes: 2_345_000 });
    renderPage("/patient-support", "hi");
    const hub = within(
      (await screen.findByRole("heading", { name: catalogues.hi.offline.save.heading })).closest(
        "section",
      )!,
    );
    await userEvent.setup().click(hub.getByRole("button", { name: "सभी गाइड सेव करें" }));
    await waitFor(() =>
      expect(hub.getByRole("status")).toHaveTextContent(
        "ऑफ़लाइन के लिए सेव हो गए: 41 पेज, 200 फ़ाइलें, 2.3 MB।",
      ),
    );
    expect(asked).toEqual([{ type: SAVE, all: "hi" }]);
  });

  it("counts in Bengali and Marathi digits on their pages", async () => {
    stubWorker({ ok: true, pages: 41, files: 200, bytes: 2_345_000 });
    renderPage("/patient-support", "bn");
    const hub = within(
      (await screen.findByRole("heading", { name: catalogues.bn.offline.save.heading })).closest(
        "section",
      )!,
    );
    await userEvent
      .setup()
      .click(hub.getByRole("button", { name: catalogues.bn.offline.save.all }));
    await waitFor(() =>
      expect(hub.getByRole("status")).toHaveTextContent(
        "অফলাইনের জন্য সেভ হয়ে গেছে: ৪১টি পেজ, ২০০টি ফাইল, ২.৩ MB।",
      ),
    );
  });

  it("says so when it could not save", async () => {
    stubWorker({ ok: false });
    renderPage("/study-tips");
    const guide = await box();
    await userEvent.setup().click(guide.getByRole("button", { name: "Save this page" }));
    await waitFor(() =>
      expect(guide.getByRole("status")).toHaveTextContent(catalogues.en.offline.save.failed),
    );
  });

  it("gives sizes as a phone's data counter does", () => {
    expect(sizeOf(400)).toBe("1 KB");
    expect(sizeOf(212_400)).toBe("212 KB");
    expect(sizeOf(2_345_000)).toBe("2.3 MB");
  });
});
