import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogues } from "./catalogues.ts";
import { messagesFile } from "./messages-file.ts";
import { loadPageMessages, pageMessages } from "./page-messages.ts";
import { fromWire } from "./wire.ts";

describe("each language's messages file (messages-file.ts)", () => {
  it("is named by language and content, and carries that language's catalogue", () => {
    const en = messagesFile("en");
    const hi = messagesFile("hi");
    expect(en.href).toMatch(/^\/assets\/messages-en-[0-9a-z]+\.json$/);
    expect(hi.href).toMatch(/^\/assets\/messages-hi-[0-9a-z]+\.json$/);
    const rebuilt = fromWire(JSON.parse(hi.body));
    expect(rebuilt.layout.skipToContent).toBe(catalogues.hi.layout.skipToContent);
    expect(rebuilt.layout.skipToContent).not.toBe(catalogues.en.layout.skipToContent);
    expect(hi.body).not.toContain(catalogues.en.layout.skipToContent);
  });
});

describe("the page's messages in the browser (page-messages.ts)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("provides the fetched file, and says so when it cannot arrive", async () => {
    expect(() => pageMessages("en")).toThrow(/No en messages/);
    const { href, body } = messagesFile("en");
    let answer = 404;
    vi.stubGlobal(
      "fetch",
      async () => new Response(answer === 200 ? body : "", { status: answer }),
    );
    await expect(loadPageMessages("en", href)).rejects.toThrow(`${href}: 404`);
    answer = 200;
    await loadPageMessages("en", href);
    expect(pageMessages("en").layout.skipToContent).toBe(catalogues.en.layout.skipToContent);
  });
});
