import { Icon } from "./icons.tsx";
import { urgentLines, type UrgentLine } from "../content/urgent-help.ts";
import { useI18n } from "../i18n/context.tsx";
import { cn } from "../lib/cn.ts";

/**
 * India's urgent-help lines (content/urgent-help.ts) as tap-to-call links, one
 * line each, with what each is for in the page's language. Plain server-rendered
 * markup: no script is needed to call.
 */
export function CrisisLines({ compact = false }: { compact?: boolean }) {
  const { m } = useI18n();
  return (
    <ul className={cn("grid gap-2", compact ? "mt-2" : "mt-4 sm:grid-cols-3")}>
      {urgentLines.map((line) => (
        <li key={line.id}>
          <a
            href={`tel:${line.tel}`}
            className="flex min-h-11 items-center gap-2 rounded-lg bg-rose-100 px-3 py-2 font-semibold text-rose-700 underline-offset-4 hover:underline"
          >
            <Icon name="phone" className="size-4 shrink-0" />
            <span>
              {line.number}
              <span className="block text-sm font-normal text-ink">
                {m.content.urgentLines[line.id]}
              </span>
            </span>
          </a>
          {line.alternative ? <AlternativeNumber line={line} /> : null}
        </li>
      ))}
    </ul>
  );
}

function AlternativeNumber({ line }: { line: UrgentLine }) {
  const { m } = useI18n();
  if (!line.alternative) return null;
  return (
    <p className="mt-1 px-3 text-sm">
      {m.content.or}{" "}
      <a
        href={`tel:${line.alternative.tel}`}
        className="font-semibold whitespace-nowrap text-rose-700 underline underline-offset-4"
      >
        {line.alternative.number}
      </a>
    </p>
  );
}

/**
 * The compact "Urgent help" block: one line per number, plain words. Used in the
 * footer, the mobile menu and at the top of pages for people who may be in crisis.
 */
export function UrgentHelpBlock({
  heading,
  headingLevel = 2,
  landmark = true,
  className,
}: {
  /** The block's heading; by default the catalogue's "If you need help right now". */
  heading?: string;
  headingLevel?: 2 | 3;
  /** A labelled region; off where a landmark of the same name is already on the page (the mobile menu). */
  landmark?: boolean;
  className?: string;
}) {
  const { m, href } = useI18n();
  const title = heading ?? m.content.urgentHelpHeading;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Wrapper = landmark ? "section" : "div";
  return (
    <Wrapper
      aria-label={landmark ? title : undefined}
      data-urgent-help=""
      className={cn(
        "rounded-[var(--radius-card)] border-l-4 border-rose-700 bg-rose-100 px-4 py-3",
        className,
      )}
    >
      <Heading className="font-bold text-rose-700">{title}</Heading>
      {/* One line each, at every width: in a wrapping row a line would jump to the next row as its
          words arrived on a slow connection. */}
      <ul className="mt-1 grid gap-y-1">
        {urgentLines.map((line) => (
          <UrgentLineItem key={line.id} line={line} numberClassName="min-h-8 gap-1.5" />
        ))}
      </ul>
      {/* Issue 35: where this browser keeps a state, its own lines (the 181 women's helpline,
          1098, a state's ambulance) and a link to its page, filled in by the "Your state" code
          (features/your-state/follow.ts), which the static island wakes only then. Empty, and
          so silent, otherwise. */}
      <div data-live="your-state" data-state-part="lines" />
      <p className="mt-1">
        <a
          href={href("/state")}
          className="inline-flex min-h-6 items-center font-semibold text-rose-700 underline"
        >
          {m.content.urgentStateLink}
        </a>
      </p>
    </Wrapper>
  );
}

/**
 * One urgent line as a list item: its number to tap, its name, and its other number if it has
 * one. Shared by the urgent help block and the urgent lines a request's pages put first
 * (features/desk/urgent-first.tsx), which differ only in how tall and spaced the number is.
 */
export function UrgentLineItem({
  line,
  numberClassName,
}: {
  line: UrgentLine;
  numberClassName: string;
}) {
  const { m } = useI18n();
  return (
    <li className="leading-snug">
      <a
        href={`tel:${line.tel}`}
        className={`inline-flex ${numberClassName} items-center font-bold text-rose-700 underline underline-offset-4`}
      >
        <Icon name="phone" className="size-4 shrink-0" />
        {line.number}
      </a>{" "}
      <span className="text-ink">{m.content.urgentLines[line.id]}</span>
      {line.alternative ? (
        <>
          {" "}
          <span className="text-ink">({m.content.or} </span>
          <a
            href={`tel:${line.alternative.tel}`}
            className="font-semibold whitespace-nowrap text-rose-700 underline underline-offset-4"
          >
            {line.alternative.number}
          </a>
          <span className="text-ink">)</span>
        </>
      ) : null}
    </li>
  );
}
