/**
 * Issue 35: "Your state". A PIN code finds the state offline (only this site's own static table
 * is asked), the choice survives a reload and is forgotten in one tap, every state page answers in
 * English and Hindi with its sources, and without JavaScript the plain choice leads to the page.
 */
import { stateNames, stateSlugs } from "../../packages/web/app/content/state-slugs.ts";
import { baseURL } from "../playwright.config.ts";
import { expect, gotoHydrated, section, test } from "./fixtures.ts";

test.describe("Your state, with JavaScript", () => {
  test("a PIN code finds its state from the site's own table, the choice survives a reload, and Forget forgets it", async ({
    page,
  }) => {
    const elsewhere: string[] = [];
    const pinFiles: string[] = [];
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== baseURL) {
        elsewhere.push(url.href);
        return route.abort();
      }
      if (url.pathname.startsWith("/pin/")) pinFiles.push(url.pathname);
      return route.continue();
    });
    await gotoHydrated(page, "/state");
    const region = section(page, "Your state").first();
    await region.getByLabel("Or find it from your PIN code").fill("226001");
    await region.getByRole("button", { name: "Find my state" }).click();
    const status = region.getByRole("status");
    await expect(status).toContainText("PIN 226001: Lucknow, Uttar Pradesh.");
    await expect(status).toContainText("Your state: Uttar Pradesh.");
    expect(pinFiles).toEqual(["/pin/226.json"]);

    await page.reload();
    await expect(section(page, "Your state").first().getByRole("status")).toContainText(
      "Your state: Uttar Pradesh.",
    );
    await expect(
      section(page, "Your state").first().getByRole("link", { name: "Open its page" }),
    ).toHaveAttribute("href", "/state/uttar-pradesh");

    await section(page, "Your state")
      .first()
      .getByRole("button", { name: "Forget my state" })
      .click();
    await expect(section(page, "Your state").first().getByRole("status")).toHaveText(
      /^Forgotten: this browser no longer keeps your state\./,
    );
    expect(await page.evaluate(() => localStorage.getItem("saathi-your-state"))).toBeNull();
    expect(elsewhere).toEqual([]);
  });

  test("the four PINs of the issue find Lucknow, Mumbai, Chennai and Kolkata", async ({ page }) => {
    await gotoHydrated(page, "/state");
    const region = section(page, "Your state").first();
    for (const [pin, place] of [
      ["226001", "Lucknow, Uttar Pradesh"],
      ["400001", "Mumbai, Maharashtra"],
      ["600001", "Chennai, Tamil Nadu"],
      ["700001", "Kolkata, West Bengal"],
    ]) {
      await region.getByLabel("Or find it from your PIN code").fill(pin!);
      await region.getByRole("button", { name: "Find my state" }).click();
      await expect(region.getByRole("status")).toContainText(`PIN ${pin}: ${place}.`);
    }
  });
});

test("a kept state shows on the hubs with a link to its page, and the urgent-help block links every state's lines", async ({
  page,
}) => {
  await page.goto("/state");
  await page.evaluate(() => localStorage.setItem("saathi-your-state", "kerala"));
  for (const [path, words, link] of [
    ["/patient-support", "Your state: Kerala.", "/state/kerala"],
    ["/student-support", "Your state: Kerala.", "/state/kerala"],
    ["/hi/patient-support", "आपका राज्य: केरल।", "/hi/state/kerala"],
  ] as const) {
    await gotoHydrated(page, path);
    const status = page.locator("[data-state-status]");
    await expect(status).toContainText(words);
    await expect(status.getByRole("link")).toHaveAttribute("href", link);
  }
  await gotoHydrated(page, "/patient-support");
  await expect(
    page.locator("main [data-urgent-help]").getByRole("link", { name: "Help lines in your state" }),
  ).toHaveAttribute("href", "/state");
});

test("every state page answers 200 in English and Hindi, with its help lines and sources", async ({
  request,
}) => {
  for (const slug of stateSlugs) {
    for (const [prefix, name] of [
      ["", stateNames[slug].en],
      ["/hi", stateNames[slug].hi],
    ] as const) {
      const response = await request.get(`${prefix}/state/${slug}`);
      expect(response.status(), `${prefix}/state/${slug}`).toBe(200);
      const html = await response.text();
      expect(html, slug).toContain(name);
      expect(html, slug).toContain("1098");
      expect(html, slug).toContain("https://www.childlineindia.org/a/about/childline-india");
      expect(html, slug).toContain("https://telemanas.mohfw.gov.in/");
    }
  }
  for (const path of ["/state", "/hi/state"])
    expect((await request.get(path)).status(), path).toBe(200);
});

test.describe("Your state, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [prefix, label, submit, heading] of [
    ["", "State or union territory", "Show its page", "Kerala"],
    ["/hi", "राज्य या केंद्र शासित प्रदेश", "उसका पेज दिखाएँ", "केरल"],
  ] as const) {
    test(`the plain choice on ${prefix}/state leads to the state's page`, async ({ page }) => {
      await page.goto(`${prefix}/state`);
      await page.getByLabel(label, { exact: true }).first().selectOption("kerala");
      await page.getByRole("button", { name: submit }).first().click();
      await expect(page).toHaveURL(`${baseURL}${prefix}/state/kerala`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText("kasp", { exact: false }).first()).toBeVisible();
    });
  }

  test("the patient hub offers the same choice", async ({ page }) => {
    await page.goto("/patient-support");
    await page.getByLabel("State or union territory", { exact: true }).selectOption("tamil-nadu");
    await page.getByRole("button", { name: "Show its page" }).click();
    await expect(page).toHaveURL(`${baseURL}/state/tamil-nadu`);
  });
});
