/**
 * Issue 35: care cards, after the NHS design system's (emergency, urgent, non-urgent): one card per
 * level, each an h3 whose words say the level ("Emergency: call 112 now if"), an icon that differs by
 * level, and the signs as a list. The colour only repeats what the words say; in forced colours each
 * card keeps its border (a thicker one at the start for the emergency card). Static markup, no script.
 */
import type { CareLevel, Section } from "../../content/types.ts";
import { cn } from "../../lib/cn.ts";
import { Icon, type IconName } from "../../ui/icons.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { SectionShell } from "./section-shell.tsx";

const looks: Record<CareLevel, { icon: IconName; card: string; iconClass: string }> = {
  emergency: {
    icon: "siren",
    card: "border-rose-700 border-s-8 bg-rose-100",
    iconClass: "text-rose-700",
  },
  urgent: {
    icon: "triangle-alert",
    card: "border-sun-700 border-s-8 bg-sun-100",
    iconClass: "text-sun-700",
  },
  routine: {
    icon: "calendar-check",
    card: "border-brand-700 border-s-4 bg-surface",
    iconClass: "text-brand-700",
  },
};

export function CareCardsSection({
  id,
  heading,
  intro,
  cards,
}: Extract<Section, { kind: "care-cards" }>) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="grid max-w-3xl gap-4" data-care-cards="">
        {cards.map((card) => {
          const look = looks[card.level];
          return (
            <li
              key={card.level}
              data-care-level={card.level}
              className={cn("rounded-[var(--radius-card)] border-2 p-5 text-ink sm:p-6", look.card)}
            >
              <h3 className="flex items-start gap-3 text-xl font-bold">
                <Icon name={look.icon} className={cn("mt-0.5 size-7 shrink-0", look.iconClass)} />
                <span>
                  <RichText text={card.heading} />
                </span>
              </h3>
              <ul className="mt-3 list-disc space-y-1.5 ps-12 text-lg marker:text-ink">
                {card.signs.map((sign) => (
                  <li key={sign}>
                    <RichText text={sign} />
                  </li>
                ))}
              </ul>
              {card.action ? (
                <p className="mt-3 ps-10 font-semibold">
                  <RichText text={card.action} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
