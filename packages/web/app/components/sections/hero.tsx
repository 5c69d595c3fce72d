import type { Section } from "../../content/types.ts";
import { ActionButton } from "../action-button.tsx";
import { Icon } from "../icons.tsx";
import { RichText } from "../rich-text.tsx";

export function Hero({ eyebrow, title, lead, icon, actions }: Extract<Section, { kind: "hero" }>) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {icon ? (
          <span className="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white [&_svg]:size-7">
            <Icon name={icon} />
          </span>
        ) : null}
        {eyebrow ? (
          <p className="font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted sm:text-xl">
          <RichText text={lead} />
        </p>
        {actions?.length ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
