import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { SectionShell } from "./section-shell.tsx";

/** SPEC.md job market insights: sector groups, each sector with vacancies and pay in LPA. */
export function JobSectorsSection({
  id,
  heading,
  intro,
  groups,
}: Extract<Section, { kind: "job-sectors" }>) {
  const { m } = useI18n();
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <div className="grid gap-6 lg:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.title}
            aria-label={group.title}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6"
          >
            <h3 className="text-xl font-bold">{group.title}</h3>
            <p className="mt-2 text-muted">{group.summary}</p>
            <ul className="mt-4 divide-y divide-line">
              {group.sectors.map((sector) => (
                <li key={sector.name} className="py-3">
                  <p className="font-semibold">{sector.name}</p>
                  <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
                    <div>
                      <dt className="inline text-muted">{m.sections.vacancies}</dt>
                      <dd className="inline">{sector.vacancies}</dd>
                    </div>
                    <div>
                      <dt className="inline text-muted">{m.sections.pay}</dt>
                      <dd className="inline">{sector.salary}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SectionShell>
  );
}
