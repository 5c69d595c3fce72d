import { describe, expect, it } from "vitest";
import { searchIndexHtml, searchVocabulary, spaceBlocks } from "./search-index-html.ts";

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("the HTML the search indexer reads", () => {
  it("keeps words in neighbouring blocks apart", () => {
    expect(text(spaceBlocks("<ul><li>One</li><li>Two</li></ul><p>Three</p><h2>Four</h2>"))).toBe(
      "One Two Three Four",
    );
    expect(
      text(
        spaceBlocks(
          '<span><strong class="block font-bold">Unhealthy comparison</strong>Constantly comparing</span>',
        ),
      ),
    ).toBe("Unhealthy comparison Constantly comparing");
    expect(text(spaceBlocks('<span class="sm:flex">Anxiety</span>and'))).toBe("Anxiety and");
    expect(text(spaceBlocks("Line<br>break<br/>here"))).toBe("Line break here");
    expect(
      text(spaceBlocks('<a class="inline-flex">as PDF</a><a class="inline-flex">Download</a>')),
    ).toBe("as PDF Download");
  });

  it("leaves inline words, scripts and attributes as they are", () => {
    const inline = "Call <a href='tel:112'><strong>112</strong></a>, now. <em>Re</em>ad";
    expect(spaceBlocks(inline)).toBe(inline);
    const script = '<script>if (a<b) { x = "</div>"; }</script><p>x</p>';
    expect(spaceBlocks(script)).toBe('<script>if (a<b) { x = "</div>"; }</script><p>x </p>');
    expect(spaceBlocks('<div title="a>b">x</div>')).toBe('<div title="a>b">x </div>');
  });

  it("adds a page's search words inside its indexed body only", () => {
    const page = '<main><h1>Hi</h1><div data-pagefind-body data-x="1"><p>Body</p></div></main>';
    expect(searchIndexHtml(page, ["anxiety", "a<b"])).toBe(
      '<main><h1>Hi </h1><div data-pagefind-body data-x="1"><p data-search-keywords="" data-pagefind-weight="3">⁅ anxiety, a&lt;b ⁆</p><p>Body </p> </div> </main>',
    );
    expect(searchIndexHtml(page, [])).toBe(spaceBlocks(page));
    expect(() => searchIndexHtml("<p>x</p>", ["y"])).toThrow(/data-pagefind-body/);
  });

  it("folds Devanagari spellings in the text, not in attributes", () => {
    expect(spaceBlocks('<p data-pagefind-meta="title:ज़रूरत">ज़रूरत हो तो फ़ोन करें, हूँ</p>')).toBe(
      '<p data-pagefind-meta="title:ज़रूरत">जरूरत हो तो फोन करें, हूं </p>',
    );
    const page = "<div data-pagefind-body><p>x</p></div>";
    expect(searchIndexHtml(page, ["दवाई", "ज़्यादा"])).toContain("⁅ दवाई, ज्यादा ⁆");
  });

  it("keeps each folded word's spelling on the page, for excerpts (issue 30)", () => {
    const page =
      "<html><head><title>x</title></head><body><div data-pagefind-body><p>पढ़ाई में मन, फ़ोन हूँ; पढ़ाई</p></div></body></html>";
    expect(searchIndexHtml(page, [])).toContain(
      '<meta data-pagefind-meta="spellings[content]" content="पढाई=पढ़ाई फोन=फ़ोन हूं=हूँ"></head>',
    );
    expect(searchIndexHtml("<p>Only English</p>", [])).not.toContain("spellings");
  });
});

describe("the word list for corrections", () => {
  it("holds Latin and Devanagari words of four letters or more, folded and sorted", () => {
    expect(
      searchVocabulary([{ title: "Tele-MANAS helps: ज़रूरत, बीमारी, दिल" }, ["tanav", "ICU"]]),
    ).toEqual(["helps", "tanav", "tele-manas", "जरूरत", "बीमारी"]);
  });
});
