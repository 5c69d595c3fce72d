import type { Card as CardData, Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { ActionButton } from "../../ui/action-button.tsx";
import { Icon } from "../../ui/icons.tsx";
import { Card, CardIcon } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";
import { RichText } from "../../ui/rich-text.tsx";

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function InfoCard({ card }: { card: CardData }) {
  const { m } = useI18n();
  return (
    <Card className="h-full">
      {card.icon ? (
        <CardIcon>
          <Icon name={card.icon} />
        </CardIcon>
      ) : null}
      <h3 className="text-xl font-bold">{card.title}</h3>
      <p className="text-ink">
        <RichText text={card.body} />
      </p>
      {card.points?.length ? (
        <ul className="list-disc space-y-1 pl-5 marker:text-brand-600">
          {card.points.map((point) => (
            <li key={point}>
              <RichText text={point} />
            </li>
          ))}
        </ul>
      ) : null}
      {card.example ? (
        <p className="rounded-lg bg-sun-100 p-3 text-ink">
          <strong className="text-sun-700">{m.sections.example}</strong>
          <RichText text={card.example} />
        </p>
      ) : null}
      {card.action ? <ActionButton action={card.action} className="mt-auto self-start" /> : null}
    </Card>
  );
}

export function CardGrid({
  id,
  heading,
  intro,
  columns = 3,
  cards,
}: Extract<Section, { kind: "card-grid" }>) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className={cn("grid gap-5", columnClass[columns])}>
        {cards.map((card) => (
          <li key={card.title}>
            <InfoCard card={card} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
