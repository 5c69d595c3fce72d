/**
 * Issue 24's stream explorer on /stream-selection-guide: four questions (fieldsets of checkboxes
 * with legends, so it works with the keyboard and reads as groups), then how science, commerce
 * and arts fit the answers, with the reasons and the parts of the guide that matter. All its words
 * are the page's data (content/pages/stream-selection-guide.ts and its Hindi twin), every reason
 * and fit written into the markup and hidden until it applies, so the code that scores answers
 * (features/stream-explorer/live.ts, by the rules of content/stream-explorer.ts) carries no
 * words of any language. A static island: that code loads only on this page, on the first
 * submit (or at once when this browser kept answers or holds a session).
 */
import type { StreamExplorer } from "../../content/types.ts";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { SectionShell } from "./section-shell.tsx";

const FITS = ["strong", "some", "weak"] as const;

export function StreamExplorerSection({
  id,
  heading,
  intro,
  notATest,
  privacy,
  questions,
  streams,
  reasons,
  next,
  words,
}: StreamExplorer) {
  const reasonsFor = (target: string) => reasons.filter((r) => r.id.endsWith(`.${target}`));
  const linkClass = "font-semibold text-brand-700 underline underline-offset-4";
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <p className="flex max-w-3xl gap-3 rounded-[var(--radius-card)] border-l-4 border-brand-600 bg-brand-50 p-4 font-semibold">
        <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{notATest}</span>
      </p>
      <form
        data-live="explorer"
        autoComplete="off"
        aria-label={heading}
        className="mt-6 space-y-5"
        data-print="hide"
      >
        {questions.map((question) => {
          const hintId = `${id}-${question.id}-hint`;
          return (
            <fieldset
              key={question.id}
              aria-describedby={question.hint ? hintId : undefined}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
            >
              <legend className="px-1 text-lg font-bold">{question.legend}</legend>
              {question.hint ? (
                <p id={hintId} className="text-muted">
                  {question.hint}
                </p>
              ) : null}
              <div className="mt-3 grid gap-2 sm:grid-cols-2">
                {question.options.map((option) => (
                  <label
                    key={option.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="checkbox"
                      name={question.id}
                      value={option.id}
                      className="size-6 shrink-0 accent-brand-600"
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        <p className="text-muted">{privacy}</p>
        <noscript>
          <p className="font-semibold">{words.noScript}</p>
        </noscript>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{words.submit}</Button>
          <Button type="reset" variant="secondary">
            {words.reset}
          </Button>
        </div>
      </form>
      {/* What the results say, in one sentence, for screen readers (filled in by the explorer's code). */}
      <p role="status" data-explorer-status className="sr-only" />
      <div data-explorer-results hidden data-pagefind-ignore="" className="mt-8">
        <h3
          id={`${id}-results`}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {words.results}
        </h3>
        <p data-explorer-empty hidden className="mt-3 font-semibold">
          {words.empty}
        </p>
        <ul data-explorer-fits className="mt-4 grid gap-4 lg:grid-cols-3">
          {streams.map((stream) => (
            <li
              key={stream.id}
              data-stream={stream.id}
              className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 data-[fit=strong]:border-brand-600 data-[fit=strong]:bg-brand-50"
            >
              <h4 className="text-xl font-bold">{stream.name}</h4>
              {FITS.map((fit) => (
                <p key={fit} data-fit={fit} hidden className="font-semibold text-brand-800">
                  {words.fit[fit]}
                </p>
              ))}
              <p data-explorer-none hidden className="text-muted">
                {words.none}
              </p>
              <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
                {reasonsFor(stream.id).map((reason) => (
                  <li key={reason.id} data-reason={reason.id} hidden>
                    {reason.text}
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                <p className="text-muted">{words.readMore}</p>
                <ul className="mt-1 space-y-1">
                  {stream.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className={linkClass}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <div data-explorer-notes hidden className="mt-6">
          <h4 className="text-xl font-bold">{words.alsoThink}</h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 marker:text-brand-600">
            {reasonsFor("all").map((reason) => (
              <li key={reason.id} data-reason={reason.id} hidden>
                {reason.text}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-6 max-w-3xl">
          {notATest}{" "}
          <a href={next.href} className={linkClass}>
            {next.label}
          </a>
        </p>
        {/* Only for a signed-in person (the explorer's code shows it). */}
        <div data-explorer-account hidden className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" data-explorer-save>
            {words.save}
          </Button>
          <p
            role="status"
            data-explorer-saved
            data-saved={words.saved}
            data-failed={words.saveFailed}
          />
        </div>
      </div>
    </SectionShell>
  );
}
