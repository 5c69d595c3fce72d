import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { noticeData } from "../../lib/toast-store.ts";
import { Icon } from "../icons.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardIcon } from "../ui/card.tsx";
import { useNoticeTexts } from "../use-notice-texts.ts";
import { SectionShell } from "./section-shell.tsx";

/** SPEC.md "Templates and forms": one button per format; each only shows its download notice. */
export function TemplatesSection({
  heading,
  intro,
  templates,
}: Extract<Section, { kind: "templates" }>) {
  const { m } = useI18n();
  const { notices } = useNoticeTexts();
  return (
    <SectionShell heading={heading} intro={intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {templates.map((template) => (
          <li key={template.title}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-3">
                {template.icon ? (
                  <CardIcon tone="sun">
                    <Icon name={template.icon} />
                  </CardIcon>
                ) : null}
                <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                  {template.category}
                </p>
              </div>
              <h3 className="text-xl font-bold">{template.title}</h3>
              <p>{template.description}</p>
              {template.includes?.length ? (
                <>
                  <p className="font-semibold">{m.sections.onTheSheet}</p>
                  <ul className="list-disc space-y-1 pl-5 marker:text-brand-600">
                    {template.includes.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              <div
                className="mt-auto flex flex-wrap gap-2 pt-2"
                role="group"
                aria-label={m.sections.downloadGroup(template.title)}
              >
                {template.formats.map((format) => (
                  <Button
                    key={format}
                    size="sm"
                    variant="secondary"
                    data-notice={noticeData(notices.download(format, template.title))}
                  >
                    <Icon name="download" />
                    <span className="sr-only">{m.sections.downloadAs(template.title)}</span>
                    {format}
                  </Button>
                ))}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
