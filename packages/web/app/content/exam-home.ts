/**
 * Issue 35: which exams are a state's only, and the page each exam's card lives on. Apart from
 * exam-dates.ts so that the calendar section's code can ask without carrying the data.
 */
type StateTags = { states?: readonly string[]; everywhere?: true };

/** A state's own exam that the calendar lists only where the browser keeps its state. */
export function isStateOnly(exam: StateTags): boolean {
  return Boolean(exam.states?.length) && !exam.everywhere;
}

/**
 * The page an exam's card is on and is shared from: the calendar, or for a state-only exam its
 * (first) state's page, which lists it whatever the browser keeps.
 */
export function examHomePath(exam: StateTags): string {
  return isStateOnly(exam) ? `/state/${exam.states![0]}` : "/exam-calendar";
}
