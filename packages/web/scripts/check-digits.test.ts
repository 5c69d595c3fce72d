// @vitest-environment node
/**
 * Issue 36: the build's digit check finds a number in 0-9 wherever a reader of a Bengali or
 * Marathi page meets one (text, alt, title, aria-label, placeholder), and passes what keeps its
 * 0-9: numbers to dial, web addresses, English marked lang="en", code, styles and the templates
 * in data attributes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  dialled,
  findLatinNumbers,
  latinNumbersIn,
  latinNumbersInPage,
  OWN_DIGITS,
} from "./check-digits.ts";

describe("latinNumbersIn", () => {
  it("finds numbers in 0-9, with the words around them", () => {
    expect(latinNumbersIn("৬টির মধ্যে 0টি হয়ে গেছে")).toEqual(["৬টির মধ্যে 0টি হয়ে গেছে"]);
    expect(latinNumbersIn("সকাল 9:00 থেকে")).toEqual(["সকাল 9:00 থেকে"]);
    expect(latinNumbersIn("১,২৩,৪৫৬ বার, ২:৩০")).toEqual([]);
  });

  it("keeps numbers to dial and web addresses as they are", () => {
    expect(latinNumbersIn("এখনই 112 নম্বরে ফোন করুন, বা 14416 বা 1-800-891-4416")).toEqual([]);
    expect(latinNumbersIn("শিশুদের জন্য চাইল্ডলাইন 1098, NHS-এর নম্বর 999")).toEqual([]);
    expect(latinNumbersIn("১০ অঙ্ক, বা +91 সহ নম্বর।")).toEqual([]);
    expect(latinNumbersIn("দেখুন https://example.org/poems/45087 বা ubse.uk.gov.in/2025")).toEqual(
      [],
    );
    // A number that only looks like part of one to dial is still found.
    expect(latinNumbersIn("1120 জন")).toEqual(["1120 জন"]);
  });

  it("knows every urgent-help number and state line", () => {
    for (const number of ["112", "108", "14416", "1-800-891-4416", "1098", "181"])
      expect(dialled.has(number), number).toBe(true);
  });
});

describe("latinNumbersInPage", () => {
  it("reads the text and what is read aloud of attributes", () => {
    const html = `<html lang="bn"><head><title>PDF 9 KB</title></head><body>
      <p>© 2026 Saathi</p>
      <a href="/x.pdf" aria-label="প্ল্যানার, PDF 24 KB ডাউনলোড করুন">PDF ২৪ KB</a>
      <img alt="ধাপ 3" src="/a.png"><input placeholder="যেমন 5">
      <select><option value="1.5">1.5×</option></select>
    </body></html>`;
    expect(latinNumbersInPage(html)).toEqual([
      "PDF 9 KB",
      "© 2026 Saathi",
      "প্ল্যানার, PDF 24 KB ডাউনলোড করুন",
      "ধাপ 3",
      "যেমন 5",
      "1.5×",
    ]);
  });

  it("passes English marked lang=en, phone links, code, styles and data attributes", () => {
    const html = `<html lang="bn"><head><style>.a{width:10px}</style>
      <script>window.x = "সব (16)";</script>
      <script type="application/ld+json">{"year":"2026"}</script></head><body>
      <!-- 2026 -->
      <li>তথ্য: প্রায় ৯,৫০০ (২০২৫)। <a href="https://icai.org/" lang="en">ICAI's CA Final results, 2025 <b>(May 2025)</b></a></li>
      <a href="tel:18008914416" aria-label="টেলি-মানস 1800 891 4416">1800 891 4416</a>
      <form data-count="{done}/{total}" data-template="{state} (3)"><svg viewBox="0 0 24 24"><path d="M1 2"/></svg></form>
      <br><img src="/i.png" alt="ছবি"><p lang="en-IN">Class 10 and 12</p>
      <p>এরপর: ১২টি</p>
    </body></html>`;
    expect(latinNumbersInPage(html)).toEqual([]);
  });

  it("reads on after an English element closes", () => {
    expect(
      latinNumbersInPage('<p><span lang="en">Top 10 Balance Exercises</span> ভিডিও 3</p>'),
    ).toEqual(["ভিডিও 3"]);
  });
});

describe("findLatinNumbers", () => {
  let dir: string;
  const write = (path: string, body: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "check-digits-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the Bengali and Marathi pages, not English or Hindi ones", async () => {
    expect(OWN_DIGITS).toEqual(["bn", "mr"]);
    write("index.html", "<p>6 of 8 done</p>");
    write("hi/study-tips/index.html", "<p>8 में से 6 हो गए</p>");
    write("bn/study-tips/index.html", "<p>৮টির মধ্যে ৬টি হয়ে গেছে</p>");
    write("bn/exam-calendar/index.html", "<label>সব (16)</label>");
    write("mr/404/index.html", "<p>404</p>");
    write("mr/404/index.html.br", "compressed twin: not read");
    const found = await findLatinNumbers(dir);
    expect(found.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: "bn/exam-calendar/index.html", text: "সব (16)" },
      { file: "mr/404/index.html", text: "404" },
    ]);
  });
});
