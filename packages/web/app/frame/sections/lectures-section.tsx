/**
 * SPEC.md "Audio lectures", made real (issue 29): each lecture's card shows its category, the
 * minutes its reading takes (computed from the script, content/lecture-duration.ts), its title and
 * description, Listen, and its transcript with sources, always in the page, so without JavaScript,
 * or on a device with no voice for the page's language, the lecture can still be read.
 *
 * Markup only, a static island (section-view.tsx): no code of it runs on a first load. Each card is
 * `data-live="lecture"`, so its code (features/lectures/lecture-live.ts) is fetched on the first
 * press; it reads the script aloud with the device's own voice (lectures/speech.ts), one sentence
 * at a time, marking the sentence being read (`data-reading`), with Pause and Resume, Stop and a
 * speed, one lecture at a time. Every word it may show is here, in data attributes. The controls
 * and the status line are laid out from the start (the line is always a line high), so nothing
 * moves when the reading starts, stops or ends.
 */
import { Fragment } from "react";
import type { Lecture, Section } from "../../content/types.ts";
import { lectureMinutes } from "../../content/lecture-duration.ts";
import { localDigits } from "../../lib/digits.ts";
import { englishTitleLang } from "../../lib/english-title.ts";
import { useI18n } from "../../i18n/context.tsx";
import { Icon } from "../../ui/icons.tsx";
import { PlayButton } from "../../features/lectures/play-button.tsx";
import { readingOf, type Read } from "../../features/lectures/reading.ts";
import { speechLang } from "../../features/lectures/speech-lang.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardIcon } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

/** The speeds offered; 1 is the voice's own. */
export const SPEEDS = [0.75, 1, 1.25, 1.5] as const;

export function LecturesSection({
  id,
  heading,
  intro,
  lectures,
}: Extract<Section, { kind: "lectures" }>) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="grid gap-6">
        {lectures.map((lecture) => (
          <li key={lecture.id}>
            <LectureCard lecture={lecture} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function LectureCard({ lecture }: { lecture: Lecture }) {
  const { locale, m } = useI18n();
  const reading = readingOf(lecture);
  const t = m.sections;
  // What the status line may say, by the state the reading is in (lecture-live.ts).
  const said = {
    "data-said-loading": t.findingVoice,
    "data-said-playing": t.reading,
    "data-said-paused": t.paused,
    "data-said-finished": t.finished,
    "data-said-stopped": t.stopped,
    "data-said-no-voice": t.noVoice,
    "data-said-failed": t.speechFailed,
  };

  const piece = (read: Read) => (
    <Fragment key={read.index}>
      <span
        data-sentence={read.index}
        // Colour only (no weight, no padding): marking a sentence never moves a word.
        className="scroll-my-24 rounded-sm box-decoration-clone data-reading:bg-sun-100 data-reading:shadow-[0_0_0_3px_var(--color-sun-100)] forced-colors:data-reading:outline-2 forced-colors:data-reading:outline-solid"
      >
        {read.text}
      </span>
      {read.after}
    </Fragment>
  );

  return (
    <Card data-live="lecture" data-lang={speechLang[locale]}>
      {/* Tags beside the icon, one under the other: at the row's end they would move left as
          their words arrived on a slow connection, and side by side the second would wrap
          below the first. */}
      <div className="flex items-start gap-3">
        <CardIcon>
          <Icon name={lecture.icon} />
        </CardIcon>
        <p className="flex flex-col items-start gap-2 text-sm font-semibold">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
            {lecture.category}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-sunken px-3 py-1 text-ink">
            <Icon name="clock" className="h-lh w-4 shrink-0" />
            {t.lectureMinutes(localDigits(lectureMinutes(lecture, locale), locale))}
          </span>
        </p>
      </div>
      <h3 className="text-xl font-bold">{lecture.title}</h3>
      <p className="max-w-3xl">{lecture.description}</p>
      {/* The controls' and status's words stay out of the search index (the transcript is in it). */}
      <div className="flex flex-wrap items-center gap-3" data-print="hide" data-pagefind-ignore="">
        <PlayButton
          data-lecture-listen=""
          words={{
            play: { shown: t.listen, name: t.listenLabel(lecture.title) },
            pause: { shown: t.pause, name: t.pauseLabel(lecture.title) },
            resume: { shown: t.resume, name: t.resumeLabel(lecture.title) },
          }}
        />
        <Button
          variant="secondary"
          aria-label={t.stopLabel(lecture.title)}
          aria-disabled="true"
          data-lecture-stop=""
        >
          <Icon name="square" />
          {t.stop}
        </Button>
        <label className="inline-flex items-center gap-2 font-semibold">
          {t.speed}
          <select
            defaultValue="1"
            data-lecture-speed=""
            className="min-h-11 rounded-xl border-2 border-line bg-surface px-3 text-base font-normal"
          >
            {SPEEDS.map((speed) => (
              <option key={speed} value={String(speed)}>
                {`${localDigits(speed, locale)}×`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* Always here and a line high, so a message never pushes the transcript down on its own. */}
      <p
        role="status"
        data-lecture-status=""
        data-pagefind-ignore=""
        {...said}
        className="min-h-lh font-semibold text-brand-800"
      />
      <noscript>
        <p data-pagefind-ignore="">{t.listenNoScript}</p>
      </noscript>
      <details data-lecture-transcript="" className="group rounded-xl border border-line bg-canvas">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 font-semibold text-brand-800">
          <Icon
            name="chevron-right"
            className="size-5 shrink-0 group-open:rotate-90 motion-safe:transition-transform"
          />
          {t.transcript}
        </summary>
        <div className="max-w-prose space-y-5 px-4 pb-5 sm:px-6">
          {reading.parts.map((part) => (
            <div key={part.heading.index} className="space-y-3">
              <h4 className="text-lg font-bold">{piece(part.heading)}</h4>
              {part.paragraphs.map((sentences) => (
                <p key={sentences[0]?.index}>{sentences.map(piece)}</p>
              ))}
            </div>
          ))}
          <div>
            <h4 className="text-lg font-bold">{t.lectureSources}</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-brand-600">
              {lecture.sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block py-0.5 text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    <span lang={englishTitleLang(source.title, locale)}>{source.title}</span>
                    <span className="sr-only"> {t.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </Card>
  );
}
