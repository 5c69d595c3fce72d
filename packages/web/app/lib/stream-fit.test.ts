// @vitest-environment node
/**
 * Issue 24's stream explorer: its rules (content/stream-explorer.ts) as data, and what they make
 * of a student's answers: scores, how well each stream fits, and the reasons shown.
 */
import { describe, expect, it } from "vitest";
import { allReasonIds, explorerRules, STREAMS } from "../content/stream-explorer.ts";
import { cleanAnswers, fitOf, scoreAnswers } from "./stream-fit.ts";

const fits = (answers: Parameters<typeof scoreAnswers>[0]) =>
  Object.fromEntries(scoreAnswers(answers).streams.map((s) => [s.stream, s.fit]));

describe("the rules", () => {
  it("give only small positive points, and every answer points somewhere or notes something", () => {
    for (const [question, options] of Object.entries(explorerRules))
      for (const [option, rule] of Object.entries(options)) {
        const points = Object.values("points" in rule ? rule.points : {});
        for (const p of points) expect(p, `${question}.${option}`).toBeGreaterThan(0);
        for (const p of points) expect(p, `${question}.${option}`).toBeLessThanOrEqual(2);
        expect(points.length + ("notes" in rule ? rule.notes.length : 0)).toBeGreaterThan(0);
      }
  });

  it("never take a stream away for a family's situation: constraints only add notes", () => {
    for (const rule of Object.values(explorerRules.limits)) expect("points" in rule).toBe(false);
  });

  it("name each reason once", () => {
    const ids = allReasonIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("enjoy.maths.science");
    expect(ids).toContain("limits.earn.all");
  });
});

describe("scoring answers", () => {
  it("a student who loves mathematics and physics and wants to build things: science fits well", () => {
    const result = scoreAnswers({
      enjoy: ["maths", "physics-chemistry"],
      strong: ["maths", "science"],
      work: ["build"],
    });
    expect(result.empty).toBe(false);
    expect(result.streams.map((s) => [s.stream, s.score, s.fit])).toEqual([
      ["science", 10, "strong"],
      ["commerce", 2, "some"],
      ["arts", 0, "weak"],
    ]);
    expect(result.streams[0]!.reasons).toEqual([
      "enjoy.maths.science",
      "enjoy.physics-chemistry.science",
      "strong.maths.science",
      "strong.science.science",
      "work.build.science",
    ]);
    expect(result.streams[1]!.reasons).toEqual(["enjoy.maths.commerce", "strong.maths.commerce"]);
  });

  it("history, languages and people: arts fits well", () => {
    expect(
      fits({
        enjoy: ["history-society", "languages"],
        strong: ["social-science", "languages"],
        work: ["people", "words"],
      }),
    ).toEqual({ science: "weak", commerce: "weak", arts: "strong" });
  });

  it("business and mathematics: commerce fits well, and mathematics alone does not make science strong", () => {
    expect(fits({ enjoy: ["business", "maths"], strong: ["maths"], work: ["money"] })).toEqual({
      science: "some",
      commerce: "strong",
      arts: "weak",
    });
  });

  it("two streams can both fit well", () => {
    expect(
      fits({
        enjoy: ["biology", "languages", "history-society"],
        strong: ["science", "social-science"],
        work: ["health", "people", "research"],
      }),
    ).toEqual({ science: "strong", commerce: "weak", arts: "strong" });
  });

  it("one liked subject is never a strong fit", () => {
    expect(fits({ enjoy: ["business"] })).toEqual({
      science: "weak",
      commerce: "some",
      arts: "weak",
    });
    expect(fitOf(3, 3)).toBe("some");
    expect(fitOf(4, 4)).toBe("strong");
    expect(fitOf(4, 6)).toBe("some");
    expect(fitOf(1, 8)).toBe("weak");
  });

  it("constraints add notes, never points; notes for one stream go under it", () => {
    const without = scoreAnswers({ enjoy: ["maths"], work: ["build"] });
    const withLimits = scoreAnswers({
      enjoy: ["maths"],
      work: ["build"],
      limits: ["cost", "distance", "earn"],
    });
    expect(withLimits.streams.map((s) => s.score)).toEqual(without.streams.map((s) => s.score));
    expect(withLimits.streams.map((s) => s.fit)).toEqual(without.streams.map((s) => s.fit));
    expect(withLimits.streams[0]!.reasons).toContain("limits.cost.science");
    expect(withLimits.streams[1]!.reasons).toContain("limits.cost.commerce");
    expect(withLimits.notes).toEqual(["limits.distance.all", "limits.earn.all"]);
  });

  it("nothing that counts chosen: empty, so the page asks for an answer", () => {
    expect(scoreAnswers({}).empty).toBe(true);
    const unsure = scoreAnswers({ work: ["unsure"], limits: ["cost"] });
    expect(unsure.empty).toBe(true);
    expect(unsure.notes).toEqual(["work.unsure.all"]);
  });

  it("reads the answers in the rules' order, whatever order they came in", () => {
    expect(scoreAnswers({ enjoy: ["physics-chemistry", "maths"] })).toEqual(
      scoreAnswers({ enjoy: ["maths", "physics-chemistry"] }),
    );
  });

  it("every stream is scored, in the same order", () => {
    expect(scoreAnswers({}).streams.map((s) => s.stream)).toEqual([...STREAMS]);
  });
});

describe("what is kept", () => {
  it("keeps known questions and answers only, each once", () => {
    expect(
      cleanAnswers({
        enjoy: ["maths", "maths", "astrology", 4],
        strong: "maths",
        nonsense: ["maths"],
        work: [],
      }),
    ).toEqual({ enjoy: ["maths"] });
    expect(cleanAnswers(null)).toEqual({});
    expect(cleanAnswers("x")).toEqual({});
  });
});
