/**
 * Issue 35: "Your state". The choice is a plain GET form to /state (the server answers
 * `?state=<slug>` with 303 to the state's page), so it works without JavaScript. The PIN form
 * and the line that says which state this browser keeps are `data-live="your-state"`
 * (features/your-state/live.ts): their code loads on first use, or at once where this browser
 * already keeps a state, never in a page's start-up code.
 */
import type { Section } from "../../content/types.ts";
import { stateNames, stateSlugs } from "../../content/state-slugs.ts";
import { useI18n } from "../../i18n/context.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { SectionShell } from "./section-shell.tsx";

const fieldClass =
  "mt-1 block w-full max-w-md rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base";

export function StateChoiceSection({
  id,
  heading,
  intro,
}: Extract<Section, { kind: "state-choice" }>) {
  const { m, href, locale } = useI18n();
  const w = m.sections;
  const sorted = [...stateSlugs].sort((a, b) =>
    stateNames[a][locale].localeCompare(stateNames[b][locale], locale),
  );
  const base = id ?? "your-state";
  return (
    <SectionShell id={id ?? "your-state"} heading={heading} intro={intro}>
      <div
        data-your-state=""
        data-state-path={href("/state")}
        data-found={w.yourStateFound}
        data-not-found={w.yourStateNotFound}
        data-remembered={w.yourStateRemembered}
        data-open={w.yourStateOpen}
        data-forget={w.yourStateForget}
        data-forgotten={w.yourStateForgotten}
        className="grid gap-6 md:grid-cols-2"
      >
        <form method="get" action={href("/state")} data-live="your-state" data-choice="">
          <label htmlFor={`${base}-select`} className="font-semibold">
            {w.yourStateLabel}
          </label>
          <select
            id={`${base}-select`}
            name="state"
            required
            className={fieldClass}
            defaultValue=""
          >
            <option value="" disabled>
              {w.yourStateLabel}
            </option>
            {sorted.map((slug) => (
              <option key={slug} value={slug}>
                {stateNames[slug][locale]}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonVariants({ className: "mt-3" })}>
            {w.yourStateSubmit}
          </button>
        </form>
        <form method="get" action={href("/state")} data-live="your-state" data-pin="">
          <label htmlFor={`${base}-pin`} className="font-semibold">
            {w.yourStatePinLabel}
          </label>
          <input
            id={`${base}-pin`}
            name="pin"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            aria-describedby={`${base}-pin-hint`}
            className={fieldClass}
          />
          <p id={`${base}-pin-hint`} className="mt-1 text-sm text-muted">
            {w.yourStatePinHint}
          </p>
          <button
            type="submit"
            className={buttonVariants({ variant: "secondary", className: "mt-3" })}
          >
            {w.yourStatePinSubmit}
          </button>
        </form>
        <div data-live="your-state" data-remembered-line="" className="md:col-span-2">
          <p role="status" data-state-status="" className="font-semibold empty:hidden" />
        </div>
        <p className="md:col-span-2">
          <a
            href={href("/state")}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
          >
            {w.yourStateAll}
          </a>
        </p>
      </div>
    </SectionShell>
  );
}
