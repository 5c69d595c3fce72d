import { Link } from "react-router";
import type { Section } from "../../content/types.ts";
import { Icon } from "../icons.tsx";
import { buttonVariants } from "../ui/button.tsx";
import { Card, CardIcon } from "../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

export function ServicesSection({
  heading,
  intro,
  groups,
}: Extract<Section, { kind: "services" }>) {
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
                      to={card.href}
                      prefetch="intent"
                      className={buttonVariants({
                        variant: "secondary",
                        size: "sm",
                        className: "mt-auto self-start",
                      })}
                    >
                      Learn More<span className="sr-only"> about {card.title}</span>
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
