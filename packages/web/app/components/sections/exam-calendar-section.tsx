import type { Section } from "../../content/types.ts";
import { examFeedPath, examIcsPath } from "../../downloads/paths.ts";
import { useI18n } from "../../i18n/context.tsx";
import { formatDay, formatMonths, formatSpan } from "../../lib/exam-date-format.ts";
import { cn } from "../../lib/cn.ts";
import { Icon } from "../icons.tsx";
import { buttonVariants } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";
import { ShareLinks } from "../share-links.tsx";

/** The calendar's page, which every entry is shared from. */
const examCalendarPath = "/exam-calendar";

type Exam = Extract<Section, { kind: "exam-calendar" }>["exams"][number];

const linkClass = "underline underline-offset-4 hover:text-brand-700";

function Badge({ children, tone }: { children: string; tone: "brand" | "sun" | "plain" }) {
  return (
    <span
      className={cn(
        "rounded-full px-3 py-1 text-sm font-semibold",
        tone === "brand" && "bg-brand-50 text-brand-800",
        tone === "sun" && "bg-sun-100 text-sun-700",
        tone === "plain" && "bg-sunken text-ink",
      )}
    >
      {children}
    </span>
  );
}

/** One row of an exam's facts: a term and what it is. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ExamCard({ exam }: { exam: Exam }) {
  const { locale, m, href } = useI18n();
  const words = m.tools.calendar;
  const nameId = `${exam.id}-name`;
  return (
    <li id={exam.id} className="scroll-mt-24">
      <Card className="h-full" data-exam={exam.id} data-status={exam.status}>
        <article aria-labelledby={nameId} className="flex h-full flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge tone="plain">{words.groups[exam.group]}</Badge>
            {exam.status === "announced" ? (
              <Badge tone="brand">{words.announced}</Badge>
            ) : (
              <Badge tone="sun">{words.expected}</Badge>
            )}
          </div>
          <h3 id={nameId} className="text-xl font-bold">
            {exam.name}
          </h3>
          <dl className="space-y-2">
            {exam.status === "announced" ? (
              <>
                <Fact term={words.dateLabel}>
                  <time dateTime={exam.start} className="text-lg font-bold">
                    {formatSpan(exam, locale)}
                  </time>
                </Fact>
                <Fact term={words.notice}>
                  <a href={exam.notice.url} className={linkClass}>
                    {exam.notice.title}
                  </a>
                  {exam.reported ? (
                    <>
                      {" "}
                      ({words.reported}:{" "}
                      <a href={exam.reported.url} className={linkClass}>
                        {exam.reported.title}
                      </a>
                      )
                    </>
                  ) : null}
                </Fact>
              </>
            ) : (
              <>
                <Fact term={words.expectedLabel}>
                  <span className="text-lg font-bold">
                    {words.expectedWhen(formatMonths(exam.months, locale))}
                  </span>
                </Fact>
                <Fact term={words.lastTimeLabel}>
                  <time dateTime={exam.basis.start}>{formatSpan(exam.basis, locale)}</time>
                  {words.sourceAfterDates}
                  <a href={exam.basis.source.url} className={linkClass}>
                    {exam.basis.source.title}
                  </a>
                </Fact>
              </>
            )}
            <Fact term={words.whoLabel}>{exam.who}</Fact>
            <Fact term={words.byLabel}>{exam.by}</Fact>
            <Fact term={words.officialSite}>
              {/* A link on its own (not inside a sentence): a target at least 24 px tall (WCAG 2.5.8). */}
              <a href={exam.site} className={`${linkClass} inline-flex min-h-6 items-center`}>
                {new URL(exam.site).hostname}
              </a>
            </Fact>
          </dl>
          <p className="text-sm text-muted">{words.checked(formatDay(exam.checked, locale))}</p>
          <div className="mt-auto flex flex-wrap gap-2">
            <a
              href={href(examIcsPath(exam.id))}
              download
              type="text/calendar"
              aria-label={words.addToCalendarName(exam.name)}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              <Icon name="calendar-check" />
              {words.addToCalendar}
            </a>
            {/* A signed-in person's reminder by mail: the dialog loads when pressed (enhancers.ts). */}
            <button
              type="button"
              data-enhance="reminder"
              data-exam={exam.id}
              data-exam-name={exam.name}
              data-exam-status={exam.status}
              aria-haspopup="dialog"
              aria-label={words.remindMeName(exam.name)}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              data-print="hide"
            >
              <Icon name="bell" />
              {words.remindMe}
            </button>
            {/* Share this entry: the calendar's address with the exam's #id (issue 24). */}
            <ShareLinks title={exam.name} path={href(examCalendarPath)} fragment={exam.id} />
          </div>
        </article>
      </Card>
    </li>
  );
}

/**
 * Issue 24's exam calendar: every exam of the year as a card, with its date (announced) or its
 * likely months (expected, never a day), its sources, and a link to its .ics file; the whole
 * year is one more file. It keeps no state, so it stays as prerendered (a static island) and its
 * links work without JavaScript; "Email me a reminder" loads its dialog when pressed.
 */
export function ExamCalendarSection({
  heading,
  intro,
  exams,
}: Extract<Section, { kind: "exam-calendar" }>) {
  const { m, href } = useI18n();
  const words = m.tools.calendar;
  return (
    <SectionShell id="exams" heading={heading} intro={intro}>
      <Card className="mb-8 border-brand-600 bg-brand-50">
        <h3 className="text-xl font-bold">{words.feedHeading}</h3>
        <p>{words.feedBody}</p>
        <a
          href={href(examFeedPath)}
          download
          type="text/calendar"
          aria-label={words.feedName}
          className={cn(buttonVariants({ variant: "primary" }), "self-start")}
        >
          <Icon name="calendar-days" />
          {words.feedLink}
        </a>
      </Card>
      <ol className="grid gap-5 lg:grid-cols-2">
        {exams.map((exam) => (
          <ExamCard key={exam.id} exam={exam} />
        ))}
      </ol>
    </SectionShell>
  );
}
