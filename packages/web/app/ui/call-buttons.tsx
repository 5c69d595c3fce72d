import type { Notice } from "../content/types.ts";
import { cn } from "../lib/cn.ts";
import { Icon } from "./icons.tsx";
import { buttonVariants } from "./button.tsx";

/**
 * A notice's call links (Emergency Help's 112 and Tele-MANAS) as equal buttons, one per row at the
 * row's start: side by side, the second would wrap under the first as its words arrived.
 */
export function CallButtons({ links, className }: { links?: Notice["links"]; className?: string }) {
  if (!links?.length) return null;
  return (
    <ul className={cn("grid gap-2", className)}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={cn(
              buttonVariants({ variant: "urgent" }),
              "h-auto w-full justify-start py-2 text-start sm:w-auto",
            )}
          >
            <Icon name="phone" />
            <span className="grid">
              <span>{link.label}</span>
              {/* A space for the link's accessible name ("... 14416, Talk to ..."); a grid drops it. */}
              {link.detail ? (
                <>
                  <span className="sr-only">, </span>
                  <span className="text-sm font-normal">{link.detail}</span>
                </>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
