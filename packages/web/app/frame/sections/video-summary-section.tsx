/**
 * Issue 29: "Watch a summary" on /audio-lectures. The reader picks a lecture and presses Play
 * summary: its key points show as slides (a title and a caption each, with "2 / 5"), read aloud by
 * the device's own voice where it has one for the page's language, else each staying a few
 * seconds on its own. Play and Pause, Previous and Next. Everything is made on the device from the
 * page's own markup: nothing is fetched but this section's code, nothing is sent, so it works
 * offline too.
 *
 * Markup only, a static island (section-view.tsx): its code (features/lectures/summary-live.ts,
 * `data-live="summary"`) is fetched on the first press. Every lecture's slides are in the markup,
 * in one place (a grid cell), only the current one visible, so the stage is as tall as the longest
 * slide of all from the start and never moves as slides or lectures change, and no slide animates.
 */
import { localDigits } from "../../lib/digits.ts";
import { useId } from "react";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { Icon } from "../../ui/icons.tsx";
import { countWords } from "../../content/lecture-duration.ts";
import { PlayButton } from "../../features/lectures/play-button.tsx";
import { speechLang } from "../../features/lectures/speech-lang.ts";
import { Button } from "../../ui/button.tsx";

/** Without a voice, a slide stays at least this long, and longer for a long caption. */
export const SLIDE_MS = 6000;
/** Time to read one word of a caption, for a slide shown without a voice. */
const WORD_MS = 300;

type KeyPoint = { title: string; caption: string };

/** How long a slide shows without a voice, at speed 1. */
export function silentMs(point: KeyPoint): number {
  return Math.max(SLIDE_MS, (countWords(point.title) + countWords(point.caption)) * WORD_MS);
}

export function VideoSummarySection({
  id: anchor,
  heading,
  body,
  lectures,
}: Extract<Section, { kind: "video-summary" }>) {
  const { locale, m } = useI18n();
  const t = m.sections;
  // Named after the section's anchor where it has one (see SectionShell).
  const generatedId = useId();
  const id = anchor ?? generatedId;

  return (
    <section
      id={anchor}
      aria-labelledby={`${id}-heading`}
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14"
      data-live="summary"
      data-lang={speechLang[locale]}
    >
      <div className="rounded-[var(--radius-card)] border border-line bg-sunken p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white [&_svg]:size-6">
            <Icon name="monitor-play" />
          </span>
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h2>
        </div>
        <p className="mt-4 max-w-3xl text-lg">{body}</p>
        <label className="mt-6 flex max-w-xl flex-col gap-1 font-semibold" data-print="hide">
          {t.summaryLecture}
          <select
            defaultValue="0"
            data-summary-choice=""
            className="min-h-11 rounded-xl border-2 border-line bg-surface px-3 text-base font-normal"
          >
            {lectures.map((lecture, i) => (
              <option key={lecture.id} value={String(i)}>
                {lecture.title}
              </option>
            ))}
          </select>
        </label>
        <div
          className="mt-6 overflow-hidden rounded-xl bg-brand-deeper text-white"
          data-pagefind-ignore=""
          data-summary-stage=""
        >
          <div className="grid p-6 sm:p-10">
            {lectures.flatMap((lecture, l) =>
              lecture.keyPoints.map((point, i) => (
                <div
                  key={`${lecture.id}-${i}`}
                  data-slide={i}
                  data-of={l}
                  data-silent-ms={silentMs(point)}
                  aria-hidden={l === 0 && i === 0 ? undefined : "true"}
                  className={cn(
                    "col-start-1 row-start-1 flex flex-col gap-3",
                    !(l === 0 && i === 0) && "invisible",
                  )}
                >
                  <p className="text-sm font-semibold text-white/85">
                    <span aria-hidden="true">
                      {t.slideCount(
                        localDigits(i + 1, locale),
                        localDigits(lecture.keyPoints.length, locale),
                      )}
                    </span>
                    <span className="sr-only">
                      {t.slideCountLabel(
                        localDigits(i + 1, locale),
                        localDigits(lecture.keyPoints.length, locale),
                      )}
                    </span>
                  </p>
                  <h3 className="text-2xl font-bold sm:text-4xl">{point.title}</h3>
                  <p className="max-w-3xl text-lg sm:text-xl">{point.caption}</p>
                </div>
              )),
            )}
          </div>
          {lectures.map((lecture, l) => (
            <ol
              key={lecture.id}
              aria-hidden="true"
              data-progress-of={l}
              hidden={l !== 0}
              className="flex gap-1 px-6 pb-5 sm:px-10"
            >
              {lecture.keyPoints.map((point, i) => (
                <li
                  key={point.title}
                  data-step={i}
                  data-done={i === 0 ? "" : undefined}
                  className="h-1.5 flex-1 rounded-full bg-white/30 data-done:bg-white"
                />
              ))}
            </ol>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3" data-print="hide">
          <PlayButton
            data-summary-play=""
            words={{
              play: { shown: t.playSummary, name: t.playSummary },
              pause: { shown: t.pause, name: t.pause },
              resume: { shown: t.resume, name: t.resume },
            }}
          />
          <Button variant="secondary" aria-disabled="true" data-summary-move="-1">
            <Icon name="chevron-left" />
            {t.previousSlide}
          </Button>
          <Button variant="secondary" data-summary-move="1">
            {t.nextSlide}
            <Icon name="chevron-right" />
          </Button>
        </div>
        {/* Always here, so a message never moves what is below it. */}
        <p
          role="status"
          data-summary-status=""
          data-said-loading={t.findingVoice}
          data-said-narrated={t.summaryNarrated}
          data-said-silent={t.summarySilent}
          data-said-paused={t.paused}
          data-said-finished={t.summaryFinished}
          className="mt-3 min-h-lh font-semibold text-brand-800"
        />
        {/* Without a voice, a screen reader hears each slide as it comes. */}
        <p aria-live="polite" className="sr-only" data-summary-slide-said="" />
      </div>
    </section>
  );
}
