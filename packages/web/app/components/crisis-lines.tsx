import { Phone } from "lucide-react";
import { crisisLines } from "../config/site.ts";
import { cn } from "../lib/cn.ts";

/** India's emergency and mental-health helplines as tap-to-call links. */
export function CrisisLines({ compact = false }: { compact?: boolean }) {
  return (
    <ul className={cn("grid gap-2", compact ? "mt-2" : "mt-4 sm:grid-cols-3")}>
      {crisisLines.map((line) => (
        <li key={line.tel}>
          <a
            href={`tel:${line.tel}`}
            className="flex min-h-11 items-center gap-2 rounded-lg bg-rose-100 px-3 py-2 font-semibold text-rose-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {line.number}
              <span className="block text-sm font-normal text-ink">{line.label}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
