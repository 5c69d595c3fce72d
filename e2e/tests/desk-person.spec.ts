/**
 * Issue 23, the person's side of the service desk, in Chromium against `npm start` with the run's
 * SMTP server (../mail-server.ts): every service button opens the request form for its kind; a
 * request sent with JavaScript on and off reaches the thank-you page with its reference, and the
 * acknowledgement mail's private link opens the request's page, where the person answers; the
 * weekly email is subscribed, confirmed from the mail and unsubscribed (page and one-click); a
 * signed-in person's request is listed on /account and in the data export; a Hindi request gets
 * Hindi pages and a Hindi mail. Every new page is checked with axe; the form and the thank-you
 * page are photographed at 360 and 1280 px in both languages.
 */
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { createAccount, newEmail, signIn } from "./account-helpers.ts";
import {
  expect,
  expectAccessible,
  gotoHydrated,
  layoutShift,
  recordLayoutShift,
  test,
  waitForHydration,
} from "./fixtures.ts";
import { startMailSink, type MailSink, type ReceivedMail } from "./mail-sink.ts";

test.use({ viewport: { width: 1280, height: 900 } });

let mail: MailSink;
test.beforeAll(async () => {
  mail = await startMailSink();
});

const SHOTS = process.env.DESK_SCREENSHOTS ?? "test-results/desk-screens";
const REFERENCE = /^SA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4,6}$/;

/**
 * The words Live chat's box shows (not the wordings its line keeps laid out, unseen, to hold its
 * room: request-form.tsx `SteadyLine`).
 */
const chatLine = (page: Page) =>
  page.locator('[data-desk-when-chat] [role="status"] span:not([aria-hidden]):not(:has(span))');

/** The private page's link in a mail. */
function privateLinkIn(message: ReceivedMail): string {
  const link = /https?:\/\/\S+\/request\/view\?t=[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
  if (!link) throw new Error(`No private link in "${message.subject}":\n${message.text}`);
  return link;
}

const linkTo = (path: string) => (message: ReceivedMail) => {
  const link = new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?t=\\S+`).exec(
    message.text,
  )?.[0];
  if (!link) throw new Error(`No ${path} link in "${message.subject}":\n${message.text}`);
  return link;
};

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills the request form's common fields (the kind already chosen). */
async function fillPerson(page: Page, email: string, name = "Asha Verma") {
  const form = page.getByRole("form", { name: "Request form" });
  await form.getByLabel("Your name", { exact: true }).fill(name);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("checkbox", { name: /You may contact me about this request/ }).check();
  return form;
}

test.describe("every service button opens the request form for its kind, from its page", () => {
  const buttons = [
    ["/academic-counseling", "Book a counselling session", "counselling"],
    ["/choosing-coaching", "Book a counselling session", "guidance"],
    ["/find-best-school", "Book a counselling session", "guidance"],
    ["/mentor-advantage", "Contact us", "guidance"],
    ["/peer-support-groups", "Contact us", "support-group"],
    ["/icu-ward-assistance", "Request ICU assistance", "ward-support"],
    ["/medical-appointment-assistance", "Arrange assistance now", "appointment-companion"],
    ["/mental-health-support", "Find a therapist now", "therapist-match"],
    ["/personal-support", "Arrange support now", "night-attendant"],
    ["/contact", "Book appointment", "counselling"],
    ["/contact", "Join a support group", "support-group"],
    ["/", "Ask us for help", ""],
  ] as const;
  for (const [path, name, kind] of buttons) {
    test(`${path}: ${name} → ${kind || "the form"}`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.getByRole("main").getByRole("link", { name, exact: true }).first().click();
      await expect(page).toHaveURL(/\/request\?/);
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Request form" });
      await expect(form.getByLabel("What do you need help with?", { exact: true })).toHaveValue(
        kind,
      );
      await expect(form.locator('input[name="source"]')).toHaveValue(path);
      // The urgent-help lines come first, before the form.
      await expect(page.getByRole("main").locator("[data-urgent-help]").first()).toBeVisible();
    });
  }

  test("Live chat (the contact section and the help button) opens the message form and says when we reply", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    // Prerendered, /contact cannot know whether someone is on the desk: "Leave a message".
    await page.getByRole("main").getByRole("link", { name: "Leave a message" }).click();
    await expect(page).toHaveURL(/\/request\?kind=message&chat=1/);
    // Called Live chat only while someone is (a staff test's desk may be open, in its hours);
    // otherwise it says when we will reply, in IST.
    const { live } = (await (await page.request.get("/api/desk/status")).json()) as {
      live: boolean;
    };
    const title = live ? "Live chat" : "Leave a message";
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(chatLine(page)).toHaveText(
      live ? /^Someone from our team is on the desk now/ : /^No one is on the desk right now.*IST/,
    );
    await expect(page.getByLabel("What do you need help with?", { exact: true })).toHaveValue(
      "message",
    );
    // The urgent lines come before the chat's words.
    const urgentTop = await page.locator("main [data-urgent-help]").first().boundingBox();
    const chatTop = await page.getByRole("heading", { name: title }).boundingBox();
    expect(urgentTop!.y).toBeLessThan(chatTop!.y);

    await gotoHydrated(page, "/services");
    await page.getByRole("button", { name: "Need help?" }).click();
    await page.getByRole("menuitem").first().click();
    await expect(page).toHaveURL(/\/request\?kind=message&chat=1&source=%2Fservices/);
  });

  test("on a phone, the form does not move when the desk says by when it will reply", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShift(page);
    for (const [path, replyBy] of [
      ["/request?kind=message", /^Send it now and we will reply by .* IST\.$/],
      ["/hi/request?kind=message", /^अभी भेजें, तो हम .* तक जवाब देंगे।$/],
    ] as const) {
      await gotoHydrated(page, path);
      // The support hours, prerendered, give way to the desk's own time once it answers.
      await expect(page.getByText(replyBy)).toBeVisible();
      expect(await layoutShift(page), path).toBeLessThan(0.001);
    }
  });

  test("on a phone, Live chat's box is in the page from the start and holds still", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShift(page);
    for (const [path, answer] of [
      ["/request?kind=message&chat=1", /^No one is on the desk right now\. .* IST\./],
      ["/hi/request?kind=message&chat=1", /^अभी डेस्क पर कोई नहीं है। .* \(IST\) तक जवाब देंगे।/],
    ] as const) {
      // The server shows the box for ?chat=1: there before any script, not added after.
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/<section[^>]*\sdata-desk-when-chat(?![^>]*\shidden)[^>]*>/);
      expect(html).toMatch(/<p[^>]*\sdata-desk-unless-chat[^>]*\shidden/);
      await gotoHydrated(page, path);
      // The support hours give way to who is on the desk, or when we will reply, in the same room.
      await expect(chatLine(page)).toHaveText(answer);
      expect(await layoutShift(page), path).toBeLessThan(0.001);
    }
  });

  test("Subscribe for updates and the footer's link open the subscription form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page
      .locator("#resources-library")
      .getByRole("link", { name: "Subscribe for updates" })
      .click();
    await expect(page).toHaveURL(/\/subscribe\?source=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Get new guides by email" }),
    ).toBeVisible();
  });
});

test("a request with JavaScript on: reference, mail, private page, an answer; every page axe-clean", async ({
  page,
}) => {
  const email = newEmail();
  await gotoHydrated(
    page,
    "/request?kind=appointment-companion&source=/medical-appointment-assistance",
  );
  await expectAccessible(page);
  await shoot(page, "request-form-en");
  const form = page.getByRole("form", { name: "Request form" });
  // The checks in the page: nothing is sent, each mistake is said beside its field and in the
  // error summary at the form's top, which takes the focus on the screen.
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByRole("alert")).toContainText("Tell us your name.");
  await expect(form.getByRole("alert")).toBeFocused();
  await expect(form.getByRole("alert")).toBeInViewport();
  await expect(form.getByLabel("City", { exact: true })).toHaveAccessibleDescription(
    "Tell us the city.",
  );
  await expectAccessible(page);
  // The same form as the server sends it back after a refused post (axe needs script to run).
  await gotoHydrated(page, "/request?kind=appointment-companion&refused=city_required&field=city");
  await expect(page.getByRole("alert").first()).toContainText("Tell us the city.");
  await expect(form.getByLabel("City", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await fillPerson(page, email);
  await form.getByLabel("City", { exact: true }).fill("Jaipur");
  await form.getByLabel("Hospital or clinic, if you know it", { exact: true }).fill("SMS Hospital");
  await form.getByLabel("From", { exact: true }).fill("2026-03-10");
  await form
    .getByLabel("Anything else we should know? (optional)", { exact: true })
    .fill("My father walks slowly.");
  await form.getByRole("button", { name: "Send request" }).click();

  await expect(page).toHaveURL(/\/request\/sent\?ref=SA-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/We have your request/);
  const reference = (await page.locator("[data-desk-reference]").textContent())!.trim();
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByText(/We will reply by .* IST\./)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "request-sent-en");

  const ack = await mail.next(email, { subject: new RegExp(reference) });
  expect(ack.subject).toBe(`We have your request: ${reference}`);
  const link = privateLinkIn(ack);
  expect(
    await page.getByRole("link", { name: "Open your request's page" }).getAttribute("href"),
  ).toBe(new URL(link).pathname + new URL(link).search);

  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByText("Appointment companion")).toBeVisible();
  await expect(page.getByText("Sent: not read yet")).toBeVisible();
  await expect(page.getByText("Jaipur")).toBeVisible();
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread).toContainText("My father walks slowly.");
  await expectAccessible(page);
  await page
    .getByLabel("Your answer", { exact: true })
    .fill("He also needs a wheelchair at the gate.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Your answer was sent.")).toBeVisible();
  await expect(thread.getByRole("listitem")).toHaveCount(2);
  await expect(thread.getByRole("listitem").last()).toContainText("He also needs a wheelchair");
  // It is stored: a new visit shows it.
  await page.reload();
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(2);

  // Deleting it, after saying yes.
  await page.getByText("Delete this request", { exact: true }).last().click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/request\/deleted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Request deleted" })).toBeVisible();
  await expectAccessible(page);
  const gone = await page.request.get(`/api/desk/private/${new URL(link).searchParams.get("t")}`);
  expect(gone.status()).toBe(404);
});

test("a failed send is never silent: offline, the summary at the form's top says so, focused and in view, and what was typed stays", async ({
  page,
  context,
  expectFailedRequests,
}) => {
  // Offline, Chromium logs each refused fetch (the send, the desk's status line).
  expectFailedRequests(/\/api\/desk\//);
  const email = newEmail();
  await gotoHydrated(page, "/request?kind=message");
  const form = page.getByRole("form", { name: "Request form" });
  await fillPerson(page, email);
  await form.getByLabel("Your message", { exact: true }).fill("Is there a group for parents?");
  const send = form.getByRole("button", { name: "Send request" });
  await send.scrollIntoViewIfNeeded();
  await context.setOffline(true);
  await send.click();
  const summary = form.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText("There is a problem");
  await expect(summary).toContainText("You're offline.");
  await expect(summary).toContainText("Nothing was sent. What you typed is still in the form");
  await expect(form.getByLabel("Your message", { exact: true })).toHaveValue(
    "Is there a group for parents?",
  );
  await context.setOffline(false);

  // The home page's form (a static island): its code comes with the first press, here a send
  // with nothing filled in, which the summary answers; then offline, the same.
  await gotoHydrated(page, "/");
  const home = page.getByRole("form", { name: "Send us a message" });
  const sendHome = home.getByRole("button", { name: "Send Message" });
  await sendHome.click();
  const homeSummary = home.getByRole("alert");
  await expect(homeSummary).toBeFocused();
  await expect(homeSummary.getByRole("link", { name: "Tell us your name." })).toHaveAttribute(
    "href",
    "#contact-name",
  );
  await home.getByLabel("Name", { exact: true }).fill("Meena");
  await home.getByLabel("Email", { exact: true }).fill(email);
  await home.getByLabel("Message", { exact: true }).fill("Hello");
  await home.getByRole("checkbox", { name: /You may contact me/ }).check();
  await sendHome.scrollIntoViewIfNeeded();
  await context.setOffline(true);
  await sendHome.click();
  await expect(homeSummary).toContainText("You're offline.");
  await expect(homeSummary).toBeFocused();
  await expect(homeSummary).toBeInViewport();
  await expect(home.getByLabel("Message", { exact: true })).toHaveValue("Hello");
  await context.setOffline(false);
});

test("/request/sent without a reference, and a wrong or cut-short private link, say what happened and what to do", async ({
  page,
  expectFailedRequests,
}) => {
  // The desk answers the wrong link 404, which Chromium logs.
  expectFailedRequests(/\/api\/desk\/private\//);
  await gotoHydrated(page, "/request/sent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("There is no reference to show");
  await expect(page.getByText(/its reference and link are in the email we sent you/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Send a request" })).toBeVisible();
  await expect(page.getByText("Your reference", { exact: true })).toBeHidden();
  await expectAccessible(page);

  for (const token of ["A".repeat(43), "cut-short"]) {
    await gotoHydrated(page, `/request/view?t=${token}`);
    await expect(page.getByRole("alert")).toContainText(
      "We can't find this request. The link may be wrong, or the request was deleted.",
    );
    await expect(page.getByRole("alert")).toContainText("a link cut short doesn't work");
    await expect(page.getByRole("link", { name: "Send a new request" })).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  async function noScript(browser: Browser) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    return { context, page: await context.newPage() };
  }

  test("the form posts, a refusal comes back beside its field, the thank-you page has the reference; answer and delete on the private page", async ({
    browser,
  }) => {
    const { context, page } = await noScript(browser);
    const email = newEmail();
    await page.goto("/request?kind=ward-support&source=/icu-ward-assistance");
    const form = page.getByRole("form", { name: "Request form" });
    await expect(form.getByLabel("What do you need help with?", { exact: true })).toHaveValue(
      "ward-support",
    );
    await expect(form.locator('input[name="source"]')).toHaveValue("/icu-ward-assistance");
    // The kind's own fields show by CSS alone.
    await expect(form.getByLabel("City", { exact: true })).toBeVisible();
    await expect(form.getByLabel("The student's class", { exact: true })).toBeHidden();

    // No city: the desk sends the form back, and the page says why, beside the field.
    await fillPerson(page, email, "Ravi Kumar");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/request\?kind=ward-support&refused=city_required&field=city$/);
    const summary = page.getByRole("alert").first();
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Tell us the city." })).toHaveAttribute(
      "href",
      "#desk-city",
    );
    await expect(summary).toContainText(
      "Nothing was sent. Your browser's Back button takes you back to the form with what you typed.",
    );
    await expect(form.getByLabel("City", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("City", { exact: true })).toHaveAccessibleDescription(
      "Tell us the city.",
    );
    await expect(form.getByLabel("What do you need help with?", { exact: true })).toHaveValue(
      "ward-support",
    );

    await page.goBack();
    await expect(form.getByLabel("Your name", { exact: true })).toHaveValue("Ravi Kumar");
    await form.getByLabel("City", { exact: true }).fill("Lucknow");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/request\/sent\?ref=SA-/);
    const reference = (await page.locator("[data-desk-reference]").textContent())!.trim();
    expect(reference).toMatch(REFERENCE);
    expect(new URL(page.url()).searchParams.get("ref")).toBe(reference);
    const link = page.getByRole("link", { name: "Open your request's page" });
    await expect(link).toHaveAttribute("href", /^\/request\/view\?t=[A-Za-z0-9_-]{43}$/);
    const ack = await mail.next(email, { subject: new RegExp(reference) });
    expect(new URL(privateLinkIn(ack)).search).toBe(
      new URL((await link.getAttribute("href"))!, "http://x").search,
    );

    await link.click();
    // A browser without script shows the <noscript> words (Chromium with script switched off by
    // Playwright still parses them as raw text, so they are read from the markup).
    expect(await page.locator("main noscript").textContent()).toContain(
      "Turn on JavaScript to see the messages.",
    );
    await page.getByLabel("Your answer", { exact: true }).fill("Night shifts only, please.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(/\/request\/view\?t=.*&sent=1$/);
    await expect(page.getByText("Your answer was sent.")).toBeVisible();
    const token = new URL(page.url()).searchParams.get("t")!;
    const stored = await (await page.request.get(`/api/desk/private/${token}`)).json();
    expect(stored.messages.map((m: { body: string }) => m.body)).toContain(
      "Night shifts only, please.",
    );

    await page.getByText("Delete this request", { exact: true }).last().click();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page).toHaveURL(/\/request\/deleted$/);
    await context.close();
  });

  test("the contact form and the footer's weekly email post as plain forms", async ({
    browser,
  }) => {
    const { context, page } = await noScript(browser);
    const email = newEmail();
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name", { exact: true }).fill("Meena");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Message", { exact: true }).fill("Is there a group for parents?");
    await form.getByRole("checkbox", { name: /You may contact me/ }).check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/request\/sent\?ref=SA-/);
    await expect(page.locator("[data-desk-reference]")).toHaveText(REFERENCE);
    await mail.next(email, { subject: /We have your request/ });

    const subscriber = newEmail();
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(/Get new resources by email/).fill(subscriber);
    await footer.getByRole("checkbox", { name: /weekly list of new guides/ }).check();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/subscribe\/check-email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    const confirm = await mail.next(subscriber);
    await page.goto(linkTo("/subscribe/confirm")(confirm));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/subscribe\/confirmed$/);
    await context.close();
  });
});

test("the weekly email: subscribe, confirm from the mail, unsubscribe by the page and by one click", async ({
  page,
  request,
}) => {
  const email = newEmail();
  await gotoHydrated(page, "/subscribe?source=/");
  await expectAccessible(page);
  const form = page.getByRole("form", { name: "Subscribe by email" });
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "Tick the box to say you want the weekly email.",
  );
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("checkbox", { name: /weekly list of new guides/ }).check();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/subscribe\/check-email$/);
  await expectAccessible(page);

  const confirmation = await mail.next(email);
  expect(confirmation.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(confirmation.headers["list-unsubscribe"]).toMatch(
    /^<https?:\/\/\S+\/api\/desk\/subscriptions\/unsubscribe\?t=\S+>$/,
  );
  // Opening the mail's link changes nothing (a scanner may follow it); the button confirms.
  await page.goto(linkTo("/subscribe/confirm")(confirmation));
  await waitForHydration(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/subscribe\/confirmed$/);
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await expectAccessible(page);
  // The link again: it has been used.
  await page.goto(linkTo("/subscribe/confirm")(confirmation));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/subscribe\/confirm\?.*refused=invalid_token/);
  await expect(page.getByRole("alert")).toHaveText("This link doesn't work any more.");
  // Once scripts run, the refusal stays the desk's: the sign-in client neither takes it for a failed
  // sign-in link (no "That link didn't work" notice) nor strips it from the address.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("That link didn't work")).toHaveCount(0);
  await expect(page).toHaveURL(/refused=invalid_token/);

  await page.goto(linkTo("/subscribe/unsubscribe")(confirmation));
  await waitForHydration(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/subscribe\/unsubscribed$/);
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expectAccessible(page);

  // RFC 8058: a mail client's one-click post to the header's address.
  const other = newEmail();
  await request.post("/api/desk/subscriptions", {
    data: { email: other, consent: true, locale: "en" },
  });
  const second = await mail.next(other);
  const oneClick = /^<(.*)>$/.exec(second.headers["list-unsubscribe"]!)![1]!;
  const answer = await request.post(oneClick, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ status: "unsubscribed" });
});

test("a signed-in person: the form is filled in, the request is on /account and in the export", async ({
  page,
  baseURL,
}) => {
  const email = await createAccount(baseURL!);
  // Signing in on /contact fills its form in at once, without a reload (issue 30, item 11).
  await gotoHydrated(page, "/contact");
  const contact = page.getByRole("form", { name: "Send us a message" });
  await expect(contact.getByLabel("Email", { exact: true })).toHaveValue("");
  await signIn(page, email);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(contact.getByLabel("Email", { exact: true })).toHaveValue(email);
  // And a page opened signed in has it from the start.
  await gotoHydrated(page, "/contact");
  await expect(contact.getByLabel("Email", { exact: true })).toHaveValue(email);
  await gotoHydrated(page, "/request?kind=counselling&source=/academic-counseling");
  const form = page.getByRole("form", { name: "Request form" });
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(
    page.getByText(/You're signed in: this request will be kept in your account/),
  ).toBeVisible();
  await form.getByLabel("Your name", { exact: true }).fill("Kiran");
  await form.getByLabel("The student's class", { exact: true }).selectOption("12");
  await form.getByRole("checkbox", { name: /You may contact me about this request/ }).check();
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request\/sent\?ref=SA-/);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  await mail.next(email, { subject: new RegExp(reference) });

  await gotoHydrated(page, "/account");
  const requests = page.getByRole("region", { name: "Your requests" });
  await expect(requests).toContainText(reference);
  await expect(requests).toContainText("Counselling session");
  await expect(requests).toContainText("Sent: not read yet");
  await expectAccessible(page);
  const open = requests.getByRole("link", { name: `Open request ${reference}` });
  await expect(open).toHaveAttribute("href", /^\/request\/view\?t=/);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = JSON.parse(readFileSync((await (await download).path())!, "utf8"));
  expect(file.service_desk.requests).toHaveLength(1);
  expect(file.service_desk.requests[0]).toMatchObject({
    reference,
    kind: "counselling",
    email,
    name: "Kiran",
    details: { student_class: "12" },
    source: "/academic-counseling",
  });

  await open.click();
  await expect(page.getByText(reference).first()).toBeVisible();
});

test("in Hindi: the form, the thank-you page and the mail are Hindi", async ({ page }) => {
  const email = newEmail();
  await gotoHydrated(page, "/hi/request?kind=night-attendant&source=/personal-support");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमसे मदद माँगें");
  await expectAccessible(page);
  await shoot(page, "request-form-hi");
  const form = page.getByRole("form", { name: "रिक्वेस्ट फ़ॉर्म" });
  await form.getByRole("button", { name: "रिक्वेस्ट भेजें" }).click();
  await expect(form.getByRole("alert")).toContainText("शहर का नाम बताएँ।");
  await form.getByLabel("आपका नाम", { exact: true }).fill("सुनीता");
  await form.getByLabel("ईमेल", { exact: true }).fill(email);
  await form.getByLabel("शहर", { exact: true }).fill("पटना");
  await form.getByRole("checkbox", { name: /इस रिक्वेस्ट के बारे में आप मुझसे/ }).check();
  await form.getByRole("button", { name: "रिक्वेस्ट भेजें" }).click();
  await expect(page).toHaveURL(/\/hi\/request\/sent\?ref=SA-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "शुक्रिया। आपकी रिक्वेस्ट हमें मिल गई है।",
  );
  await expect(page.getByText(/हम .* तक जवाब देंगे।/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "request-sent-hi");
  const reference = new URL(page.url()).searchParams.get("ref")!;
  const ack = await mail.next(email, { subject: new RegExp(reference) });
  expect(ack.subject).toBe(`आपकी रिक्वेस्ट हमें मिल गई: ${reference}`);
  expect(ack.text).toContain("नमस्ते सुनीता,");
  const link = privateLinkIn(ack);
  expect(new URL(link).pathname).toBe("/hi/request/view");
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी रिक्वेस्ट");
  await expect(page.getByText("रात का अटेंडेंट")).toBeVisible();
  await expectAccessible(page);
});
