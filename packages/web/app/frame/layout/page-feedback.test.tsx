/**
 * "Was this page useful?" (issue 29): the box at the foot of every content page is a plain form
 * to the desk that works without JavaScript (the markup), sits in the foot of a content page
 * (PageBottom, a static island), and with its code sends in place: Yes at once, No after what was wrong, with a visible answer in a
 * polite live region and a visible error when the send fails.
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

const Bottom = onDemand(async () => PageBottom);

/** The foot of a content page as routes/content-page.tsx shows it (PageBottom), for a page's path. */
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

const studyTips = "/study-tips";
const en = catalogues.en.feedback;

/** The box's forms, found by what they hold. */
async function forms() {
  const question = (await screen.findByRole("form", { name: en.question })) as HTMLFormElement;
  const details = document.querySelector("details")!;
  return { question, details, wrong: details.querySelector("form")! };
}

/** The box's live region (the foot also holds "Save for offline", with one of its own). */
const feedbackResult = () =>
  within(document.querySelector<HTMLElement>("[data-feedback-box]")!).getByRole("status");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the page feedback box", () => {
  it("is a plain form to the desk with Yes and No, the page and its language, and a honeypot", async () => {
    renderPage(studyTips);
    const { question, details, wrong } = await forms();
    for (const form of [question, wrong]) {
      expect(form).toHaveAttribute("method", "post");
      expect(form).toHaveAttribute("action", "/api/desk/feedback");
      expect(form.querySelector('input[type="hidden"][name="path"]')).toHaveValue("/study-tips");
      expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue("en");
      // The honeypot: empty, out of the tab order, hidden from people and screen readers.
      const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
      expect(trap).toHaveValue("");
      expect(trap).toHaveAttribute("tabindex", "-1");
      expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    const group = within(question).getByRole("group", { name: en.question });
    const yes = within(group).getByRole("button", { name: en.yes });
    const no = within(group).getByRole("button", { name: en.no });
    expect(yes).toHaveAttribute("type", "submit");
    expect(yes).toHaveAttribute("name", "useful");
    expect(yes).toHaveAttribute("value", "yes");
    expect(no).toHaveAttribute("type", "submit");
    expect(no).toHaveAttribute("name", "useful");
    expect(no).toHaveAttribute("value", "no");

    // What was wrong: closed at first (it opens without script), its own form, which sends No.
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")).toHaveTextContent(en.tellUs);
    const reasons = within(wrong).getByRole("group", { name: en.whatWasWrong });
    expect(
      within(reasons)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["hard-to-understand", "wrong-or-outdated", "not-answered", "broken", "other"]);
    for (const label of Object.values(en.reasons))
      expect(within(reasons).getByLabelText(label)).toHaveAttribute("name", "reason");
    const comment = within(wrong).getByLabelText(en.commentLabel);
    expect(comment.tagName).toBe("TEXTAREA");
    expect(comment).toHaveAttribute("name", "comment");
    expect(comment).toHaveAttribute("maxlength", "500");
    expect(comment).toHaveAccessibleDescription(`${en.commentHint} ${en.talkToPerson}`);
    expect(within(wrong).getByRole("link", { name: en.talkToPerson })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(wrong.querySelector('input[type="hidden"][name="useful"]')).toHaveValue("no");
    const send = within(wrong).getByRole("button", { name: en.send, hidden: true });
    expect(send).toHaveAttribute("type", "submit");
    expect(wrong.querySelectorAll('[type="submit"]')).toHaveLength(1);

    // The answer's place: an empty polite live region, with every answer's words at hand.
    const result = feedbackResult();
    expect(result).toBeEmptyDOMElement();
    expect(result.dataset).toMatchObject({
      thanks: en.thanks,
      failed: en.failed,
      rateLimited: en.rateLimited,
      tooLong: en.tooLong,
      offline: en.offline,
    });
    // The desk's 303 lands here.
    expect(document.getElementById("page-feedback")).toContainElement(question);
  });

  it("speaks the page's language and sends the page's own path, in Hindi too", async () => {
    renderPage("/hi/study-tips", "hi");
    const hi = catalogues.hi.feedback;
    const question = await screen.findByRole("form", { name: hi.question });
    expect(within(question).getByRole("button", { name: hi.yes })).toBeInTheDocument();
    expect(within(question).getByRole("button", { name: hi.no })).toBeInTheDocument();
    expect(question.querySelector('input[name="path"]')).toHaveValue("/hi/study-tips");
    expect(question.querySelector('input[name="locale"]')).toHaveValue("hi");
    expect(document.querySelector("summary")).toHaveTextContent(hi.tellUs);
    expect(screen.getByRole("link", { name: hi.talkToPerson, hidden: true })).toHaveAttribute(
      "href",
      "/hi/contact",
    );
    expect(feedbackResult().dataset.thanks).toBe(hi.thanks);
  });
});

describe("the page feedback box with its code", () => {
  function stubFetch(answer: () => Promise<Response>) {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }
  const sentBody = (fetch: ReturnType<typeof stubFetch>, call = 0) =>
    JSON.parse(String(fetch.mock.calls[call]![1]!.body)) as Record<string, string>;

  it("sends Yes in place as JSON, says thanks in the live region and moves focus there", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(async () => Response.json({ status: "thanks" }, { status: 201 }));
    renderPage(studyTips);
    const { question, details } = await forms();
    await user.click(within(question).getByRole("button", { name: en.yes }));
    const result = feedbackResult();
    await waitFor(() => expect(result).toHaveTextContent(en.thanks));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(url).pathname).toBe("/api/desk/feedback");
    expect(init).toMatchObject({ method: "POST" });
    expect(new Headers(init!.headers).get("content-type")).toBe("application/json");
    expect(sentBody(fetch)).toEqual({
      useful: "yes",
      path: "/study-tips",
      locale: "en",
      website: "",
    });
    // The forms are gone (no second vote by accident), the answer has the focus.
    expect(question).not.toBeVisible();
    expect(details).not.toBeVisible();
    expect(result).toHaveFocus();
  });

  it("No opens what was wrong without sending; Send sends No with the choice and the words", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(async () => Response.json({ status: "thanks" }, { status: 201 }));
    renderPage(studyTips);
    const { question, details, wrong } = await forms();
    await user.click(within(question).getByRole("button", { name: en.no }));
    await waitFor(() => expect(details.open).toBe(true));
    expect(fetch).not.toHaveBeenCalled();
    // Focus goes to the first choice; the keyboard picks another.
    const first = within(wrong).getByRole("radio", { name: en.reasons["hard-to-understand"] });
    await waitFor(() => expect(first).toHaveFocus());
    await user.click(within(wrong).getByRole("radio", { name: en.reasons["not-answered"] }));
    await user.type(within(wrong).getByLabelText(en.commentLabel), "Nothing on fees.");
    await user.click(within(wrong).getByRole("button", { name: en.send }));
    await waitFor(() => expect(feedbackResult()).toHaveTextContent(en.thanks));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBody(fetch)).toEqual({
      reason: "not-answered",
      comment: "Nothing on fees.",
      useful: "no",
      path: "/study-tips",
      locale: "en",
      website: "",
    });
  });

  it("a failed send shows a visible error and keeps the form, to try again", async () => {
    const user = userEvent.setup();
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError("Failed to fetch"));
    const fetch = stubFetch(() => answer());
    renderPage(studyTips);
    const { question } = await forms();
    const yes = within(question).getByRole("button", { name: en.yes });
    await user.click(yes);
    const result = feedbackResult();
    await waitFor(() => expect(result).toHaveTextContent(en.failed));
    expect(result).toBeVisible();
    expect(result).toHaveFocus();
    expect(question).toBeVisible();

    // Offline, it says so.
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(yes);
    await waitFor(() => expect(result).toHaveTextContent(en.offline));
    online.mockRestore();

    // The desk's refusals in the page's words: too many answers, too long, anything else.
    answer = async () =>
      Response.json({ code: "rate_limited_ip", message: "x", retry_after: 60 }, { status: 429 });
    await user.click(yes);
    await waitFor(() => expect(result).toHaveTextContent(en.rateLimited));
    answer = async () => Response.json({ code: "too_long", field: "comment" }, { status: 400 });
    await user.click(yes);
    await waitFor(() => expect(result).toHaveTextContent(en.tooLong));
    answer = async () => new Response("<html>bad gateway</html>", { status: 502 });
    await user.click(yes);
    await waitFor(() => expect(result).toHaveTextContent(en.failed));
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(question).toBeVisible();
  });

  it("when its code cannot arrive, the form is posted as the plain form it is, with the button pressed", async () => {
    const user = userEvent.setup();
    vi.resetModules();
    vi.doMock("./page-feedback-live.ts", () => {
      throw new Error("chunk failed to load");
    });
    // The island lets the form go as a plain post: its own submit, with the button pressed.
    const submit = vi
      .spyOn(HTMLFormElement.prototype, "requestSubmit")
      .mockImplementation(() => {});
    try {
      renderPage(studyTips);
      const { question } = await forms();
      const no = within(question).getByRole("button", { name: en.no });
      await user.click(no);
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
      expect(submit.mock.contexts[0]).toBe(question);
      expect(submit.mock.calls[0]![0]).toBe(no);
      // No longer handled in place: the island leaves that submit to the browser.
      expect(question.dataset.live).toBeUndefined();
      expect(Object.fromEntries(new FormData(question))).toMatchObject({ path: "/study-tips" });
    } finally {
      submit.mockRestore();
      vi.doUnmock("./page-feedback-live.ts");
    }
  });
});
