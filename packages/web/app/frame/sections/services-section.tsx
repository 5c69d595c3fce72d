import { Link } from "react-router";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { Icon } from "../../ui/icons.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { Card, CardIcon } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

export function ServicesSection({
  heading,
  intro,
  groups,
}: Extract<Section, { kind: "services" }>) {
  const { m, href } = useI18n();
  return (
    <SectionShell id="services" heading={heading} intro={intro}>
      <div className="space-y-10">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className="text-xl font-bold text-brand-800">{group.title}</h3>
            <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {group.cards.map((card) => (
                <li key={card.href}>
                  <Card className="h-full">
                    {card.icon ? (
                      <CardIcon>
                        <Icon name={card.icon} />
                      </CardIcon>
                    ) : null}
                    <h4 className="text-lg font-bold">{card.title}</h4>
                    <p>{card.body}</p>
                    <Link
                      to={href(card.href)}
                      prefetch="intent"
                      className={buttonVariants({
                        variant: "secondary",
                        size: "sm",
                        className: "mt-auto self-start",
                      })}
                    >
                      {m.sections.learnMore}
                      <span className="sr-only">{m.sections.learnMoreDetail(card.title)}</span>
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
