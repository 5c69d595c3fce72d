import { chromium } from "@playwright/test";
import { chromiumArgs } from "../playwright.config.ts";
const origin = process.env.ORIGIN!;
const pages = (process.env.PAGES ?? "").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 360, height: 760 }, deviceScaleFactor: 1 });
const page = await context.newPage();
for (const path of pages) {
  await page.goto(origin + path, { waitUntil: "load" });
  await page.waitForTimeout(800);
  const height = await page.evaluate(() => { document.querySelectorAll<HTMLElement>("*").forEach(e => { if (getComputedStyle(e).contentVisibility === "auto") e.style.contentVisibility = "visible"; }); return document.documentElement.scrollHeight; });
  const screens = Math.min(Number(process.env.SCREENS ?? 4), Math.ceil(height / 760));
  for (let i = 0; i < screens; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * 740);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, "_")}-${i}.png` });
  }
  console.log(path, height);
}
await browser.close();
