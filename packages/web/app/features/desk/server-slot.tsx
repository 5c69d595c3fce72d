/**
 * An element whose words the site server may have written into the prerendered page
 * (server/desk-pages.ts: a refusal's words, a reference). While the page hydrates, React keeps
 * what the server wrote (an element with `dangerouslySetInnerHTML` is a leaf it neither compares
 * nor replaces, as static-island.tsx explains); once hydrated, the element is rendered afresh from
 * the page's own state, which has read the same from the address, so nothing visibly changes.
 *
 * Inputs the server fills (`data-desk-token`, `data-desk-source`) take no `value` or `defaultValue`
 * prop: hydrating an input with one writes it back into the `value` attribute, over the server's.
 */
import { useSyncExternalStore, type ComponentProps } from "react";

const KEEP_SERVER_HTML = { __html: "" };

const subscribeToNothing = () => () => {};

/**
 * False while prerendering and while the browser hydrates this component's prerendered markup, true
 * after (and at once where it renders afresh, a page reached inside the site). React reads the
 * server's answer while hydrating and renders again with the browser's just after, whenever that
 * component hydrates: a desk page's body hydrates only once its code has arrived, after the rest
 * of the page (so a page-wide "hydrated yet?" flag would be wrong here).
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
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
