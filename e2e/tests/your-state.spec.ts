/**
 * Issue 35: "Your state". A PIN code finds the state offline (only this site's own static table
 * is asked), the choice survives a reload and is forgotten in one tap, every state page answers in
 * English and Hindi with its sources, and without JavaScript the plain choice leads to the page.
 * The site follows a kept state (the urgent-help block's lines, the patient pages' scheme card, the
 * student hub's boards and tests), the choice reaches the account, and the state's page is kept
 * offline.
 */
import { stateNames, stateSlugs } from "../../packages/web/app/content/state-slugs.ts";
import { DEFAULT_PUBLISHABLE_KEY } from "../../packages/auth-server/src/public.ts";
import { baseURL } from "../playwright.config.ts";
import { createAccount, newEmail, signIn } from "./account-helpers.ts";
import { expect, expectAccessible, gotoHydrated, section, test } from "./fixtures.ts";

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

test.describe("The site follows the kept state", () => {
  test("with no state kept, the urgent-help block and the pages read as before, and no state code is fetched", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await gotoHydrated(page, "/patient-support");
    await expect(page.locator("main [data-urgent-help]")).not.toContainText("Also in");
    for (const part of await page.locator("[data-state-part]").all())
      await expect(part).toBeEmpty();
    await expect(page.locator("[data-state-card]")).toHaveCount(0);
    // Neither the state data (states-*.js) nor the words of the parts (your-state-*.js).
    expect(fetched.filter((path) => /\/assets\/(states|your-state)-/.test(path))).toEqual([]);
  });

  test("the urgent-help block adds the state's lines, patient pages show its scheme, the student hub its board and tests", async ({
    page,
  }) => {
    await page.goto("/state");
    await page.evaluate(() => localStorage.setItem("saathi-your-state", "maharashtra"));

    await gotoHydrated(page, "/patient-support");
    const urgent = page.locator("main [data-urgent-help]");
    await expect(urgent).toContainText("Also in Maharashtra");
    await expect(urgent.getByRole("link", { name: "181" })).toHaveAttribute("href", "tel:181");
    await expect(urgent.getByRole("link", { name: "1098" })).toHaveAttribute("href", "tel:1098");
    await expect(
      urgent.getByRole("link", { name: /^Maharashtra: every help line/ }),
    ).toHaveAttribute("href", "/state/maharashtra");
    // The lines of all India are still there, once each.
    await expect(urgent.getByRole("link", { name: "112", exact: true })).toHaveCount(1);

    const scheme = page.getByRole("region", { name: "Health scheme in Maharashtra" });
    await expect(scheme).toContainText("Mahatma Jyotirao Phule Jan Arogya Yojana (MJPJAY)");
    await expect(scheme.getByRole("link", { name: "Official site" })).toHaveAttribute(
      "href",
      "https://www.jeevandayee.gov.in/",
    );
    await expect(scheme).toContainText("Source:");
    await expect(scheme).toContainText("checked 29 November 2026");
    // What the code drew passes axe too (names, contrast, targets), the lines in the block included.
    await expectAccessible(page);

    // A patient guide, not only the hub.
    await gotoHydrated(page, "/icu-ward-assistance");
    await expect(page.getByRole("region", { name: "Health scheme in Maharashtra" })).toContainText(
      "MJPJAY",
    );

    await gotoHydrated(page, "/student-support");
    const study = page.getByRole("region", {
      name: "School board and entrance tests in Maharashtra",
    });
    await expect(study).toContainText("MHT-CET");
    await expect(study).toContainText("not yet checked");
    await expect(page.getByRole("region", { name: /Health scheme in/ })).toHaveCount(0);

    // In Hindi, in Hindi.
    await gotoHydrated(page, "/hi/patient-support");
    await expect(page.locator("main [data-urgent-help]")).toContainText("महाराष्ट्र में और भी");
    await expect(page.getByRole("region", { name: "महाराष्ट्र की स्वास्थ्य योजना" })).toContainText(
      "महात्मा ज्योतिराव फुले जन आरोग्य योजना",
    );
  });

  test("a state with no checked scheme says so, with a link to its page; Forget empties the parts", async ({
    page,
  }) => {
    await page.goto("/state");
    await page.evaluate(() => localStorage.setItem("saathi-your-state", "chandigarh"));
    await gotoHydrated(page, "/patient-support");
    const scheme = page.getByRole("region", { name: "Health scheme in Chandigarh" });
    await expect(scheme).toContainText("not yet checked for this state");
    await expect(
      scheme.getByRole("link", { name: /^Chandigarh: every help line/ }),
    ).toHaveAttribute("href", "/state/chandigarh");
    await section(page, "Your state")
      .first()
      .getByRole("button", { name: "Forget my state" })
      .click();
    await expect(page.locator("[data-state-card]")).toHaveCount(0);
    await expect(page.locator("main [data-urgent-help]")).not.toContainText("Also in");
  });
});

test.describe("Your state on the account", () => {
  test.describe.configure({ timeout: 120_000 });

  /** The signed-in user as the auth server gives it (GET /auth/v1/user). */
  async function accountUser(page: import("@playwright/test").Page) {
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem("saathi-auth") ?? "{}") as { access_token?: string })
          .access_token,
    );
    const response = await page.request.get("/auth/v1/user", {
      headers: { Authorization: `Bearer ${token}`, apikey: DEFAULT_PUBLISHABLE_KEY },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { user_metadata: Record<string, unknown> };
  }

  test("chosen while signed in, the state is on the account after a reload; Forget clears it; another browser takes it at sign-in", async ({
    browser,
    baseURL,
  }) => {
    const email = await createAccount(baseURL!, newEmail());
    const first = await browser.newContext();
    const page = await first.newPage();
    await gotoHydrated(page, "/state");
    await expect(await signIn(page, email)).toBeHidden();
    await expect(page.getByRole("banner")).toContainText(email);
    const region = section(page, "Your state").first();
    await region.getByLabel("State or union territory", { exact: true }).selectOption("tamil-nadu");
    await region.getByRole("button", { name: "Show its page" }).click();
    await expect(page).toHaveURL(`${baseURL}/state/tamil-nadu`);
    await page.reload();
    await expect.poll(async () => (await accountUser(page)).user_metadata.state).toBe("tamil-nadu");

    // Another browser, keeping no state, takes the account's at sign-in.
    const second = await browser.newContext();
    const other = await second.newPage();
    await gotoHydrated(other, "/patient-support");
    await expect(other.getByRole("region", { name: /Health scheme in/ })).toHaveCount(0);
    await expect(await signIn(other, email)).toBeHidden();
    await expect(other.getByRole("region", { name: "Health scheme in Tamil Nadu" })).toContainText(
      "CMCHIS",
    );
    expect(await other.evaluate(() => localStorage.getItem("saathi-your-state"))).toBe(
      "tamil-nadu",
    );
    await second.close();

    // Forget my state clears it from the account too.
    await gotoHydrated(page, "/state");
    await section(page, "Your state")
      .first()
      .getByRole("button", { name: "Forget my state" })
      .click();
    await expect.poll(async () => (await accountUser(page)).user_metadata.state ?? null).toBe(null);
    await first.close();
  });
});

test.describe("Your state offline", () => {
  test.describe.configure({ timeout: 180_000 });
  // The run blocks service workers (playwright.config.ts); this test is about ours.
  test.use({ serviceWorkers: "allow" });

  test("a state found from a PIN has its page kept, in the page's language, and it opens offline", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/hi/state");
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.state === "activated",
      null,
      {
        timeout: 120_000,
      },
    );
    const region = section(page, "आपका राज्य").first();
    await region.getByLabel("या अपने पिन कोड से ढूँढें").fill("400001");
    await region.getByRole("button", { name: "मेरा राज्य ढूँढें" }).click();
    // Never visited: kept because it is the chosen state's page.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const urls: string[] = [];
            for (const name of await caches.keys())
              for (const request of await (await caches.open(name)).keys())
                urls.push(new URL(request.url).pathname);
            return urls;
          }),
        { timeout: 60_000 },
      )
      .toContain("/hi/state/maharashtra");
    await context.setOffline(true);
    const response = await page.goto("/hi/state/maharashtra");
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("महाराष्ट्र");
  });
});
