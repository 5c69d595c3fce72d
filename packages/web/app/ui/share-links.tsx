/**
 * **Share** and **Copy link** for a guide, a checklist or a calendar entry (issue 24). Plain
 * markup, so it works in a static island: Share is a link to WhatsApp (`wa.me`) that works with
 * no script at all; where the browser has the Web Share API, the island's `share` action opens the
 * system's share sheet instead (static-island.tsx). Copy link needs script, so it stays invisible
 * (keeping its place, so nothing moves) until the page has hydrated (app.css `data-needs-js`); its
 * notices are written into the markup in the page's language and announced politely.
 */
import { useI18n } from "../i18n/context.tsx";
import { cn } from "../lib/cn.ts";
import { shareUrl, whatsAppHref } from "../lib/share.ts";
import { noticeData } from "../lib/toast-store.ts";
import { Icon } from "./icons.tsx";
import { buttonVariants } from "./button.tsx";

export function ShareLinks({
  title,
  path,
  fragment,
  className,
}: {
  /** What is shared: the guide's, checklist's or exam's name. */
  title: string;
  /** The page's path in its language ("/hi/icu-ward-assistance"). */
  path: string;
  fragment?: string;
  className?: string;
}) {
  const { m } = useI18n();
  const words = m.tools.share;
  const url = shareUrl(path, fragment);
  const control = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <div
      className={cn("flex flex-wrap items-center gap-2", className)}
      data-print="hide"
      data-pagefind-ignore=""
    >
      <a
        href={whatsAppHref(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        data-action="share"
        data-title={title}
        data-url={url}
        aria-label={words.shareName(title)}
        className={control}
      >
        <Icon name="share" />
        {words.share}
      </a>
      <button
        type="button"
        data-action="copy"
        data-url={url}
        data-done={noticeData({ title: words.copied, description: words.copiedBody })}
        data-failed={noticeData({
          title: words.copyFailed,
          description: words.copyFailedBody,
          variant: "destructive",
        })}
        data-needs-js=""
        aria-label={words.copyLinkName(title)}
        className={control}
      >
        <Icon name="copy" />
        {words.copyLink}
      </button>
    </div>
  );
}
