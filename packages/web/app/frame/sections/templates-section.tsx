import type { Section, TemplateDownload } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { localDigits } from "../../lib/digits.ts";
import { Icon } from "../../ui/icons.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { Card, CardIcon } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

/** A file's size as people read it: whole kilobytes, at least 1. */
function kilobytes(bytes: number): string {
  return String(Math.max(1, Math.round(bytes / 1024)));
}

/**
 * SPEC.md "Templates and forms", with issue 24's real files: one download link per format,
 * made at build time from this same data (features/downloads/templates.ts), with its size.
 */
export function TemplatesSection({
  id,
  heading,
  intro,
  templates,
}: Extract<Section, { kind: "templates" }>) {
  const { m, locale } = useI18n();
  const words = m.tools.templates;
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {templates.map((template) => (
          <li key={template.file}>
            <Card className="h-full">
              {/* Tags beside the icon, not at the row's end, where they would move left as their words
                  arrived on a slow connection. */}
              <div className="flex items-start gap-3">
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
                  <p className="font-semibold">{words.onTheSheet}</p>
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
                aria-label={words.downloads(template.title)}
              >
                {(template.downloads ?? []).map((file: TemplateDownload) => {
                  const size = words.size(localDigits(kilobytes(file.bytes), locale));
                  return (
                    <a
                      key={file.format}
                      href={file.href}
                      download
                      aria-label={words.downloadAs(template.title, file.format, size)}
                      className={cn(buttonVariants({ variant: "secondary", size: "sm" }))}
                      data-format={file.format}
                    >
                      <Icon name="download" />
                      {/* A space, so the visible words ("PDF 14 KB") are the accessible name's. */}
                      {file.format} <span className="text-sm font-normal">{size}</span>
                    </a>
                  );
                })}
              </div>
              {/* How often the files were downloaded: written in by the server past a threshold
                  (server/counted-figures.ts), hidden until then. */}
              <p
                className="text-sm text-muted"
                data-download-count={(template.downloads ?? []).map((f) => f.href).join(" ")}
                hidden
              />
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
