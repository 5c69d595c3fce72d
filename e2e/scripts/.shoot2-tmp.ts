import { chromium } from "@playwright/test";
import { chromiumArgs } from "../playwright.config.ts";
const origin = process.env.ORIGIN!;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
const page = await (await browser.newContext({ viewport: { width: 360, height: 760 } })).newPage();
for (const lang of ["bn", "mr"]) {
  await page.goto(`${origin}/${lang}/study-tips`, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.mouse.click(322, 32);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/menu-${lang}.png` });
  await page.keyboard.press("Escape");
  await page.waitForTimeout(300);
  await page.mouse.click(190, 31);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/lang-${lang}.png` });
  await page.keyboard.press("Escape");
  await page.mouse.click(38, 733);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/help-${lang}.png` });
}
await browser.close();
