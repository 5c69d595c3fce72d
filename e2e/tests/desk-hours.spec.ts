/**
 * Issue 32, "hours told before the choice": every service button's page states the desk's hours
 * and, from the desk, when a request sent now is answered; a service offered at night says what
 * the desk does then and gives the 24-hour lines; without JavaScript the hours are still there.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";

type Status = { live: boolean; open_now: boolean; reply_by_text: { en: string; hi: string } };

const status = async (page: Page) =>
  (await (await page.request.get("/api/desk/status")).json()) as Status;

/** What the line under the hours says for the desk's state now, in the page's words. */
function replyLine(s: Status, locale: "en" | "hi") {
  const time = s.reply_by_text[locale];
  if (locale === "hi")
    return s.live
      ? "इस समय डेस्क पर कोई है"
      : s.open_now
        ? `डेस्क अभी खुला है: अभी भेजेंगे तो ${time} तक`
        : `डेस्क अभी बंद है। अभी भेजेंगे तो अनुरोध डेस्क खुलने पर पढ़ा जाएगा, और ${time} तक`;
  return s.live
    ? "Someone is on the desk now"
    : s.open_now
      ? `The desk is open now: sent now, you will hear from us by ${time}.`
      : `The desk is closed now. Sent now, your request is read when it opens, and you will hear from us by ${time}.`;
}

test("the ICU guide's service button has the hours, the reply time from the desk, and the night", async ({
  page,
}) => {
  await gotoHydrated(page, "/icu-ward-assistance");
  const cta = page.locator("section:has(> div > [data-live='desk-hours'])");
  const reply = cta.locator("[data-desk-reply]");
  // Asked only as it comes near the screen.
  await expect(reply).toBeEmpty();
  await cta.getByRole("link", { name: "Request ICU assistance" }).scrollIntoViewIfNeeded();
  await expect(cta).toContainText(
    "Our desk reads requests Monday to Friday, 9:00 am to 6:00 pm IST, except public holidays, and answers within 2 working hours of receiving one.",
  );
  await expect(reply).toContainText(replyLine(await status(page), "en"));
  await expect(reply).toHaveAttribute("role", "status");
  await expect(cta).toContainText("At night: The desk does not work at night");
  await expect(cta.getByRole("link", { name: /^112 \(emergency\)/ })).toHaveAttribute(
    "href",
    "tel:112",
  );
  await expect(cta.getByRole("link", { name: /^14416 \(Tele-MANAS/ })).toHaveAttribute(
    "href",
    "tel:14416",
  );
  await expectAccessible(page);
});

test("a daytime service has the hours and reply time but no night note; in Hindi, Hindi", async ({
  page,
}) => {
  await gotoHydrated(page, "/medical-appointment-assistance");
  const cta = page
    .locator("section:has(> div > [data-live='desk-hours'])")
    .filter({ has: page.getByRole("link", { name: /^Arrange assistance now/ }) });
  await cta.scrollIntoViewIfNeeded();
  await expect(cta).toContainText("Our desk reads requests Monday to Friday");
  await expect(cta.locator("[data-desk-reply]")).toContainText(replyLine(await status(page), "en"));
  await expect(cta).not.toContainText("At night");

  await gotoHydrated(page, "/hi/icu-ward-assistance");
  const hindi = page.locator("section:has(> div > [data-live='desk-hours'])");
  await hindi.scrollIntoViewIfNeeded();
  await expect(hindi).toContainText("हमारा डेस्क सोमवार से शुक्रवार");
  await expect(hindi.locator("[data-desk-reply]")).toContainText(
    replyLine(await status(page), "hi"),
  );
  await expect(hindi).toContainText("रात में");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the hours and the night lines are in the page; no reply time is guessed", async ({
    page,
  }) => {
    await page.goto("/personal-support");
    const cta = page
      .locator("section:has(> div > [data-live='desk-hours'])")
      .filter({ has: page.getByRole("link", { name: /^Arrange support now/ }) });
    await expect(cta).toContainText("Our desk reads requests Monday to Friday");
    await expect(cta).toContainText("At night");
    await expect(cta.getByRole("link", { name: /^14416/ })).toHaveAttribute("href", "tel:14416");
    await expect(cta.locator("[data-desk-reply]")).toBeEmpty();
  });
});
