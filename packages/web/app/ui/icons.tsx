/**
 * A decorative icon (hidden from assistive technology): one the content data names, or one of the interface's own.
 * It draws the symbol of that name from /icons.svg, the sprite the build makes
 * from icon-registry.ts: the icons cost pages one cached file instead of ~6 KiB
 * of script. Same attributes as a lucide icon, so the same classes style it.
 */
import type { SVGProps } from "react";
import { cn } from "../lib/cn.ts";
import type { IconName } from "../config/icon-registry.ts";

export type { IconName };

export const ICON_SPRITE = "/icons.svg";

/**
 * For an icon at the start of a line of words (`flex items-start` row): as tall as the line, its
 * symbol centred in it. The row is as tall before its words arrive as after, so a page streaming
 * in on a slow connection never nudges the icon (e2e streaming.spec.ts), and beside words that
 * wrap the icon stays level with the first line.
 */
export const lineIcon = "h-lh w-5 shrink-0";

export function Icon({
  name,
  className,
  ...rest
}: { name: IconName; className?: string } & Omit<SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      {...rest}
      // The stroke and fill are the `.lucide` rule's (app.css), not six attributes on each of a
      // page's 40-80 icons: the HTML the first paint waits for is ~8 KB shorter (issue 34). An
      // <svg> in HTML needs no xmlns.
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={cn("lucide", className)}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
