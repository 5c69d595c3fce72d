// @vitest-environment node
/** Issue 24's Share: the address shared, and the WhatsApp link that carries it. */
import { describe, expect, it } from "vitest";
import { shareUrl, whatsAppHref } from "./share.ts";

describe("share links", () => {
  it("shares the page's absolute address in its language, with a part's #id", () => {
    const origin = "https://saathi.example";
    expect(shareUrl("/icu-ward-assistance", undefined, origin)).toBe(
      "https://saathi.example/icu-ward-assistance",
    );
    expect(shareUrl("/hi/icu-ward-assistance/", "icu-bag", `${origin}/`)).toBe(
      "https://saathi.example/hi/icu-ward-assistance#icu-bag",
    );
    expect(shareUrl("/", undefined, origin)).toBe("https://saathi.example/");
    expect(shareUrl("/exam-calendar", "neet-ug-2027", origin)).toBe(
      "https://saathi.example/exam-calendar#neet-ug-2027",
    );
  });

  it("builds wa.me's link with the title, then the address on its own line, URL-encoded", () => {
    const href = whatsAppHref(
      "ICU & ward assistance",
      "https://saathi.example/icu-ward-assistance#icu-bag",
    );
    expect(href).toBe(
      "https://wa.me/?text=ICU%20%26%20ward%20assistance%0Ahttps%3A%2F%2Fsaathi.example%2Ficu-ward-assistance%23icu-bag",
    );
    const text = new URL(href).searchParams.get("text");
    expect(text).toBe("ICU & ward assistance\nhttps://saathi.example/icu-ward-assistance#icu-bag");
    const hindi = new URL(whatsAppHref("वार्ड या आईसीयू में क्या साथ लाएँ", "https://s.example/hi"));
    expect(hindi.origin).toBe("https://wa.me");
    expect(hindi.searchParams.get("text")).toBe(
      "वार्ड या आईसीयू में क्या साथ लाएँ\nhttps://s.example/hi",
    );
  });
});
