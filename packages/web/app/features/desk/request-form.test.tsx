/**
 * The request form of /request, rendered as a page reached inside the site (its address read at
 * once): prefilled from the address, every mistake said next to its field in the catalogue's words,
 * sent as JSON to the desk and on to the thank-you page; in Hindi, Hindi only.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deskCatalogues } from "../../i18n/desk-catalogues.ts";
import type { Locale } from "../../i18n/locales.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { DeskPageFrame } from "./desk-page.tsx";
import { RequestForm } from "./request-form.tsx";

const en = deskCatalogues.en;
const hi = deskCatalogues.hi;
const TOKEN = "T".repeat(43);

function Sent() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

function renderForm(query: string, locale: Locale = "en") {
  const prefix = locale === "hi" ? "/hi" : "";
  const router = createMemoryRouter(
    [
      {
        path: `${prefix}/request`,
        element: (
          <DeskPageFrame t={deskCatalogues[locale]}>
            <RequestForm />
          </DeskPageFrame>
        ),
      },
      { path: `${prefix}/request/sent`, element: <Sent /> },
    ],
    { initialEntries: [`${prefix}/request${query}`] },
  );
  return render(withI18n(<RouterProvider router={router} />, locale));
}

let status = { live: false };
let posted: { url: string; body: unknown; headers: Headers }[] = [];
let answer: () => Response;

beforeEach(() => {
  status = { live: false };
  posted = [];
  answer = () =>
    Response.json({ reference: "SA-7K3Q", token: TOKEN, kind: "message" }, { status: 201 });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/desk/status")
      return Response.json({
        ...status,
        open_now: true,
        reply_within_hours: 2,
        reply_by: "2026-03-03T06:30:00.000Z",
        reply_by_text: {
          en: "Tuesday 3 March, 12:00 pm IST",
          hi: "मंगलवार, 3 मार्च, दोपहर 12:00 बजे (IST)",
        },
      });
    posted.push({ url, body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
    return answer();
  });
});
afterEach(() => vi.restoreAllMocks());

/**
 * Words a reader sees: not the Live chat box while it is hidden (the server shows it for ?chat=1),
 * nor the wordings a changing line keeps laid out, unseen, to hold its room (aria-hidden).
 */
const seen = { ignore: "script, style, [hidden] *, [aria-hidden='true']" };

describe("the request form", () => {
  it("is a plain form to the desk, prefilled with the service button's kind and page", async () => {
    const { container } = renderForm(
      "?kind=appointment-companion&source=/medical-appointment-assistance",
    );
    const form = screen.getByRole("form", { name: en.request.formLabel });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/desk/requests");
    expect(screen.getByLabelText(en.request.kindLabel)).toHaveValue("appointment-companion");
    expect(container.querySelector('[name="source"]')).toHaveValue(
      "/medical-appointment-assistance",
    );
    expect(container.querySelector('[name="locale"]')).toHaveValue("en");
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    expect(screen.getByLabelText(en.request.bestTime)).toHaveValue("any");
    // The kind's own fields are shown for it by CSS (the test DOM has them all).
    expect(screen.getByLabelText(en.request.city)).toBeInTheDocument();
    expect(container.querySelector('option[value="appointment-companion"]')).toHaveAttribute(
      "data-asks",
      "details place dates hospital",
    );
    expect(container.querySelector('option[value="message"]')).not.toHaveAttribute("data-asks");
    expect(screen.getByRole("link", { name: new RegExp(en.privacyLink) })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(
      await screen.findByText(
        "Send it now and we will reply by Tuesday 3 March, 12:00 pm IST.",
        seen,
      ),
    ).toBeInTheDocument();
  });

  it("says every mistake next to its field and in the focused summary, and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm("?kind=ward-support");
    await user.click(screen.getByRole("button", { name: en.request.submit }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("heading", { name: en.problem.title })).toBeInTheDocument();
    expect(summary).toHaveTextContent(`${en.problem.notSent} ${en.problem.kept}`);
    for (const code of [
      "name_required",
      "contact_required",
      "city_required",
      "consent_required",
    ] as const)
      expect(within(summary).getByRole("link", { name: en.errors[code] })).toBeInTheDocument();
    expect(screen.getByLabelText(en.request.city)).toHaveAccessibleDescription(
      en.errors.city_required,
    );
    expect(screen.getByLabelText(en.request.city)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole("link", { name: en.errors.name_required }));
    expect(screen.getByLabelText(en.request.name)).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it("shows the refusal the server sent it back with, beside its field", async () => {
    renderForm("?kind=message&refused=invalid_email&field=email");
    const email = screen.getByLabelText(en.request.email);
    expect(email).toHaveAccessibleDescription(en.errors.invalid_email);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByRole("alert")).toHaveTextContent(en.errors.invalid_email);
  });

  it("sends the request as JSON and moves to the thank-you page", async () => {
    const user = userEvent.setup();
    renderForm("?kind=guidance&source=/find-best-school");
    await user.type(screen.getByLabelText(en.request.name), "Ravi");
    await user.type(screen.getByLabelText(en.request.phone), "98765 43210");
    await user.selectOptions(screen.getByLabelText(en.request.studentClass), "10");
    await user.click(screen.getByRole("radio", { name: "हिंदी" }));
    await user.click(screen.getByRole("checkbox", { name: en.request.consent }));
    await user.click(screen.getByRole("button", { name: en.request.submit }));
    expect(await screen.findByText(/^at \/request\/sent/)).toHaveTextContent(
      `at /request/sent?ref=SA-7K3Q&t=${TOKEN}`,
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe("/api/desk/requests");
    expect(posted[0]!.headers.has("authorization")).toBe(false);
    expect(posted[0]!.body).toEqual({
      kind: "guidance",
      name: "Ravi",
      phone: "98765 43210",
      language: "hi",
      best_time: "any",
      student_class: "10",
      consent: true,
      locale: "en",
      source: "/find-best-school",
    });
  });

  it("says the desk's refusal in the catalogue's words", async () => {
    answer = () => Response.json({ code: "rate_limited_address", message: "x" }, { status: 429 });
    const user = userEvent.setup();
    renderForm("?kind=other");
    await user.type(screen.getByLabelText(en.request.name), "Ravi");
    await user.type(screen.getByLabelText(en.request.email), "ravi@example.com");
    await user.click(screen.getByRole("checkbox", { name: en.request.consent }));
    await user.click(screen.getByRole("button", { name: en.request.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.errors.rate_limited_address);
  });

  it("Live chat: says someone is on the desk now, or when we will reply", async () => {
    status = { live: true };
    const { unmount } = renderForm("?kind=message&chat=1");
    expect(await screen.findByText(en.request.chatLive, seen)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: en.request.chatTitle })).toBeInTheDocument();
    unmount();
    status = { live: false };
    renderForm("?kind=message&chat=1");
    // Called Live chat only while someone is on the desk.
    expect(screen.getByRole("heading", { name: en.request.leaveMessageTitle })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: en.request.chatTitle })).toBeNull();
    expect(
      await screen.findByText(
        /No one is on the desk right now.*Tuesday 3 March, 12:00 pm IST/,
        seen,
      ),
    ).toBeInTheDocument();
  });

  it("in Hindi: Hindi words and Hindi mistakes only, the reply time in Hindi, Hindi as the reply language", async () => {
    const user = userEvent.setup();
    const { container } = renderForm("?kind=appointment-companion", "hi");
    expect(screen.getByRole("form", { name: hi.request.formLabel })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "हिंदी" })).toBeChecked();
    expect(container.querySelector('[name="locale"]')).toHaveValue("hi");
    expect(await screen.findByText(/मंगलवार, 3 मार्च/, seen)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: hi.request.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(hi.errors.city_required);
    // No English word of the form's own (the language choice names English in English; IST and
    // ICU are how Hindi says them too).
    const shown = container.textContent!.replace("English", "").replace(/IST|ICU/g, "");
    expect(shown).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getByRole("link", { name: new RegExp(hi.privacyLink) })).toHaveAttribute(
      "href",
      "/hi/privacy",
    );
  });
});
