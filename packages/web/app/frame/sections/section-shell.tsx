import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** A page section with its heading and optional intro; labelled by its heading. */
export function SectionShell({
  id,
  heading,
  intro,
  children,
  className,
  headerAction,
}: {
  id?: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  /** A control beside the heading (e.g. a checklist's Print button). */
  headerAction?: ReactNode;
}) {
  // A section with an id names its heading after it: the search index links its sub-results to
  // headings by id, and a useId() value (`_R_19p35_`) is neither readable nor stable across builds.
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : generatedId;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14", className)}
    >
      {/* The action sits under the heading: at the row's end it would move left as its words
          arrived on a slow connection. */}
      <div className="flex flex-col items-start gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {headerAction}
      </div>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
