/**
 * The staff desk in the browser, against a stand-in for the desk's API: who gets the desk and who
 * is told what step is missing, the queue with the time left, a request opened with its internal
 * note marked, a reply sent, a live message arriving without a reload, and the whole desk in Hindi
 * with none of its English words.
 */
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadStaffMessages } from "../../i18n/staff.ts";
import { staffCatalogues } from "../../i18n/staff-catalogues.ts";
import { fakeSession, renderWithAuth } from "../accounts/test-auth.tsx";
import StaffPage from "./staff-page.tsx";

const NOW = Date.now();
const iso = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

const ROW = {
  id: "11111111-1111-4111-8111-111111111111",
  reference: "SA-7K3Q",
  kind: "ward-support",
  status: "new",
  name: "Asha Rao",
  language: "hi",
  created_at: iso(-30),
  updated_at: iso(-30),
  waiting_since: iso(-30),
  reply_due_at: iso(90),
  reply_due_in_seconds: 90 * 60,
  assigned_to: null,
  last_message: { from: "person", at: iso(-30) },
};

const DETAIL = {
  ...ROW,
  email: "asha@example.com",
  phone: "+919876543210",
  best_time: "evening",
  details: { city: "Pune", hospital: "Sassoon" },
  source: "/icu-ward-assistance",
  consent_at: iso(-30),
  user_id: null,
  closed_at: null,
  messages: [
    {
      id: "1",
      from: "person",
      author: "Asha Rao",
      body: "My father is in the ICU.",
      created_at: iso(-30),
    },
    { id: "2", from: "note", author: "Ravi", body: "Call her after 6 pm.", created_at: iso(-20) },
  ],
  audit: [{ at: iso(-30), actor: null, action: "created", detail: {} }],
};

type Call = { method: string; path: string; body: unknown; auth: string | null };

/** The desk's API as a fetch stand-in; `push` sends a live event down the open stream. */
function fakeDesk(
  staff: { status: number; body: unknown } = {
    status: 200,
    body: { id: "me-1", email: "meera@saathi.test", name: "Meera" },
  },
) {
  const calls: Call[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://site");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({
      method,
      path: url.pathname + url.search,
      body,
      auth: new Headers(init?.headers).get("authorization"),
    });
    const path = url.pathname.replace("/api/desk", "");
    if (path === "/staff/me") return json(staff.body, staff.status);
    if (path === "/staff/events")
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
            controller.enqueue(encoder.encode('event: ready\ndata: {"live":true}\n\n'));
          },
        }),
        { headers: { "content-type": "text/event-stream" } },
      );
    if (path === "/staff/requests") return json({ requests: [ROW], next_before: null });
    if (path === `/staff/requests/${ROW.id}`) return json(DETAIL);
    if (path === `/staff/requests/${ROW.id}/replies`)
      return json(
        {
          message: { id: "3", from: "staff", author: "Meera", body: body.body, created_at: iso(0) },
        },
        201,
      );
    return json({ code: "not_found", message: "" }, 404);
  });
  return {
    fetch,
    calls,
    /** Live events, all in one chunk (as the server may write them). */
    push(...events: [string, unknown][]) {
      stream?.enqueue(
        encoder.encode(
          events
            .map(
              ([event, data], i) =>
                `id: ${9 + i}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
            )
            .join(""),
        ),
      );
    },
  };
}

function renderDesk(path = "/staff", session = fakeSession("meera@saathi.test")) {
  return renderWithAuth(
    <Suspense fallback={null}>
      <StaffPage />
    </Suspense>,
    { session, path },
  );
}

// The auth client and the desk load by dynamic import: on a busy machine that takes a while.
configure({ asyncUtilTimeout: 8000 });

let desk: ReturnType<typeof fakeDesk>;
// The desk's words load with its code; here they are in before the first render.
beforeAll(() => Promise.all([loadStaffMessages("en"), loadStaffMessages("hi")]));
beforeEach(() => {
  desk = fakeDesk();
  vi.stubGlobal("fetch", desk.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the staff desk", () => {
  it("lists the queue with the time left, opens a request with its internal note marked, replies, and shows a live message", async () => {
    const user = userEvent.setup();
    renderDesk();
    const row = await screen.findByRole("button", { name: /SA-7K3Q/ });
    expect(row).toHaveTextContent("Reply due in 1 h 30 min");
    expect(row).toHaveTextContent("Ward or ICU support");
    expect(desk.calls.find((c) => c.path === "/api/desk/staff/me")?.auth).toBe(
      `Bearer ${fakeSession().access_token}`,
    );
    // The event stream is read with the token too.
    await waitFor(() =>
      expect(desk.calls.find((c) => c.path === "/api/desk/staff/events")?.auth).toMatch(/^Bearer /),
    );

    await user.click(row);
    const heading = await screen.findByRole("heading", { level: 2, name: /SA-7K3Q/ });
    expect(heading).toHaveFocus();
    expect(screen.getByText("asha@example.com")).toHaveAttribute("href", "mailto:asha@example.com");
    expect(screen.getByText("Pune")).toBeInTheDocument();
    const note = screen.getByText("Call her after 6 pm.").closest("[data-message-from]")!;
    expect(note).toHaveAttribute("data-message-from", "note");
    expect(note).toHaveTextContent("Internal note by Ravi");
    expect(note).toHaveTextContent("Never shown to the person");

    await user.type(screen.getByLabelText("Your reply"), "We will call you at 6 pm.");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await screen.findByText("Reply sent.");
    const reply = desk.calls.find((c) => c.path.endsWith("/replies"));
    expect(reply).toMatchObject({
      method: "POST",
      body: { body: "We will call you at 6 pm.", status: "waiting" },
    });
    expect(
      screen.getByText("We will call you at 6 pm.").closest("[data-message-from]"),
    ).toHaveAttribute("data-message-from", "staff");

    // The person answers on their page: it appears here without a reload.
    // The person answers on their page: the message and the status change come in one chunk, and
    // both show here without a reload.
    await act(async () =>
      desk.push(
        [
          "message.created",
          {
            id: ROW.id,
            reference: ROW.reference,
            message: {
              id: "4",
              from: "person",
              author: "Asha Rao",
              body: "Thank you!",
              created_at: iso(1),
            },
          },
        ],
        [
          "request.updated",
          { id: ROW.id, reference: ROW.reference, status: "in-progress", assigned_to: null },
        ],
      ),
    );
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: /SA-7K3Q/ }).closest("article"),
    ).toHaveTextContent("In progress");
  });

  it("tells a non-staff account plainly that the desk is not for it", async () => {
    desk = fakeDesk({ status: 403, body: { code: "not_staff", message: "" } });
    vi.stubGlobal("fetch", desk.fetch);
    renderDesk();
    expect(
      await screen.findByRole("heading", { name: "This page is for the support team only" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /SA-7K3Q/ })).toBeNull();
  });

  it("sends a staff account without two-factor to set it up, in Hindi on the Hindi desk", async () => {
    desk = fakeDesk({ status: 403, body: { code: "insufficient_aal", message: "" } });
    vi.stubGlobal("fetch", desk.fetch);
    renderDesk("/hi/staff");
    const hi = staffCatalogues.hi.gate;
    expect(await screen.findByRole("heading", { name: hi.setUpTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: hi.openAccount })).toHaveAttribute(
      "href",
      "/hi/account",
    );
  });

  it("asks for the authenticator code when the session has only passed the password", async () => {
    const payload = btoa(JSON.stringify({ sub: "user-1", aal: "aal1" })).replace(/=+$/, "");
    const session = {
      ...fakeSession("meera@saathi.test", {
        factors: [{ id: "f1", factor_type: "totp", status: "verified" }],
      }),
      access_token: `h.${payload}.s`,
    };
    renderDesk("/staff", session);
    expect(await screen.findByRole("heading", { name: "One more step" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enter the code" })).toBeInTheDocument();
    // The desk's API is not even asked: the session is not signed in until the code.
    expect(desk.calls.some((c) => c.path.startsWith("/api/desk/staff/requests"))).toBe(false);
  });

  it("is all Hindi on /hi/staff, with none of its English words", async () => {
    const user = userEvent.setup();
    renderDesk("/hi/staff");
    const row = await screen.findByRole("button", { name: /SA-7K3Q/ });
    const hi = staffCatalogues.hi;
    expect(row).toHaveTextContent("1 घंटे 30 मिनट में जवाब देना है");
    await user.click(row);
    await screen.findByRole("heading", { level: 2, name: /SA-7K3Q/ });
    expect(screen.getByLabelText(hi.reply.label)).toBeInTheDocument();
    expect(
      within(screen.getByText("Call her after 6 pm.").closest("div")!).getByText(
        hi.thread.noteMark,
      ),
    ).toBeInTheDocument();

    const english: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") english.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(staffCatalogues.en);
    const shown = [
      document.body.textContent ?? "",
      ...[...document.body.querySelectorAll("[aria-label]")].map((e) =>
        e.getAttribute("aria-label"),
      ),
    ].join("\n");
    for (const text of english.filter((text) => text.length > 3))
      expect(shown, `English "${text}" on the Hindi desk`).not.toContain(text);
  });
});
