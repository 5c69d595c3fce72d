import { useId, type ReactNode } from "react";
import { Card } from "../../../ui/card.tsx";

/** One section of /account: a card labelled by its heading (a named region for tests and screen readers). */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <p className="text-muted">{description}</p> : null}
        {children}
      </Card>
    </section>
  );
}
