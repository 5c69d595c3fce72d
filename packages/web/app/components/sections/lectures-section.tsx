import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { noticeData } from "../../lib/toast-store.ts";
import { Icon } from "../icons.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardIcon } from "../ui/card.tsx";
import { useNoticeTexts } from "../use-notice-texts.ts";
import { SectionShell } from "./section-shell.tsx";

/** SPEC.md "Audio lectures": a grid of lecture cards; Listen Now only shows its notice. */
export function LecturesSection({
  heading,
  intro,
  lectures,
}: Extract<Section, { kind: "lectures" }>) {
  const { m } = useI18n();
  const { notices } = useNoticeTexts();
  return (
    <SectionShell heading={heading} intro={intro}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {lectures.map((lecture) => (
          <li key={lecture.title}>
            <Card className="h-full">
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
                    {lecture.duration}
                  </span>
                </p>
              </div>
              <h3 className="text-xl font-bold">{lecture.title}</h3>
              <p>{lecture.description}</p>
              <Button
                className="mt-auto self-start"
                aria-label={m.sections.listenNowLabel(lecture.title)}
                data-notice={noticeData(notices.audioPlayer(lecture.title))}
              >
                <Icon name="play" />
                {m.sections.listenNow}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
