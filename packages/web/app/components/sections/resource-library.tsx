import { Link } from "react-router";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { noticeData } from "../../lib/toast-store.ts";
import { ActionButton } from "../action-button.tsx";
import { Icon } from "../icons.tsx";
import { Button, buttonVariants } from "../ui/button.tsx";
import { Card, CardIcon } from "../ui/card.tsx";
import { useNoticeTexts } from "../use-notice-texts.ts";
import { SectionShell } from "./section-shell.tsx";

export function ResourceLibrary({
  heading,
  intro,
  groups,
  subscribe,
}: Extract<Section, { kind: "resource-library" }>) {
  const { m, href } = useI18n();
  const { comingSoon } = useNoticeTexts();
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
                    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
                      <span className="inline-flex items-center gap-1">
                        <Icon name="star" className="size-4 fill-sun-700 text-sun-700" />
                        <span>
                          <span className="sr-only">{m.sections.ratedBefore}</span>
                          {resource.rating.toFixed(1)}
                          <span className="sr-only">{m.sections.ratedAfter}</span>
                        </span>
                      </span>
                      {resource.downloads ? (
                        <span>{m.sections.downloads(resource.downloads)}</span>
                      ) : null}
                    </p>
                    <div className="mt-auto flex flex-wrap gap-2">
                      {resource.href ? (
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
                      ) : (
                        <>
                          <Button
                            size="sm"
                            aria-label={m.sections.downloadLabel(resource.title)}
                            data-notice={noticeData(comingSoon(m.sections.download))}
                          >
                            <Icon name="download" />
                            {m.sections.download}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={m.sections.previewLabel(resource.title)}
                            data-notice={noticeData(comingSoon(m.sections.preview))}
                          >
                            <Icon name="eye" />
                            {m.sections.preview}
                          </Button>
                        </>
                      )}
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
