// @vitest-environment node
/** Issue 29: a script as the voice reads it, one sentence at a time, in English and Hindi. */
import { describe, expect, it } from "vitest";
import { pagesByLocale } from "../../content/index.ts";
import type { Lecture } from "../../content/types.ts";
import { readingOf, splitSentences } from "./reading.ts";

const texts = (paragraph: string) => splitSentences(paragraph).map((s) => s.text);

describe("splitting a paragraph into sentences", () => {
  it("ends a sentence at . ! ? and keeps the paragraph's own text and spaces", () => {
    const paragraph = 'Welcome.  Is this a dagger? "Out, damned spot!" Then she sleeps.';
    expect(texts(paragraph)).toEqual([
      "Welcome.",
      "Is this a dagger?",
      '"Out, damned spot!"',
      "Then she sleeps.",
    ]);
    expect(
      splitSentences(paragraph)
        .map((s) => s.text + s.after)
        .join(""),
    ).toBe(paragraph);
  });

  it("ends a Hindi sentence at the danda, and at ? and !", () => {
    expect(texts("हड़प्पा एक शहर था। वहाँ नालियाँ थीं? हाँ, ढकी हुई! यही सबसे ख़ास बात है।")).toEqual([
      "हड़प्पा एक शहर था।",
      "वहाँ नालियाँ थीं?",
      "हाँ, ढकी हुई!",
      "यही सबसे ख़ास बात है।",
    ]);
  });

  it("goes on after initials, common abbreviations and a quotation that continues", () => {
    expect(texts("In 1922, R. D. Banerji began work. T. S. Eliot wrote it.")).toEqual([
      "In 1922, R. D. Banerji began work.",
      "T. S. Eliot wrote it.",
    ]);
    expect(texts("Some ideas, e.g. liberty, spread. Dr. Ambedkar read them.")).toEqual([
      "Some ideas, e.g. liberty, spread.",
      "Dr. Ambedkar read them.",
    ]);
    expect(texts("सन उन्नीस सौ बाईस में आर. डी. बनर्जी ने काम शुरू किया। फिर खुदाई हुई।")).toEqual([
      "सन उन्नीस सौ बाईस में आर. डी. बनर्जी ने काम शुरू किया।",
      "फिर खुदाई हुई।",
    ]);
    expect(texts('"Is this a dagger?" he asks. It is not.')).toEqual([
      '"Is this a dagger?" he asks.',
      "It is not.",
    ]);
  });

  it("keeps a decimal and a sentence without an end mark whole", () => {
    expect(texts("Bricks kept a 1:2:4 ratio, 2.5 metres deep")).toEqual([
      "Bricks kept a 1:2:4 ratio, 2.5 metres deep",
    ]);
  });
});

describe("a script as read", () => {
  it("reads each heading, then its paragraphs' sentences, numbered as the transcript shows them", () => {
    const reading = readingOf({
      parts: [
        { heading: "First", paragraphs: ["One. Two.", "Three."] },
        { heading: "Second", paragraphs: ["Four!"] },
      ],
    });
    expect(reading.texts).toEqual(["First", "One.", "Two.", "Three.", "Second", "Four!"]);
    expect(reading.parts[0]!.heading.index).toBe(0);
    expect(reading.parts[0]!.paragraphs.map((p) => p.map((s) => s.index))).toEqual([[1, 2], [3]]);
    expect(reading.parts[1]!.paragraphs[0]![0]).toEqual({ text: "Four!", after: "", index: 5 });
  });

  it("every lecture of the site reads whole: its sentences put together are its paragraphs", () => {
    for (const [locale, pages] of Object.entries(pagesByLocale)) {
      const page = pages.find((p) => p.path === "/audio-lectures")!;
      const section = page.sections.find((s) => s.kind === "lectures") as { lectures: Lecture[] };
      for (const lecture of section.lectures) {
        const reading = readingOf(lecture);
        reading.parts.forEach((part, i) => {
          expect(part.heading.text).toBe(lecture.parts[i]!.heading);
          part.paragraphs.forEach((sentences, j) =>
            expect(sentences.map((s) => s.text + s.after).join(""), `${locale} ${lecture.id}`).toBe(
              lecture.parts[i]!.paragraphs[j],
            ),
          );
        });
        // No sentence is empty, and none runs on for a whole paragraph of a long script.
        for (const text of reading.texts) expect(text.trim(), lecture.id).not.toBe("");
        expect(reading.texts.length, `${locale} ${lecture.id}`).toBeGreaterThan(
          lecture.parts.length * 3,
        );
      }
    }
  });
});
