/**
 * The exam calendar's reminder dialog against a stand-in for /api/desk/me/reminders: signed out it
 * offers to sign in; signed in it lists the person's reminders for the exam, takes a new one (the
 * chosen days, the page's language) and removes one; an expected exam says it waits for its date;
 * in Hindi, Hindi words only.
 */
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSession, renderWithAuth } from "../accounts/test-auth.tsx";
import { reminders as en } from "../../i18n/en/reminders.ts";
import { reminders as hi } from "../../i18n/hi/reminders.ts";
import ReminderDialog, { type Reminder } from "./reminder-dialog.tsx";

// The auth client loads by dynamic import: on a busy machine that takes a while.
configure({ asyncUtilTimeout: 8000 });

function button(status: "announced" | "expected" = "announced") {
  const control = document.createElement("button");
  control.dataset.exam = status === "announced" ? "nda-1-2027" : "neet-ug-2027";
  control.dataset.examName = status === "announced" ? "NDA (I) 2027" : "NEET-UG 2027";
  control.dataset.examStatus = status;
  document.body.append(control);
  controls.push(control);
  return control;
}
const controls: HTMLElement[] = [];

const SCHEDULED: Reminder = {
  id: "r-30",
  exam_id: "nda-1-2027",
  days_before: 30,
  state: "scheduled",
  remind_on: "2027-03-12",
  exam_start: "2027-04-11",
  created_at: "2026-11-26T00:00:00Z",
  sent_at: null,
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://site");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status });
      if (method === "GET") return json({ days: [1, 3, 7, 14, 30], reminders: [SCHEDULED] });
      if (method === "POST") {
        const expected = body.exam_id === "neet-ug-2027";
        return json(
          {
            reminder: {
              ...SCHEDULED,
              id: "r-new",
              exam_id: body.exam_id,
              days_before: body.days_before,
              state: expected ? "waiting_for_date" : "scheduled",
              remind_on: expected ? null : "2027-04-08",
            },
          },
          201,
        );
      }
      return json({ deleted: true });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  for (const control of controls.splice(0)) control.remove();
});

function open(control: HTMLElement, path = "/exam-calendar", signedIn = true) {
  const messages = path.startsWith("/hi") ? hi : en;
  return renderWithAuth(
    <Suspense fallback={null}>
      <ReminderDialog control={control} messages={messages} />
    </Suspense>,
    { session: signedIn ? fakeSession() : null, path },
  );
}

describe("the reminder dialog", () => {
  it("offers to sign in when no one is signed in", async () => {
    window.localStorage.clear();
    open(button(), "/exam-calendar", false);
    const dialog = await screen.findByRole("dialog", { name: "Reminder: NDA (I) 2027" });
    expect(await within(dialog).findByText(en.signInBody)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("lists the exam's reminders, takes a new one for the days chosen, and removes one", async () => {
    const user = userEvent.setup();
    open(button());
    const dialog = await screen.findByRole("dialog", { name: "Reminder: NDA (I) 2027" });
    expect(
      await within(dialog).findByText("30 days before: we'll email you on 12 March 2027."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Reminders go to asha@example.com.")).toBeInTheDocument();
    const group = within(dialog).getByRole("group", { name: "How many days before?" });
    expect(within(group).getByRole("radio", { name: "7 days before" })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: "3 days before" }));
    await user.click(within(dialog).getByRole("button", { name: "Remind me" }));
    expect(await within(dialog).findByText("Done: we'll email you on 8 April 2027.")).toBeVisible();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/desk/me/reminders",
      body: { exam_id: "nda-1-2027", days_before: 3, locale: "en" },
    });
    expect(
      within(dialog).getByText("3 days before: we'll email you on 8 April 2027."),
    ).toBeVisible();

    await user.click(
      within(dialog).getByRole("button", { name: "Remove the reminder 30 days before" }),
    );
    expect(await within(dialog).findByText("Reminder removed.")).toBeVisible();
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe("/api/desk/me/reminders/r-30");
    expect(within(dialog).queryByText(/30 days before:/)).toBeNull();
  });

  it("says an expected exam's reminder waits for its date, in Hindi on the Hindi page", async () => {
    const user = userEvent.setup();
    open(button("expected"), "/hi/exam-calendar");
    const dialog = await screen.findByRole("dialog", { name: "रिमाइंडर: NEET-UG 2027" });
    expect(await within(dialog).findByText(hi.expectedNote)).toBeVisible();
    expect(within(dialog).getByText(hi.none)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: hi.remindMe }));
    expect(await within(dialog).findByText(hi.addedExpected)).toBeVisible();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ locale: "hi" });
    const text = dialog.textContent ?? "";
    for (const english of ["Reminder", "days before", "Remind me", "email you", "Sign in"])
      expect(text, english).not.toContain(english);
  });
});
