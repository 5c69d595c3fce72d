/**
 * The breathing practice's arithmetic (issue 29), shared by its markup
 * (sections/breathing-section.tsx) and its code (breathing-live.ts): where a second of the
 * practice falls in the breath, the circle's sizes, the time left as "2:40", and the page's
 * phrases with a placeholder ("{minutes} min") filled in.
 */
export type Pace = { in: number; out: number };

/** The circle's scale at the end of an out-breath and of an in-breath. */
export const SMALL = 0.6;
export const LARGE = 1;

/** Where a second of the practice falls: its phase, the count within it, seconds left in it. */
export function phaseAt(second: number, pace: Pace) {
  const pos = second % (pace.in + pace.out);
  return pos < pace.in
    ? { phase: "in" as const, count: pos + 1, left: pace.in - pos, progress: pos / pace.in }
    : {
        phase: "out" as const,
        count: pos - pace.in + 1,
        left: pace.in + pace.out - pos,
        progress: (pos - pace.in) / pace.out,
      };
}

/** Seconds as minutes and seconds: 160 is "2:40". */
export function clock(seconds: number) {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** `format` with each `{name}` replaced by its value. */
export function fill(format: string, values: Record<string, string | number>) {
  return format.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
