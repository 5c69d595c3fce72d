import { Icon } from "../../ui/icons.tsx";
import { Link } from "react-router";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../ui/accordion.tsx";
import { SectionShell } from "./section-shell.tsx";
import { RichText } from "../../ui/rich-text.tsx";

export function AccordionSection({
  id,
  heading,
  intro,
  items,
}: Extract<Section, { kind: "accordion" }>) {
  const { href } = useI18n();
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <Accordion className="rounded-[var(--radius-card)] border border-line bg-surface px-5 sm:px-6">
        {items.map((item) => (
          <AccordionItem key={item.title}>
            <AccordionTrigger>{item.title}</AccordionTrigger>
            <AccordionContent>
              {item.body.map((paragraph) => (
                <p key={paragraph}>
                  <RichText text={paragraph} />
                </p>
              ))}
              {item.points?.length ? (
                <ul className="list-disc space-y-1 pl-5 marker:text-brand-600">
                  {item.points.map((point) => (
                    <li key={point}>
                      <RichText text={point} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.link ? (
                <Link
                  to={href(item.link.href)}
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
                >
                  {item.link.label}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              ) : null}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </SectionShell>
  );
}
