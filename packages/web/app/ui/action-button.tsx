import { Icon } from "./icons.tsx";
import { Link } from "react-router";
import type { Action } from "../content/types.ts";
import { useI18n } from "../i18n/context.tsx";
import { noticeData } from "../lib/toast-store.ts";
import { Button, buttonVariants } from "./button.tsx";

/**
 * Renders a content Action: a link to a page, or a button that shows its notice. Only
 * sections shown as static islands use it, which act on `data-notice` (static-island.tsx).
 * The label and notice are the page's, already in its language; the link goes to the page
 * in that language too.
 */
export function ActionButton({ action, className }: { action: Action; className?: string }) {
  const { href } = useI18n();
  const variant = action.variant ?? "primary";
  if ("href" in action) {
    return (
      <Link
        to={href(action.href)}
        prefetch="intent"
        data-slot="button"
        className={buttonVariants({ variant, className })}
      >
        {action.label}
        {action.detail && <span className="sr-only">{action.detail}</span>}
        <Icon name="arrow-right" />
      </Link>
    );
  }
  return (
    <Button variant={variant} className={className} data-notice={noticeData(action.notice)}>
      {action.label}
    </Button>
  );
}
