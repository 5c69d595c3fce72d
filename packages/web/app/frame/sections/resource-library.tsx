import { Link } from "react-router";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { ActionButton } from "../../ui/action-button.tsx";
import { Icon } from "../../ui/icons.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { Card, CardIcon } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

/**
 * SPEC's Resource Library: every card leads to a real page (issue 29). No rating or download count
 * is shown: SPEC's were invented, and none is shown until the site has counted real ones.
 */
export function ResourceLibrary({
  heading,
  intro,
  groups,
  subscribe,
}: Extract<Section, { kind: "resource-library" }>) {
  const { m, href } = useI18n();
  return (
    <SectionShell id="resources-library" heading={heading} intro={intro} className="scroll-mt-20">
      <div className="space-y-10">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className="text-xl font-bold text-brand-800">{group.title}</h3>
            <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {group.resources.map((resource) => (
                <li key={resource.title}>
                  <Card className="h-full">
                    <div className="flex items-start justify-between gap-3">
                      <CardIcon tone="sun">
                        <Icon name={resource.icon} />
                      </CardIcon>
                      <span className="rounded-full bg-sunken px-3 py-1 text-sm font-semibold">
                        {m.sections.resourceTypes[resource.type]}
                      </span>
                    </div>
                    <h4 className="text-lg font-bold">{resource.title}</h4>
                    <p>{resource.description}</p>
                    <div className="mt-auto flex flex-wrap gap-2">
                      <Link
                        to={href(resource.href)}
                        prefetch="intent"
                        className={buttonVariants({ size: "sm" })}
                      >
                        {m.sections.viewGuide}
                        <span className="sr-only">
                          {m.sections.viewGuideDetail(resource.title)}
                        </span>
                      </Link>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold">{m.sections.addedWeekly}</p>
          <ActionButton action={subscribe} />
        </div>
      </div>
    </SectionShell>
  );
}
