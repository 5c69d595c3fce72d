/**
 * The account on the Hindi site against the real server: the header's Sign in, the dialog and
 * /hi/account are in Hindi and fetch no English account words; an account made there keeps
 * "hi" as its language (`user_metadata.locale`, which the auth server writes its mails in), and
 * a signed-in person's account follows the language of the site they read.
 */
import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { DEFAULT_PUBLISHABLE_KEY } from "../../packages/auth-server/src/public.ts";
import { createAccount, newEmail, PASSWORD } from "./account-helpers.ts";
import { expect, gotoHydrated, section, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 800 } });

/** The account's `user_metadata.locale`, as the server now holds it. */
async function storedLocale(baseURL: string, email: string): Promise<unknown> {
  const client = createClient(baseURL, DEFAULT_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  const { data } = await client.auth.getUser();
  return data.user?.user_metadata.locale;
}

/** The account words' chunks the page fetched (each language's is its own file). */
function accountChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on("response", async (response) => {
    if (!/\/assets\/account-[\w-]+\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => "");
    if (body.includes("Sign in to Saathi")) seen.push("en");
    if (body.includes("Saathi में साइन इन करें")) seen.push("hi");
  });
  return seen;
}

test("sign up on the Hindi site: a Hindi dialog, and an account whose language is hi", async ({
  page,
  baseURL,
}) => {
  const chunks = accountChunks(page);
  const email = newEmail();
  await gotoHydrated(page, "/hi/study-tips");
  await page.getByRole("banner").getByRole("button", { name: "साइन इन" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Saathi में साइन इन करें" })).toBeVisible();
  await dialog.getByRole("tab", { name: "साइन अप" }).click();
  await dialog.getByLabel("ईमेल").fill(email);
  await dialog.getByLabel("पासवर्ड", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "साइन अप" }).click();
  await expect(dialog).toBeHidden();
  const name = page.getByRole("banner").getByRole("link", { name: email });
  await expect(name).toHaveAttribute("href", "/hi/account");
  await expect(page.getByRole("banner").getByRole("button", { name: "साइन आउट" })).toBeVisible();
  expect(await storedLocale(baseURL!, email)).toBe("hi");
  expect(chunks).toEqual(["hi"]);
});

test("/hi/account is in Hindi, before and after hydration", async ({ page, baseURL }) => {
  const email = await createAccount(baseURL!);
  const response = await page.request.get("/hi/account");
  const html = await response.text();
  expect(html).toContain("आपका अकाउंट खुल रहा है...");
  expect(html).not.toContain("Loading your account");

  await gotoHydrated(page, "/hi/account");
  await expect(page.getByRole("heading", { level: 1, name: "आपका अकाउंट" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { name: "अपना अकाउंट देखने के लिए साइन इन करें" }),
  ).toBeVisible();
  await main.getByRole("button", { name: "साइन इन" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("ईमेल").fill(email);
  await dialog.getByLabel("पासवर्ड", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "साइन इन", exact: true }).click();
  for (const heading of ["प्रोफ़ाइल", "ईमेल", "पासवर्ड", "टू-फ़ैक्टर ऑथेंटिकेशन", "आपका डेटा"]) {
    await expect(section(page, heading)).toBeVisible();
  }
  await expect(main).not.toContainText("Your data");
});

test("an English account read on the Hindi site becomes Hindi, and English again on the English site", async ({
  page,
  baseURL,
}) => {
  const email = await createAccount(baseURL!);
  expect(await storedLocale(baseURL!, email)).toBeUndefined();
  await gotoHydrated(page, "/hi/account");
  await page.getByRole("main").getByRole("button", { name: "साइन इन" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("ईमेल").fill(email);
  await dialog.getByLabel("पासवर्ड", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "साइन इन", exact: true }).click();
  await expect(section(page, "प्रोफ़ाइल")).toBeVisible();
  await expect.poll(() => storedLocale(baseURL!, email)).toBe("hi");

  await gotoHydrated(page, "/study-tips");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect.poll(() => storedLocale(baseURL!, email)).toBe("en");
});
