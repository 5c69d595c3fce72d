/**
 * The stream explorer's arithmetic (issue 24): a student's answers, by the rules of
 * content/stream-explorer.ts, give each stream a score, how well it fits, and the reasons to show.
 * Pure, so the rules are tested as data (lib/stream-fit.test.ts).
 */
import {
  explorerRules,
  reasonId,
  STREAMS,
  type AnswerRule,
  type StreamId,
} from "../content/stream-explorer.ts";

/** Question id -> the ids of the answers chosen. */
export type Answers = Record<string, readonly string[]>;
export type Fit = "strong" | "some" | "weak";
export type StreamFit = { stream: StreamId; score: number; fit: Fit; reasons: string[] };
export type ExplorerResult = {
  /** Nothing chosen that counts: ask for an answer instead of showing fits. */
  empty: boolean;
  streams: StreamFit[];
  /** Notes for every stream ("also think about"). */
  notes: string[];
};

function ruleOf(question: string, option: string): AnswerRule | undefined {
  return (explorerRules as Record<string, Record<string, AnswerRule>>)[question]?.[option];
}

/**
 * How a stream fits, from its score and the best stream's: "strong" needs a real score (4, two
 * answers' worth) close to the best (three quarters of it), so one liked subject alone is never a
 * strong fit and two streams can both fit well; "some" is any stream with an answer's worth.
 */
export function fitOf(score: number, best: number): Fit {
  if (score >= 4 && score >= best * 0.75) return "strong";
  if (score >= 2) return "some";
  return "weak";
}

export function scoreAnswers(answers: Answers): ExplorerResult {
  const scores: Record<StreamId, number> = { science: 0, commerce: 0, arts: 0 };
  const reasons: Record<StreamId, string[]> = { science: [], commerce: [], arts: [] };
  const notes: string[] = [];
  // In the rules' order, whatever order the answers came in, so reasons read the same way each time.
  for (const [question, options] of Object.entries(explorerRules))
    for (const option of Object.keys(options)) {
      if (!answers[question]?.includes(option)) continue;
      const rule = ruleOf(question, option)!;
      for (const stream of STREAMS) {
        const points = rule.points?.[stream] ?? 0;
        if (points > 0) {
          scores[stream] += points;
          reasons[stream].push(reasonId(question, option, stream));
        }
      }
      for (const target of rule.notes ?? [])
        if (target === "all") notes.push(reasonId(question, option, "all"));
        else reasons[target].push(reasonId(question, option, target));
    }
  const best = Math.max(...STREAMS.map((stream) => scores[stream]));
  return {
    empty: best === 0,
    streams: STREAMS.map((stream) => ({
      stream,
      score: scores[stream],
      fit: fitOf(scores[stream], best),
      reasons: reasons[stream],
    })),
    notes,
  };
}

/** Only known questions and answers, each once: what is kept and what is read back. */
export function cleanAnswers(value: unknown): Answers {
  const answers: Record<string, string[]> = {};
  if (!value || typeof value !== "object") return answers;
  for (const [question, chosen] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(chosen)) continue;
    const known = chosen.filter(
      (option, i): option is string =>
        typeof option === "string" &&
        ruleOf(question, option) !== undefined &&
        chosen.indexOf(option) === i,
    );
    if (known.length) answers[question] = known;
  }
  return answers;
}
