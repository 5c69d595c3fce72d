/**
 * Running text that may hold marked glossary terms (content/glossary.ts). A term
 * is a button that opens its definition as a popover: it works on tap and with
 * the keyboard (Enter, Escape), needs no script, and is not a hover tooltip.
 */
import { Fragment } from "react";
import { TERM_MARKER } from "../content/term-marker.ts";
import { useI18n } from "../i18n/context.tsx";

export function RichText({ text }: { text: string }) {
  if (!text.includes("⟦")) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TERM_MARKER)) {
    const [whole, id, shown, definition] = match;
    parts.push(text.slice(last, match.index));
    parts.push(<Term key={id} id={id!} shown={shown!} definition={definition!} />);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}

function Term({ id, shown, definition }: { id: string; shown: string; definition: string }) {
  const { m } = useI18n();
  const popoverId = `term-${id}`;
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        className="cursor-help font-semibold text-brand-700 underline decoration-dotted decoration-2 underline-offset-4"
      >
        {shown}
      </button>
      {/* Not indexed for search: a page that only uses a term would come up for the words of
          its definition (every page naming the ICU, for दिल from "breathing, heart..."). */}
      <span
        id={popoverId}
        popover="auto"
        data-pagefind-ignore=""
        className="m-auto max-w-sm rounded-[var(--radius-card)] border border-line bg-surface p-5 text-base text-ink shadow-lg backdrop:bg-shade/20"
      >
        <dfn className="block font-bold not-italic">{shown}</dfn>
        <span className="mt-1 block">{definition}</span>
        <button
          type="button"
          popoverTarget={popoverId}
          popoverTargetAction="hide"
          className="mt-3 inline-flex min-h-10 items-center rounded-full border-2 border-brand-600 px-4 font-semibold text-brand-700"
        >
          {m.ui.close}
        </button>
      </span>
    </>
  );
}
