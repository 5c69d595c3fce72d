import { currentToast, expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";

/** The Resources menus' links, by audience (issue 30: the patient pages are among them). */
const resourceGroups: [string, [string, string][]][] = [
  [
    "Students",
    [
      ["Stream selection guide", "/stream-selection-guide"],
      ["Study tips", "/study-tips"],
      // Issue 24: the year's exams, for students planning it.
      ["Exam calendar", "/exam-calendar"],
      // Issue 35: the situation guides sit with their audience.
      ["Results day tomorrow", "/results-day"],
      ["The online coaching paradox", "/online-coaching-downsides"],
      ["School: pros & cons", "/school-pros-cons"],
    ],
  ],
  [
    "Patients and families",
    [
      ["Patient support", "/patient-support"],
      // Issue 35: the state's lines, scheme, board and tests, beside the patient hub.
      ["Your state", "/state"],
      ["ICU & ward assistance", "/icu-ward-assistance"],
      ["The first day in the ICU", "/first-day-in-icu"],
      ["Going home from hospital tomorrow", "/going-home-from-hospital"],
      ["Medical appointment assistance", "/medical-appointment-assistance"],
      ["Personal day/night support", "/personal-support"],
      ["Exercise & wellness", "/exercise-videos"],
    ],
  ],
  [
    // Issue 20: mental health for students and everyone.
    "Mental health",
    [
      ["Exam stress", "/exam-stress"],
      ["Mental health support", "/mental-health-support"],
      ["Help for suicidal thoughts", "/help-for-suicidal-thoughts"],
      ["Someone I know talks about ending their life", "/someone-talks-about-suicide"],
    ],
  ],
];
const resources = resourceGroups.flatMap(([, links]) => links);

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Home and Services links navigate", async ({ page }) => {
    await gotoHydrated(page, "/study-tips");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 2, name: "Our services" })).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the Resources dropdown lists SPEC's five entries, the patient and the mental health pages by audience, and works by keyboard", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: "Resources" });
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(resources.map(([label]) => label));
    for (const [group, links] of resourceGroups)
      await expect(menu.getByRole("group", { name: group }).getByRole("menuitem")).toHaveText(
        links.map(([label]) => label),
      );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    for (const [label, path] of resources) {
      await trigger.press("Enter");
      await page.getByRole("menuitem", { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("Contact from an inner page opens the /contact page", async ({ page }) => {
    await gotoHydrated(page, "/patient-support");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  });

  test("Emergency help leads with what to do now: this site sends no one, the lines, Call 112 and Call Tele-MANAS", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("banner").getByRole("button", { name: "Emergency help" });
    await button.click();
    // SPEC's notice, in a popover that works before and without scripts (no-script.spec.ts).
    const help = page.getByRole("dialog", { name: "Need help right now?" });
    await expect(help.getByRole("heading", { name: "Need help right now?" })).toBeFocused();
    // Issue 29: two call buttons as prominent as each other, and no "coming soon" anywhere.
    const call112 = help.getByRole("link", { name: /^Call 112/ });
    const callTeleManas = help.getByRole("link", { name: /^Call Tele-MANAS 14416/ });
    await expect(call112).toHaveAttribute("href", "tel:112");
    await expect(callTeleManas).toHaveAttribute("href", "tel:14416");
    await expect(callTeleManas).toContainText("Talk to a counsellor, free, 24 hours");
    expect(await call112.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(
      await callTeleManas.evaluate((a) => getComputedStyle(a).backgroundColor),
    );
    await expect(help).toContainText("This website cannot send anyone to you");
    await expect(help).not.toContainText(/coming soon/i);
    await expect(help.getByRole("link", { name: /^108/ })).toHaveAttribute("href", "tel:108");
    await expect(help.getByRole("link", { name: /^112/ })).toHaveAttribute("href", "tel:112");
    await expect(help.getByRole("link", { name: /^14416/ })).toHaveAttribute("href", "tel:14416");
    await expect(help.getByRole("link", { name: /1-800-891-4416/ })).toHaveAttribute(
      "href",
      "tel:18008914416",
    );
    await expectAccessible(page);
    await help.getByRole("button", { name: "Close" }).click();
    await expect(help).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("lists the same links, navigates and closes when one is picked", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const label of ["Home", "Services", "Contact", ...resources.map(([l]) => l)]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    // Issue 30: by audience, the patient pages among them; Sign in near the top, before the links.
    for (const [group, links] of resourceGroups)
      await expect(menu.getByRole("list", { name: group }).getByRole("link")).toHaveText(
        links.map(([label]) => label),
      );
    await expect(menu.getByRole("button", { name: "Sign in" })).toBeVisible();
    const signIn = await menu.getByRole("button", { name: "Sign in" }).boundingBox();
    const home = await menu.getByRole("link", { name: "Home", exact: true }).boundingBox();
    expect(signIn!.y).toBeLessThan(home!.y);
    expect(signIn!.y).toBeLessThan(64 + 100);
    await expectAccessible(page);
    await menu.getByRole("link", { name: "Exercise & wellness" }).click();
    await expect(page).toHaveURL("/exercise-videos");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the header is its one row: no empty band under it", async ({ page }) => {
    for (const path of ["/", "/hi/icu-ward-assistance"]) {
      await gotoHydrated(page, path);
      const header = await page.getByRole("banner").boundingBox();
      // The row is 4rem, and the header's border 1 px: no empty band beneath the row.
      expect(header!.height, path).toBeLessThanOrEqual(65);
    }
  });

  test("the language menu's button is in the phone header itself, beside Emergency Help (issues 30, 36)", async ({
    page,
  }) => {
    for (const [path, name] of [
      ["/icu-ward-assistance", "English"],
      ["/hi/icu-ward-assistance", "हिंदी"],
      ["/bn/icu-ward-assistance", "বাংলা"],
      ["/mr/icu-ward-assistance", "मराठी"],
    ] as const) {
      await page.goto(path);
      const row = page.locator("[data-header-row]");
      const language = row.locator('button[popovertarget="language-menu"][title]');
      await expect(language, path).toBeVisible();
      await expect(language, path).toContainText(name);
      await expect(language, path).toBeInViewport({ ratio: 1 });
      await expect(
        row.getByRole("button", { name: /^(Emergency|इमरजेंसी|জরুরি|इमर्जन्सी|तातडी)/ }),
        path,
      ).toBeInViewport({
        ratio: 1,
      });
    }
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("Escape closes the menu with focus still on its toggle; with the language panel over it, only the panel", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bn/study-tips");
    const menu = page.locator(
      "#" + (await page.locator("[data-mobile-menu] nav").getAttribute("id")),
    );
    const toggle = page.locator("[data-mobile-menu] > button");
    // Opened by a tap and by the keyboard, closed at once: focus never left the toggle.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The language panel opened from the menu: Escape shuts the panel and leaves the menu.
    await toggle.click();
    await menu.locator('button[popovertarget="language-menu"]').click();
    const panel = page.locator("#language-menu");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menu).toBeVisible();
  });

  test("Contact in the menu opens /contact; the menu has the urgent-help lines", async ({
    page,
  }) => {
    await gotoHydrated(page, "/study-tips");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const urgent = menu.locator("[data-urgent-help]");
    await expect(urgent.getByRole("heading", { name: "Urgent help" })).toBeVisible();
    for (const tel of ["112", "108", "14416"])
      await expect(urgent.locator(`a[href="tel:${tel}"]`)).toBeVisible();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  });
});

test("the header never scrolls sideways, whatever font draws the language's name (issue 30)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A font far wider than any the switch meets: the row must wrap, not push Emergency Help off.
  const wide =
    "header a[hreflang] { font-family: monospace !important; font-size: 1.5rem !important; letter-spacing: 0.4em !important; }";
  for (const path of ["/study-tips", "/hi/study-tips"]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, path);
    // With the font it has, the desktop header is one row (4rem), with room to spare.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const row = (await page.locator("[data-header-row]").boundingBox())!;
      expect(row.height, `${path} at ${width} px: one row`).toBeLessThanOrEqual(64);
    }
    await page.addStyleTag({ content: wide });
    for (const width of [320, 360, 390, 768, 1024, 1100, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);
      await expect(
        page.getByRole("banner").getByRole("button", { name: /^(Emergency|इमरजेंसी)/ }),
        `${path} at ${width} px`,
      ).toBeInViewport({ ratio: 1 });
    }
  }
});

test.describe("notices", () => {
  test("notices show one at a time, and a dismissed one goes", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await gotoHydrated(page, "/stream-selection-guide");
    const toasts = currentToast(page);
    // The floating help's Emergency help (issue 29: two calls, and no "coming soon").
    await page.getByRole("button", { name: "Need help?" }).click();
    await page.getByRole("menuitem", { name: "Emergency help" }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.getByRole("link", { name: /^Call Tele-MANAS 14416/ })).toHaveAttribute(
      "href",
      "tel:14416",
    );
    await expect(toasts).not.toContainText(/coming soon/i);
    // Another notice replaces it: still one.
    await page.getByRole("button", { name: "Copy link: Stream selection guide" }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Link copied");
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toasts).toHaveCount(0);
  });

  test("home actions go to the request form and the services (issue 23)", async ({ page }) => {
    await gotoHydrated(page, "/");
    const hero = page.getByRole("main");
    await expect(hero.getByRole("link", { name: "Ask us for help" })).toHaveAttribute(
      "href",
      "/request?source=/",
    );
    // "Learn more" on screen; its name says where it goes (Lighthouse's link-text audit, WCAG 2.4.4).
    await hero.getByRole("link", { name: "Learn more about our services", exact: true }).click();
    await expect(page).toHaveURL("/services");
  });

  test("resource library: every card links to a real page, with no invented rating or count; Subscribe", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const library = page.locator("#resources-library");
    await expect(library.getByRole("button")).toHaveCount(0);
    const links = library.getByRole("link", { name: /^View guide/ });
    await expect(links).toHaveCount(9);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect((await page.request.get(href!)).status(), href!).toBe(200);
    await expect(library).not.toContainText(/downloads|★|out of 5/);
    await expect(library.getByRole("link", { name: "Subscribe for updates" })).toHaveAttribute(
      "href",
      "/subscribe?source=/",
    );
    await library.getByRole("link", { name: "View guide for Study guides" }).click();
    await expect(page).toHaveURL("/study-tips");
  });

  test("the contact form is a form to the desk; its quick actions open the request form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form).toHaveAttribute("action", "/api/desk/requests");
    // Nothing is sent while it is incomplete: each mistake is said beside its field.
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await form.getByRole("button", { name: "Send message" }).click();
    // Said beside its field, and as a link to it in the error summary at the form's top.
    await expect(form.getByText("Tell us your name.")).toHaveCount(2);
    await expect(form.getByRole("link", { name: "Tell us your name." })).toBeVisible();
    expect(posts).toEqual([]);
    for (const [action, kind] of [
      ["Leave a message", "message&chat=1"],
      ["Book appointment", "counselling"],
      ["Join a support group", "support-group"],
    ]) {
      await expect(page.locator("#contact").getByRole("link", { name: action })).toHaveAttribute(
        "href",
        `/request?kind=${kind}&source=%2F`,
      );
    }
  });

  test("the floating help button opens quick actions", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await page.getByRole("button", { name: "Need help?" }).click();
    // Called Live chat only while someone is on the desk (another test's staff may be, in its
    // hours); otherwise "Leave a message" with the reply time the desk gives.
    const status = (await (await page.request.get("/api/desk/status")).json()) as {
      live: boolean;
      reply_by_text: { en: string };
    };
    const first = status.live ? "Live chat" : `Leave a messageReply by ${status.reply_by_text.en}`;
    await expect(page.getByRole("menuitem")).toHaveText([first, "Emergency help", "Contact"]);
    // It opens the message form, with the urgent-help lines first (desk-person.spec.ts).
    await page.getByRole("menuitem").first().click();
    await expect(page).toHaveURL(/\/request\?kind=message&chat=1/);
    await expect(
      page.locator("main [data-urgent-help]").getByRole("link", { name: /^112/ }),
    ).toBeVisible();
  });
});

test.describe("floating help at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test("its menu stays on the screen, the reply time wrapping, in every language", async ({
    page,
  }) => {
    for (const [path, name] of [
      ["/services", "Need help?"],
      ["/hi/services", "मदद चाहिए?"],
      ["/bn/services", "সাহায্য দরকার?"],
      ["/mr/services", "मदत हवी आहे?"],
    ] as const) {
      await gotoHydrated(page, path);
      await page.getByRole("button", { name }).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem")).toHaveCount(3);
      // Every item, and the panel, inside the screen: nothing clipped at its right edge.
      for (const box of [
        await menu.boundingBox(),
        ...(await Promise.all(
          (await menu.getByRole("menuitem").all()).map((i) => i.boundingBox()),
        )),
      ]) {
        expect(box!.x, path).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, path).toBeLessThanOrEqual(320);
      }
      const overflowing = await menu.evaluate(
        (panel) =>
          [...panel.querySelectorAll("span")].filter(
            (span) => span.scrollWidth > span.clientWidth + 1,
          ).length,
      );
      expect(overflowing, path).toBe(0);
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("footer", () => {
  test("link columns open real pages and forms; no social links unless configured; the weekly email is a form to the desk", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Services", "Resources", "Company", "Legal"]) {
      await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
    }
    // Every entry is a link to a page or a desk form (issue 29; trust-pages.spec.ts follows them).
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    for (const [name, href] of [
      ["About us", "/about"],
      ["Our counsellors", "/our-team"],
      ["Careers", "/request?kind=careers&source=/about"],
      ["Partner with us", "/request?kind=partnership&source=/about"],
    ] as const)
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(footer.getByRole("button")).toHaveText(["Subscribe", "Top"]);
    await expect(footer.getByLabel(/Get new resources by email/)).toHaveAttribute("type", "email");
    const newsletter = footer.locator('form[action="/api/desk/subscriptions"]');
    await expect(
      newsletter.getByRole("checkbox", { name: /weekly list of new guides/ }),
    ).toBeVisible();
    await expect(newsletter.locator('input[name="locale"]')).toHaveValue("en");
    // No social profile is configured in this build, so none is shown.
    await expect(
      footer.getByRole("link", { name: /Instagram|Facebook|YouTube|LinkedIn/ }),
    ).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("Top scrolls back to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Top" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("button", { name: "Top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
