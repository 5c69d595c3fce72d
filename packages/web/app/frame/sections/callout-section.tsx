import { Icon } from "../../ui/icons.tsx";
import type { Section } from "../../content/types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionButton } from "../../ui/action-button.tsx";
import { CrisisLines } from "../../ui/crisis-lines.tsx";
import { DeskHoursNote, requestKindOf } from "../../features/desk/desk-hours-note.tsx";
import { RichText } from "../../ui/rich-text.tsx";

export function CalloutSection({
  id,
  tone,
  heading,
  body,
  crisisLines,
}: Extract<Section, { kind: "callout" }>) {
  return (
    <div className="mx-auto my-6 max-w-6xl px-4 sm:px-6">
      <section
        id={id}
        aria-label={heading}
        className={cn(
          "rounded-[var(--radius-card)] border-l-4 p-5 sm:p-6",
          tone === "urgent" ? "border-rose-700 bg-rose-100" : "border-brand-600 bg-brand-50",
        )}
      >
        <div className="flex gap-3">
          <Icon
            name={tone === "urgent" ? "siren" : "info"}
            className={cn(
              "mt-1 size-6 shrink-0",
              tone === "urgent" ? "text-rose-700" : "text-brand-700",
            )}
          />
          <div className="flex-1">
            <h2 className="text-xl font-bold">{heading}</h2>
            <p className="mt-2">
              <RichText text={body} />
            </p>
            {crisisLines ? <CrisisLines /> : null}
          </div>
        </div>
      </section>
    </div>
  );
}

export function CtaSection({ id, heading, body, actions }: Extract<Section, { kind: "cta" }>) {
  // A service button (a request for a kind) has the desk's hours and reply time beside it.
  const service = actions
    .map((action) => ("href" in action ? requestKindOf(action.href) : undefined))
    .find((kind) => kind !== undefined);
  return (
    <section id={id} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="rounded-[var(--radius-card)] bg-brand-deeper p-8 text-white sm:p-10">
        <h2 className="text-2xl font-bold sm:text-3xl">{heading}</h2>
        <p className="mt-3 max-w-2xl text-lg text-white">{body}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {actions.map((action) => (
            <ActionButton key={action.label} action={{ ...action, variant: "secondary" }} />
          ))}
        </div>
        {service ? <DeskHoursNote kind={service} /> : null}
      </div>
    </section>
  );
}
