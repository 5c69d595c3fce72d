import { Link } from "react-router";
import type { Section } from "../../content/types.ts";
import { comingSoon } from "../../content/notices.ts";
import { noticeData } from "../../lib/toast-store.ts";
import { ActionButton } from "../action-button.tsx";
import { Icon } from "../icons.tsx";
import { Button, buttonVariants } from "../ui/button.tsx";
import { Card, CardIcon } from "../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

export function ResourceLibrary({
  heading,
  intro,
  groups,
  subscribe,
}: Extract<Section, { kind: "resource-library" }>) {
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
                        {resource.type}
                      </span>
                    </div>
                    <h4 className="text-lg font-bold">{resource.title}</h4>
                    <p>{resource.description}</p>
                    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
                      <span className="inline-flex items-center gap-1">
                        <Icon name="star" className="size-4 fill-sun-700 text-sun-700" />
                        <span>
                          <span className="sr-only">Rated </span>
                          {resource.rating.toFixed(1)}
                          <span className="sr-only"> out of 5</span>
                        </span>
                      </span>
                      {resource.downloads ? <span>{resource.downloads} downloads</span> : null}
                    </p>
                    <div className="mt-auto flex flex-wrap gap-2">
                      {resource.href ? (
                        <Link
                          to={resource.href}
                          prefetch="intent"
                          className={buttonVariants({ size: "sm" })}
                        >
                          View Guide<span className="sr-only"> for {resource.title}</span>
                        </Link>
                      ) : (
                        <>
                          <Button
                            size="sm"
                            aria-label={`Download ${resource.title}`}
                            data-notice={noticeData(comingSoon("Download"))}
                          >
                            <Icon name="download" />
                            Download
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Preview ${resource.title}`}
                            data-notice={noticeData(comingSoon("Preview"))}
                          >
                            <Icon name="eye" />
                            Preview
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
          <p className="text-lg font-semibold">New resources are added weekly.</p>
          <ActionButton action={subscribe} />
        </div>
      </div>
    </SectionShell>
  );
}
