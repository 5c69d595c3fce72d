import { Link } from "react-router";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { ActionButton } from "../../ui/action-button.tsx";
import { Icon, lineIcon } from "../../ui/icons.tsx";
import { Card, CardIcon } from "../../ui/card.tsx";

export function HomeHero({
  title,
  lead,
  trustLine,
  actions,
  audiences,
}: Extract<Section, { kind: "home-hero" }>) {
  const { href } = useI18n();
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="flex w-fit items-start gap-2 rounded-full bg-surface px-4 py-1.5 font-semibold text-brand-700 shadow-sm">
            <Icon name="shield-check" className={lineIcon} />
            {/* The server may put the counted figure here (server/counted-figures.ts). */}
            <span data-counted="requests-answered">{trustLine}</span>
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-6xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted sm:text-xl">{lead}</p>
          {/* One under another on a phone: a button beside another would wrap below it as its
              words arrive on a slow connection. */}
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            {actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </div>
        </div>
        <ul className="grid content-start gap-4">
          {audiences.map((audience) => (
            <li key={audience.href}>
              <Card className="relative flex-row items-start gap-4 hover:border-brand-600">
                <CardIcon>
                  <Icon name={audience.icon} />
                </CardIcon>
                <div>
                  <h2 className="text-xl font-bold">
                    <Link
                      to={href(audience.href)}
                      prefetch="intent"
                      className="after:absolute after:inset-0 after:content-['']"
                    >
                      {audience.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-muted">{audience.body}</p>
                  <p
                    aria-hidden="true"
                    className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700"
                  >
                    {audience.linkText}
                    <Icon name="arrow-right" className="size-4" />
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
