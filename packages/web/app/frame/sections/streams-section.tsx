import type { Section, Stream } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { Icon } from "../../ui/icons.tsx";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../ui/accordion.tsx";
import { SectionShell } from "./section-shell.tsx";

const tone = {
  brand: { border: "border-t-brand-600", icon: "bg-brand-50 text-brand-700" },
  sun: { border: "border-t-sun-700", icon: "bg-sun-100 text-sun-700" },
  rose: { border: "border-t-rose-700", icon: "bg-rose-100 text-rose-700" },
} as const;

function StreamCard({ stream }: { stream: Stream }) {
  const { m } = useI18n();
  const colors = tone[stream.color];
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-[var(--radius-card)] border border-t-4 border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6",
        colors.border,
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "inline-flex size-12 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6",
            colors.icon,
          )}
        >
          <Icon name={stream.icon} />
        </span>
        <h3 className="text-2xl font-bold">{stream.title}</h3>
      </div>
      <p className="mt-3">{stream.description}</p>
      {/* One accordion per stream: one topic open at a time, closable again. */}
      <Accordion className="mt-4 border-t border-line">
        <AccordionItem>
          <AccordionTrigger headingLevel={4}>{m.sections.careerPaths}</AccordionTrigger>
          <AccordionContent>
            <ul className="space-y-3">
              {stream.careerPaths.map((path) => (
                <li key={path.title}>
                  <strong className="block">{path.title}</strong>
                  {path.details}
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem>
          <AccordionTrigger headingLevel={4}>{m.sections.competition}</AccordionTrigger>
          <AccordionContent>
            <p>{stream.competition}</p>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem>
          <AccordionTrigger headingLevel={4}>{m.sections.statistics}</AccordionTrigger>
          <AccordionContent>
            <dl className="space-y-3">
              <div>
                <dt className="font-semibold">{m.sections.annualEnrolment}</dt>
                <dd>{stream.statistics.annualEnrollment}</dd>
              </div>
              <div>
                <dt className="font-semibold">{m.sections.highEarnerPotential}</dt>
                <dd>{stream.statistics.highEarnerPotential}</dd>
              </div>
            </dl>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </article>
  );
}

/** SPEC.md "Stream selection guide": science, commerce and arts cards with their accordions. */
export function StreamsSection({
  id,
  heading,
  intro,
  streams,
}: Extract<Section, { kind: "streams" }>) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="grid gap-5 lg:grid-cols-3">
        {streams.map((stream) => (
          <li key={stream.title}>
            <StreamCard stream={stream} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
