/**
 * Issue 20: the page for a person who is struggling, exam stress, and the legal and trust
 * pages; the footer's links open real pages and its year is the current one.
 */
import { expect, expectAccessible, gotoHydrated, section, test } from "./fixtures.ts";

const newPages = [
  ["/help-for-suicidal-thoughts", "Help for suicidal thoughts"],
  ["/exam-stress", "Exam stress: when the pressure feels too much"],
  ["/privacy", "Privacy policy"],
  ["/terms", "Terms of service"],
  ["/accessibility", "Accessibility statement"],
] as const;

for (const [path, heading] of newPages) {
  test(`${path} opens with its heading and breadcrumbs, and is axe-clean`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });
}

test("the suicidal-thoughts page leads with Tele-MANAS, then 112, and lists the lines' sources", async ({
  page,
}) => {
  await gotoHydrated(page, "/help-for-suicidal-thoughts");
  const main = page.getByRole("main");
  await expect(main).toContainText("If you are thinking about ending your life");
  const steps = section(page, "What to do right now").getByRole("listitem");
  await expect(steps.first()).toContainText("Call Tele-MANAS: 14416");
  await expect(steps.nth(1)).toContainText("call 112");
  await expect(page.getByRole("link", { name: /14416/ }).first()).toHaveAttribute(
    "href",
    "tel:14416",
  );
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("link", { name: /Tele-MANAS/ })).toHaveAttribute(
    "href",
    "https://telemanas.mohfw.gov.in/",
  );
  await expect(sources.getByRole("link", { name: /Preventing suicide/ })).toHaveAttribute(
    "href",
    "https://www.who.int/publications/i/item/9789240076846",
  );
  await expect(sources.getByRole("link", { name: /Press Council of India/ })).toBeVisible();
});

test("/mental-health-support lists the urgent lines' official sources under Sources", async ({
  page,
}) => {
  await gotoHydrated(page, "/mental-health-support");
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources).toContainText("14416 or 1-800-891-4416");
  await expect(sources.getByRole("link", { name: /Ministry of Home Affairs/ })).toBeVisible();
  await expect(sources.getByRole("link", { name: /National Health Mission/ })).toBeVisible();
});

test("students reach exam stress and mental health from the hub and the header", async ({
  page,
}) => {
  await gotoHydrated(page, "/student-support");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Exam stress" }).first().click();
  await expect(page).toHaveURL("/exam-stress");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Exam stress");
  await page
    .getByRole("main")
    .getByRole("link", { name: "Help for suicidal thoughts" })
    .first()
    .click();
  await expect(page).toHaveURL("/help-for-suicidal-thoughts");

  // /study-tips, a study guide, links to both under "Read next".
  await gotoHydrated(page, "/study-tips");
  const readNext = page.getByRole("region", { name: "Read next" });
  await expect(readNext.getByRole("link", { name: /Exam stress/ })).toHaveAttribute(
    "href",
    "/exam-stress",
  );
  await expect(readNext.getByRole("link", { name: /Help for suicidal thoughts/ })).toHaveAttribute(
    "href",
    "/help-for-suicidal-thoughts",
  );

  // The header's Resources menu (desktop).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("banner").getByRole("button", { name: "Resources" }).click();
  for (const [name, href] of [
    ["Exam stress", "/exam-stress"],
    ["Mental health support", "/mental-health-support"],
    ["Help for suicidal thoughts", "/help-for-suicidal-thoughts"],
  ] as const)
    await expect(page.getByRole("menuitem", { name })).toHaveAttribute("href", href);
});

test("footer links open real pages (200, right heading); the year is the current one", async ({
  page,
  request,
}) => {
  const links = [
    ["Academic counselling", "/academic-counseling"],
    ["ICU & ward assistance", "/icu-ward-assistance"],
    ["Audio lectures", "/audio-lectures"],
    ["Templates & forms", "/templates-and-forms"],
    ["Privacy policy", "/privacy"],
    ["Terms of service", "/terms"],
    ["Accessibility", "/accessibility"],
    ["About us", "/about"],
    ["Our counsellors", "/our-team"],
    ["Careers", "/request?kind=careers&source=/about"],
    ["Partner with us", "/request?kind=partnership&source=/about"],
  ] as const;
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Saathi`);
  for (const [name, href] of links) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  // Following one: the page opens with its own heading.
  await footer.getByRole("link", { name: "Privacy policy", exact: true }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Accessibility", exact: true })
    .click();
  await expect(page).toHaveURL("/accessibility");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
  // Issue 29: About us is a page of its own, and no entry is a notice any more.
  await page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Saathi");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Careers" })).toHaveCount(
    0,
  );
});

test("/privacy tells how to use each right from /account and gives the grievance contact", async ({
  page,
}) => {
  await gotoHydrated(page, "/privacy");
  const rights = section(page, "Your rights, and how to use them");
  await expect(rights).toContainText("Download my data");
  await expect(rights).toContainText("Delete account");
  await expect(rights).toContainText("Nominate someone");
  // No grievance email is configured in this build: the page shows none rather than a placeholder.
  const grievance = page.getByRole("region", { name: "Grievance contact" });
  await expect(grievance).toContainText("request form");
  await expect(grievance).not.toContainText("saathi.example");
  await page.getByRole("main").getByRole("link", { name: "Open your account" }).click();
  await expect(page).toHaveURL("/account");
});
