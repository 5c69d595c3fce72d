import type { Section } from "../../content/types.ts";
import { SectionShell } from "./section-shell.tsx";

export function StatsSection({ id, heading, intro, stats }: Extract<Section, { kind: "stats" }>) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5"
          >
            <dt className="order-2 font-semibold">{stat.label}</dt>
            <dd className="order-1 text-3xl font-extrabold text-brand-700 first-letter:uppercase">
              {stat.value}
            </dd>
            {stat.description ? (
              <dd className="order-3 mt-1 text-muted">{stat.description}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
