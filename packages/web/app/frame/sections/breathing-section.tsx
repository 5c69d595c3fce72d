/**
 * Issue 29's breathing practice on /breathing-practice: a circle that grows on the in-breath and
 * shrinks on the out-breath, with the words ("Breathe in…") and a count, for one, three or five
 * minutes; Start, Pause (Resume) and Stop; and, when asked, the cues spoken by the device's voice in
 * the page's language. A static kind (static-kinds.ts): this is its markup only, the practice at
 * rest, which stays as prerendered; its code (breathing/breathing-live.ts, `data-live="breathing"`,
 * static-island.tsx) is fetched on the first press in it and works on this markup, from the words,
 * formats and durations it carries (`data-*`) and the elements it marks (`data-breathing-*`).
 * How it stays calm for everyone:
 * - The pacer's box, its words and the time left have fixed sizes, and each centred line is one
 *   text node, so nothing moves as the page streams in or the words change.
 * - Under prefers-reduced-motion the circle does not grow or shrink: it changes colour with the
 *   phase, and the words and count pace the breath.
 * - Screen readers hear only start, pause, resume, stop and the end (one polite status line); the
 *   pacer itself is hidden from them, so they are not told a number every second. The spoken cues
 *   are there for anyone who wants them.
 * - While it runs it asks the device to keep the screen on (the Screen Wake Lock API, where there is
 *   one), so a phone does not lock part-way through.
 * - Without JavaScript its controls are hidden and a line says the steps work on their own.
 */
import type { Breathing } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo } from "../../i18n/locales.ts";
import { clock, SMALL } from "../../features/breathing/pace.ts";
import { cn } from "../../lib/cn.ts";
import { listNumbers, localDigits } from "../../lib/digits.ts";
import { Button } from "../../ui/button.tsx";
import { SectionShell } from "./section-shell.tsx";

export function BreathingSection({
  id,
  heading,
  intro,
  pace,
  minutes,
  startMinutes,
  steps,
  words,
}: Breathing) {
  const { locale } = useI18n();
  // Every word the pacer may show, by the name its code knows it by; "ready" shows at rest.
  const phaseWords = {
    ready: words.ready,
    in: words.breatheIn,
    out: words.breatheOut,
    paused: words.paused,
    done: words.done,
  };

  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <div className="grid items-start gap-8 md:grid-cols-2">
        <div
          className="min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6"
          data-live="breathing"
          data-lang={localeInfo[locale].hreflang}
          data-pace-in={pace.in}
          data-pace-out={pace.out}
        >
          <p className="hidden font-semibold noscript:block">{words.noScript}</p>
          <div className="noscript:hidden" data-print="hide">
            <div
              aria-hidden="true"
              data-breathing-pacer=""
              data-phase="idle"
              data-motion="full"
              className="relative mx-auto flex aspect-square w-60 max-w-full items-center justify-center"
            >
              {/* Its size is a transform its code sets (a transition between once-a-second
                  updates); its colour follows the phase (bg-brand-100 in, bg-sun-100 out). */}
              <div
                data-breathing-circle=""
                className="absolute inset-0 rounded-full border-4 border-brand-600 bg-brand-100"
                style={{ transform: `scale(${SMALL})`, transition: "none" }}
              />
              <span
                data-breathing-count=""
                className="relative h-14 text-5xl leading-[3.5rem] font-extrabold text-brand-800 tabular-nums"
              />
            </div>
            <p
              aria-hidden="true"
              data-breathing-words=""
              className="mt-4 grid min-h-20 place-items-center text-center text-xl font-bold"
            >
              {/* Every word the pacer says, in one cell, only the current one visible: the line is
                  as tall as the longest from the start, and no word moves when the next shows. */}
              {Object.entries(phaseWords).map(([name, word]) => (
                <span
                  key={name}
                  data-word={name}
                  className={cn("[grid-area:1/1]", name !== "ready" && "invisible")}
                  {...(name === "ready" ? { "data-shown": "" } : {})}
                >
                  {word}
                </span>
              ))}
            </p>
            <p
              aria-hidden="true"
              data-breathing-time=""
              data-format={`{time} ${words.left}`}
              className="h-7 text-center text-muted tabular-nums"
            >
              {`${localDigits(clock(startMinutes * 60), locale)} ${words.left}`}
            </p>
            <p
              role="status"
              data-breathing-status=""
              data-started={`${words.started}: {minutes} ${words.minute}`}
              data-paused={words.paused}
              data-resumed={words.resumed}
              data-stopped={words.stopped}
              data-finished={words.finished}
              className="sr-only"
            />
            <fieldset className="mt-5" data-breathing-length="">
              <legend className="font-semibold">{words.length}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {minutes.map((n) => (
                  <label
                    key={n}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-70"
                  >
                    <input
                      type="radio"
                      name={`${id}-length`}
                      value={n}
                      defaultChecked={n === startMinutes}
                      className="size-6 shrink-0 accent-brand-600"
                    />
                    {`${localDigits(n, locale)} ${words.minute}`}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 font-semibold has-disabled:cursor-not-allowed">
              <input
                type="checkbox"
                data-breathing-speak=""
                aria-describedby={`${id}-speak-hint`}
                className="size-6 shrink-0 accent-brand-600"
              />
              {words.speak}
            </label>
            <p id={`${id}-speak-hint`} className="text-muted">
              {words.speakHint}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Button
                className="min-w-[min(8rem,100%)]"
                data-breathing-toggle=""
                data-start={words.start}
                data-pause={words.pause}
                data-resume={words.resume}
              >
                {words.start}
              </Button>
              <Button
                variant="secondary"
                className="min-w-[min(8rem,100%)]"
                disabled
                data-breathing-stop=""
              >
                {words.stop}
              </Button>
            </div>
          </div>
        </div>
        <div>
          <h3 className="text-xl font-bold">{words.stepsHeading}</h3>
          <ol
            className={cn(
              "mt-3 space-y-3 pl-6 marker:font-bold marker:text-brand-700",
              listNumbers[locale],
            )}
          >
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </SectionShell>
  );
}
