// @vitest-environment node
/**
 * "Was this page useful?" for a browser without JavaScript (issue 29): after the desk's 303 to
 * `<page>?feedback=thanks#page-feedback`, the site server writes the thanks into the page's own
 * box and hides its forms; after `?feedback=<refusal code>` the refusal's words, forms kept. The
 * box is the real component's prerendered markup; anything not ours changes nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageFeedback } from "../app/frame/layout/page-feedback.tsx";
import { catalogues } from "../app/i18n/catalogues.ts";
import type { Locale } from "../app/i18n/locales.ts";
import { withI18n } from "../app/i18n/test-i18n.tsx";
import { fillPageFeedback } from "./page-feedback.ts";
import { createSiteApp } from "./site-app.ts";
import { loadStaticSite, type StaticSite } from "./static-site.ts";

/** A page whose main content ends with the feedback box, as the build writes it. */
function page(path: string, locale: Locale) {
  const box = renderToStaticMarkup(
    createElement(MemoryRouter, null, withI18n(createElement(PageFeedback, { path }), locale)),
  );
  return `<!doctype html><html lang="${locale}"><body><main><h1>Page</h1>${box}</main><footer>Footer</footer></body></html>`;
}

const visible = (html: string, marker: string) =>
  [...html.matchAll(new RegExp(`<\\w+\\b[^>]*\\s${marker}[^>]*>`, "g"))].map(
    ([tag]) => !/\shidden=/.test(tag),
  );
const resultText = (html: string) =>
  /<p\b[^>]*data-feedback-result[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe("the feedback box after a plain post", () => {
  const en = catalogues.en.feedback;
  const hi = catalogues.hi.feedback;
  const english = page("/study-tips", "en");

  it("thanks: the words in the box, the forms hidden", () => {
    expect(resultText(english)).toBe("");
    expect(visible(english, "data-feedback-form")).toEqual([true, true]);
    const html = fillPageFeedback(english, "en", "thanks");
    expect(resultText(html)).toBe(en.thanks.replace(/'/g, "&#x27;"));
    expect(visible(html, "data-feedback-form")).toEqual([false, false]);
    // Everything else is as the build wrote it (the rating line stays hidden, as built).
    const unhidden = (s: string) => s.replace(/ hidden=""/g, "").replace(/>[^<]*<\/p>/g, "></p>");
    expect(unhidden(html)).toBe(unhidden(english));
    const hindi = fillPageFeedback(page("/hi/study-tips", "hi"), "hi", "thanks");
    expect(resultText(hindi)).toBe(hi.thanks);
  });

  it("a refusal: its words in the page's language, the forms kept to try again", () => {
    const cases: [string, string][] = [
      ["rate_limited_ip", hi.rateLimited],
      ["too_long", hi.tooLong],
      ["body_too_large", hi.tooLong],
      ["invalid_field", hi.failed],
      ["refused", hi.failed],
      ["service_unavailable", hi.failed],
    ];
    const hindi = page("/hi/exam-stress", "hi");
    for (const [code, words] of cases) {
      const html = fillPageFeedback(hindi, "hi", code);
      expect(resultText(html), code).toBe(words);
      expect(visible(html, "data-feedback-form"), code).toEqual([true, true]);
    }
  });

  it("a value that is not ours, or a page without the box, is left as it is", () => {
    for (const value of ["", "yes", "<script>alert(1)</script>", "THANKS", null])
      expect(fillPageFeedback(english, "en", value)).toBe(english);
    const plain = "<!doctype html><main><p>No box here</p></main>";
    expect(fillPageFeedback(plain, "en", "thanks")).toBe(plain);
  });

  describe("served by the site server", () => {
    let dir: string;
    let site: StaticSite;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "page-feedback-"));
      const files: Record<string, string> = {
        "404.html": "<!doctype html><title>Not found</title>",
        "study-tips/index.html": english,
        "hi/study-tips/index.html": page("/hi/study-tips", "hi"),
      };
      for (const [path, body] of Object.entries(files)) {
        mkdirSync(join(dir, path, ".."), { recursive: true });
        writeFileSync(join(dir, path), body);
      }
      site = await loadStaticSite(dir);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("answers the page with the answer written in, in the page's language", async () => {
      const app = createSiteApp({ site });
      const thanks = await app.request("/hi/study-tips?feedback=thanks");
      expect(thanks.status).toBe(200);
      expect(thanks.headers.get("content-type")).toMatch(/^text\/html/);
      expect(resultText(await thanks.text())).toBe(hi.thanks);

      const refused = await app.request("/study-tips?feedback=rate_limited_ip");
      expect(resultText(await refused.text())).toBe(en.rateLimited);

      // The page as built, with its own validator, for any other query.
      const plain = await app.request("/study-tips");
      const body = await plain.text();
      expect(body).toBe(english);
      const other = await app.request("/study-tips?feedback=%3Cb%3E");
      expect(await other.text()).toBe(english);
      expect(other.headers.get("etag")).toBe(plain.headers.get("etag"));
      expect(thanks.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    });
  });
});
