/**
 * An element whose words the site server may have written into the prerendered page
 * (server/desk-pages.ts: a refusal's words, a reference). While the page hydrates, React keeps
 * what the server wrote (an element with `dangerouslySetInnerHTML` is a leaf it neither compares
 * nor replaces, as static-island.tsx explains); once hydrated, the element is rendered afresh from
 * the page's own state, which has read the same from the address, so nothing visibly changes.
 */
import { useEffect, useState, type ComponentProps } from "react";
import { hydrating } from "../components/static-island.tsx";

const KEEP_SERVER_HTML = { __html: "" };

/** False while the browser hydrates a prerendered page (and while prerendering), true after. */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(() => typeof window !== "undefined" && !hydrating());
  useEffect(() => setAfter(true), []);
  return after;
}

type SlotProps = ComponentProps<"p"> & {
  /** The marks the server looks for, e.g. `{ "data-desk-error": "form" }`. */
  mark: Record<`data-${string}`, string>;
  as?: "p" | "strong" | "div";
};

export function ServerSlot({ mark, as: Tag = "p", children, ...props }: SlotProps) {
  const after = useAfterHydration();
  if (!after)
    return (
      <Tag
        key="server"
        {...mark}
        {...props}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  return (
    <Tag key="client" {...mark} {...props}>
      {children}
    </Tag>
  );
}
