/**
 * Issue 32, "hours told before the choice": beside every service button the desk's hours and, once
 * the page asks the desk, when a request sent now is answered; a service offered at night says
 * what the desk does then and gives the 24-hour lines; the floating help says "Live chat" only
 * while someone is on the desk.
 */
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pagesByLocale } from "../../content/index.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import { locales } from "../../i18n/locales.ts";
import { provideMessages } from "../../i18n/page-messages.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { DeskHoursNote, requestKindOf } from "../../features/desk/desk-hours-note.tsx";
import { live } from "../../features/desk/desk-hours-live.ts";
import FloatingHelpMenu from "./floating-help.tsx";

const en = catalogues.en;
let status: { live: boolean; open_now: boolean } | "offline" = { live: false, open_now: false };

beforeEach(() => {
  // As entry.client.tsx does before hydrating: the page's catalogue, which the live code reads.
  provideMessages("en", en);
  status = { live: false, open_now: false };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    expect(String(input)).toBe("/api/desk/status");
    if (status === "offline") throw new TypeError("Failed to fetch");
    return Response.json({
      ...status,
      reply_within_hours: 2,
      reply_by: "2026-03-09T05:30:00.000Z",
      reply_by_text: {
        en: "Monday 9 March, 11:00 am IST",
        hi: "सोमवार, 9 मार्च, सुबह 11:00 बजे (IST)",
      },
      next_open_at: "2026-03-09T03:30:00.000Z",
    });
  });
});
afterEach(() => vi.restoreAllMocks());

function renderRouted(ui: React.ReactNode, path = "/icu-ward-assistance") {
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [path] });
  return render(withI18n(<RouterProvider router={router} />));
}

describe("the desk's hours beside a service button", () => {
  it("reads a service button's kind from its link", () => {
    expect(requestKindOf("/request?kind=ward-support&source=/icu-ward-assistance")).toBe(
      "ward-support",
    );
    expect(requestKindOf("/hi/request?kind=night-attendant&source=/personal-support")).toBe(
      "night-attendant",
    );
    expect(requestKindOf("/mental-health-support")).toBeUndefined();
    expect(requestKindOf("/request/sent?kind=x")).toBeUndefined();
  });

  it("every service button of every page, in every language, is one that has them beside it", () => {
    const elsewhere: string[] = [];
    let services = 0;
    for (const locale of locales)
      for (const page of pagesByLocale[locale])
        for (const section of page.sections) {
          const found = JSON.stringify(section).match(/\/request\?kind=[a-z-]+/g) ?? [];
          services += found.length;
          // A call to action draws it (callout-section.tsx CtaSection); nothing else does.
          if (section.kind !== "cta" && found.length)
            elsewhere.push(`${page.path} ${section.kind}`);
        }
    expect(elsewhere).toEqual([]);
    expect(services).toBeGreaterThanOrEqual(20);
  });

  it("states the hours and the reply promise; a night service adds the night and the 24-hour lines", () => {
    const { container, unmount } = render(withI18n(<DeskHoursNote kind="ward-support" />));
    expect(container).toHaveTextContent(
      "Our desk reads requests Monday to Friday, 9:00 am to 6:00 pm IST, except public holidays, and answers within 2 working hours of receiving one.",
    );
    expect(container).toHaveTextContent(/At night: .*sent after 6:00 pm is read from 9:00 am/);
    expect(screen.getByRole("link", { name: /^112/ })).toHaveAttribute("href", "tel:112");
    expect(screen.getByRole("link", { name: /^14416 \(Tele-MANAS/ })).toHaveAttribute(
      "href",
      "tel:14416",
    );
    unmount();
    const guidance = render(withI18n(<DeskHoursNote kind="guidance" />));
    expect(guidance.container).toHaveTextContent(/Our desk reads requests/);
    expect(guidance.container).not.toHaveTextContent(/At night/);
  });

  async function replyLine(state: typeof status) {
    status = state;
    const { container } = render(withI18n(<DeskHoursNote kind="guidance" />));
    const root = container.querySelector<HTMLElement>("[data-live='desk-hours']")!;
    const line = root.querySelector("[data-desk-reply]")!;
    expect(line).toBeEmptyDOMElement();
    live(root);
    if (state !== "offline") await waitFor(() => expect(line).not.toBeEmptyDOMElement());
    else await new Promise((resolve) => setTimeout(resolve, 20));
    return line.textContent;
  }

  it("says, from the desk, when a request sent now is answered", async () => {
    expect(await replyLine({ live: false, open_now: false })).toBe(
      "The desk is closed now. Sent now, your request is read when it opens, and you will hear from us by Monday 9 March, 11:00 am IST.",
    );
    expect(await replyLine({ live: false, open_now: true })).toBe(
      "The desk is open now: sent now, you will hear from us by Monday 9 March, 11:00 am IST.",
    );
    expect(await replyLine({ live: true, open_now: true })).toBe(en.sections.deskReply.live);
    // Offline: nothing is said, and the hours above stay.
    expect(await replyLine("offline")).toBe("");
  });
});

describe("the floating help's first item", () => {
  const trigger = <button type="button">Need help?</button>;

  it("is Leave a message with the reply time while no one is on the desk", async () => {
    renderRouted(<FloatingHelpMenu trigger={trigger} defaultOpen />);
    const item = await screen.findByRole("menuitem", { name: /Leave a message/ });
    await waitFor(() => expect(item).toHaveTextContent("Reply by Monday 9 March, 11:00 am IST"));
    expect(screen.queryByRole("menuitem", { name: "Live chat" })).toBeNull();
  });

  it("is Live chat while someone is on the desk", async () => {
    status = { live: true, open_now: true };
    renderRouted(<FloatingHelpMenu trigger={trigger} defaultOpen />);
    expect(await screen.findByRole("menuitem", { name: "Live chat" })).toHaveAttribute(
      "href",
      "/request?kind=message&chat=1&source=%2Ficu-ward-assistance",
    );
  });
});
