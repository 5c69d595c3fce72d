import { useLocation } from "react-router";
import { Icon } from "../../ui/icons.tsx";
import type { ListItem, Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { localDigits, stepNumbers } from "../../lib/digits.ts";
import { Button } from "../../ui/button.tsx";
import { SectionShell } from "./section-shell.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { ShareLinks } from "../../ui/share-links.tsx";

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

/**
 * A checklist a person can tick (issue 24): each item a real checkbox labelled by the item (its
 * title, the rest as its description), a count announced politely, and **Clear** as the form's
 * reset button, so ticking, clearing and printing the ticks work from the markup alone. Keeping the
 * ticks (and the count) is the checklist's own code (features/checklists/live.ts), which its
 * static island loads on first use (`data-live`); `autocomplete="off"` keeps the browser from
 * restoring boxes by itself on reload.
 */
function Checklist({
  id,
  heading,
  numbered,
  items,
}: {
  id: string;
  heading: string;
  numbered: boolean;
  items: ListItem[];
}) {
  const { m, locale } = useI18n();
  const words = m.tools.checklist;
  const ListTag = numbered ? "ol" : "ul";
  return (
    <form
      data-live="checklist"
      data-checklist-id={id}
      data-count={words.count("{done}", "{total}")}
      autoComplete="off"
    >
      <div
        className="mb-4 flex flex-wrap items-center justify-between gap-3"
        data-pagefind-ignore=""
      >
        <p role="status" data-checklist-count data-needs-js="" className="font-semibold">
          {words.count(localDigits(0, locale), localDigits(items.length, locale))}
        </p>
        <Button
          type="reset"
          variant="secondary"
          size="sm"
          data-print="hide"
          aria-label={words.clearName(heading)}
        >
          {words.clear}
        </Button>
      </div>
      <ListTag className="grid list-none gap-3 sm:grid-cols-2">
        {items.map((item, i) => {
          const box = `${id}-${i}`;
          return (
            <li
              key={itemKey(item)}
              className="flex gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                id={box}
                data-item={i}
                aria-describedby={typeof item === "string" ? undefined : `${box}-more`}
                className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-600"
              />
              <span>
                <label htmlFor={box} className="cursor-pointer">
                  {numbered ? <span aria-hidden="true">{localDigits(i + 1, locale)}. </span> : null}
                  {typeof item === "string" ? (
                    <RichText text={item} />
                  ) : (
                    <strong className="font-bold">{item.title}</strong>
                  )}
                </label>
                {typeof item === "string" ? null : (
                  <span id={`${box}-more`} className="block">
                    <RichText text={item.body} />
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ListTag>
    </form>
  );
}

/** A checklist's section: its heading with Print and Share, then the checklist. */
function ChecklistSection({
  id,
  heading,
  intro,
  style,
  items,
}: Extract<Section, { kind: "list" }> & { id: string }) {
  // The page's own address (in its language), which the checklist is shared by.
  const { pathname } = useLocation();
  return (
    <SectionShell
      id={id}
      heading={heading}
      intro={intro}
      headerAction={
        <div className="flex flex-wrap gap-2">
          <PrintButton heading={heading} />
          <ShareLinks title={heading} path={pathname} fragment={id} />
        </div>
      }
    >
      <Checklist id={id} heading={heading} numbered={style === "numbered"} items={items} />
    </SectionShell>
  );
}

export function ListSection(props: Extract<Section, { kind: "list" }>) {
  const { id, heading, intro, style, items, checklist } = props;
  const { locale } = useI18n();
  if (checklist && id) return <ChecklistSection {...props} id={id} />;
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
            className="flex min-w-0 gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
          >
            {style === "check" ? (
              <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
            ) : style === "numbered" ? (
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white [counter-increment:step]",
                  stepNumbers[locale],
                )}
              />
            ) : (
              <span
                aria-hidden="true"
                className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-600"
              />
            )}
            {/* min-w-0 here and on the item: a grid's or a flex row's item is at least as wide as
                its longest word, and an official site's address
                ("https://biharboardonline.bihar.gov.in/") pushed a 320 px page sideways; so both
                may shrink to the column, and the address breaks (break-words). */}
            <span className="min-w-0 break-words">
              <ListItemText item={item} />
            </span>
          </li>
        ))}
      </ListTag>
    </SectionShell>
  );
}

export function ComparisonSection({
  id,
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
    <SectionShell id={id} heading={heading} intro={intro}>
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
