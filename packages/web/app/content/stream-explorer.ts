/**
 * Issue 24's stream explorer, its rules: what each answer counts for science, commerce and arts,
 * and which reason it gives. The same in every language; each language's words (the questions,
 * answers and reasons) are the `stream-explorer` section of its /stream-selection-guide page,
 * under the same ids (content/stream-explorer.test.ts keeps them in step). lib/stream-fit.ts turns
 * answers into how well each stream fits.
 *
 * The points follow the guide itself ("The three streams", "Decide in four steps"): what a student
 * enjoys and does well in, and the work that appeals, point to the stream whose subjects and
 * careers match. Constraints (cost, distance, needing to earn) never add or take points: they
 * bring a note to weigh, because a family's situation should shape the plan, not rule a student
 * out of a stream they fit.
 */

export const STREAMS = ["science", "commerce", "arts"] as const;
export type StreamId = (typeof STREAMS)[number];

/** What one answer gives: points for streams (each gets a reason), and notes (reasons, no points). */
export type AnswerRule = {
  points?: Partial<Record<StreamId, number>>;
  /** A note under a stream, or under "also think about" for every stream ("all"). */
  notes?: (StreamId | "all")[];
};

/** Question id -> answer id -> rule. Every question takes any number of answers (checkboxes). */
export const explorerRules = {
  enjoy: {
    maths: { points: { science: 2, commerce: 1 } },
    "physics-chemistry": { points: { science: 2 } },
    biology: { points: { science: 2 } },
    computers: { points: { science: 1 } },
    business: { points: { commerce: 2 } },
    "history-society": { points: { arts: 2 } },
    languages: { points: { arts: 2 } },
    "art-design": { points: { arts: 1 } },
  },
  strong: {
    maths: { points: { science: 2, commerce: 1 } },
    science: { points: { science: 2 } },
    "social-science": { points: { arts: 2, commerce: 1 } },
    languages: { points: { arts: 1 } },
  },
  work: {
    build: { points: { science: 2 } },
    health: { points: { science: 2 } },
    money: { points: { commerce: 2 } },
    people: { points: { arts: 2 } },
    words: { points: { arts: 2 } },
    research: { points: { science: 1, arts: 1 } },
    unsure: { notes: ["all"] },
  },
  limits: {
    cost: { notes: ["science", "commerce"] },
    distance: { notes: ["all"] },
    earn: { notes: ["all"] },
  },
} as const satisfies Record<string, Record<string, AnswerRule>>;

export type QuestionId = keyof typeof explorerRules;

/** A reason's id: the answer and the stream it speaks to ("enjoy.maths.science"). */
export function reasonId(question: string, option: string, stream: StreamId | "all"): string {
  return `${question}.${option}.${stream}`;
}

/** Every reason the rules can give, in order: what each language's words must have, exactly. */
export function allReasonIds(): string[] {
  return Object.entries(explorerRules).flatMap(([question, options]) =>
    Object.entries(options).flatMap(([option, rule]: [string, AnswerRule]) => [
      ...STREAMS.filter((stream) => (rule.points?.[stream] ?? 0) > 0).map((stream) =>
        reasonId(question, option, stream),
      ),
      ...(rule.notes ?? []).map((stream) => reasonId(question, option, stream)),
    ]),
  );
}
