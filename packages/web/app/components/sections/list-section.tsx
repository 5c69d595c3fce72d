import { Icon } from "../icons.tsx";
import type { ListItem, Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { SectionShell } from "./section-shell.tsx";
import { RichText } from "../rich-text.tsx";

/** Prints the page (`data-action`, which the static island of the section acts on); the print stylesheet (app.css) gives checklist items empty boxes to tick. */
function PrintButton({ heading }: { heading: string }) {
  const { m } = useI18n();
  return (
    <Button
      variant="secondary"
      size="sm"
      data-print="hide"
      aria-label={m.sections.printLabel(heading)}
      data-action="print"
    >
      <Icon name="printer" />
      {m.sections.print}
    </Button>
  );
}

export function ListItemText({ item }: { item: ListItem }) {
  if (typeof item === "string") return <RichText text={item} />;
  return (
    <>
      <strong className="block font-bold">{item.title}</strong>
      <RichText text={item.body} />
    </>
  );
}

function itemKey(item: ListItem) {
  return typeof item === "string" ? item : item.title;
}

export function ListSection({
  id,
  heading,
  intro,
  style,
  items,
}: Extract<Section, { kind: "list" }>) {
  if (style === "terms") {
    // A glossary: each word is a term (<dt>) with its meaning (<dd>), so assistive technology reads them as pairs.
    return (
      <SectionShell id={id} heading={heading} intro={intro}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {items.map((item) =>
            typeof item === "string" ? null : (
              <div
                key={item.title}
                className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
              >
                <dt className="font-bold">
                  <dfn className="not-italic">{item.title}</dfn>
                </dt>
                <dd className="mt-1">
                  <RichText text={item.body} />
                </dd>
              </div>
            ),
          )}
        </dl>
      </SectionShell>
    );
  }
  const ListTag = style === "numbered" ? "ol" : "ul";
  return (
    <SectionShell
      id={id}
      heading={heading}
      intro={intro}
      headerAction={style === "check" ? <PrintButton heading={heading} /> : undefined}
    >
      <ListTag
        data-checklist={style === "check" ? "" : undefined}
        className={cn(
          "grid gap-3 sm:grid-cols-2",
          style === "numbered" && "list-none [counter-reset:step]",
        )}
      >
        {items.map((item) => (
          <li
            key={itemKey(item)}
            className="flex gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
          >
            {style === "check" ? (
              <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
            ) : style === "numbered" ? (
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white [counter-increment:step] before:content-[counter(step)]"
              />
            ) : (
              <span
                aria-hidden="true"
                className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-600"
              />
            )}
            <span>
              <ListItemText item={item} />
            </span>
          </li>
        ))}
      </ListTag>
    </SectionShell>
  );
}

export function ComparisonSection({
  heading,
  intro,
  columns,
}: Extract<Section, { kind: "comparison" }>) {
  const toneClass = {
    positive: "border-brand-600 bg-brand-50",
    negative: "border-sun-700 bg-sun-100",
    neutral: "border-line bg-surface",
  } as const;
  return (
    <SectionShell heading={heading} intro={intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {columns.map((column) => (
          <div
            key={column.title}
            className={cn(
              "rounded-[var(--radius-card)] border-t-4 p-5 sm:p-6",
              toneClass[column.tone],
            )}
          >
            <h3 className="text-xl font-bold">{column.title}</h3>
            <ul className="mt-4 space-y-3">
              {column.items.map((item) => (
                <li key={itemKey(item)} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-ink" />
                  <span>
                    <ListItemText item={item} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
