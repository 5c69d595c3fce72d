import { UrgentLineItem } from "../../ui/crisis-lines.tsx";
import { urgentLines } from "../../content/urgent-help.ts";
import { fill, useDesk } from "./desk-messages.tsx";
import { formatIst } from "./ist-time.ts";
import { useReplyValues } from "./reply-hours.ts";

// Tele-MANAS leads (issue 32): free, 24 hours, and someone to talk to now; then 112 and 108.
const teleManasFirst = [
  ...urgentLines.filter((line) => line.id === "tele-manas"),
  ...urgentLines.filter((line) => line.id !== "tele-manas"),
];

/**
 * The urgent-help lines first, Tele-MANAS leading, and an honest line about when a person will
 * read the request (`replyBy`, the desk's next reply time; until it is known, the promise in
 * hours): shown at the top of the thank-you page and the request's page when the desk says the
 * request's words speak of a danger (`urgent_lines_first`). It never says why.
 */
export function UrgentLinesFirst({
  replyBy,
  className,
}: {
  replyBy: string | null;
  className?: string;
}) {
  const { t, locale } = useDesk();
  const w = t.urgentFirst;
  const replyValues = useReplyValues();
  return (
    <section
      aria-labelledby="urgent-first-heading"
      data-urgent-first=""
      className={`rounded-[var(--radius-card)] border-2 border-rose-700 bg-rose-100 p-4 sm:p-5 ${className ?? ""}`}
    >
      <h2 id="urgent-first-heading" className="text-xl font-bold text-rose-700">
        {w.heading}
      </h2>
      <p className="mt-2">{w.lead}</p>
      <ul className="mt-3 grid gap-2">
        {teleManasFirst.map((line) => (
          <UrgentLineItem key={line.id} line={line} numberClassName="min-h-11 gap-2" />
        ))}
      </ul>
      <p className="mt-3 font-semibold">
        {replyBy
          ? fill(w.whenRead, { time: formatIst(replyBy, locale, t.time) })
          : fill(w.whenReadHours, replyValues)}
      </p>
    </section>
  );
}
