import type { ExamKind } from "../../content/exam-dates.ts";
import type { Section } from "../../content/types.ts";
import { examFeedPath, examIcsPath } from "../../features/downloads/paths.ts";
import { useI18n } from "../../i18n/context.tsx";
import { formatDay, formatMonths, formatSpan } from "../../lib/exam-date-format.ts";
import { cn } from "../../lib/cn.ts";
import { Icon } from "../../ui/icons.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";
import { ShareLinks } from "../../ui/share-links.tsx";

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
    <li id={exam.id} data-kind={exam.kind} className="scroll-mt-24">
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
          <h4 id={nameId} className="text-xl font-bold">
            {exam.name}
          </h4>
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

/** The month an exam is listed under (YYYY-MM): its date's, or the first it is expected in. */
function monthOf(exam: Exam): string {
  return exam.status === "announced" ? exam.start.slice(0, 7) : exam.months.from;
}

/** The exams by month, in the order of the year (they come sorted: exam-dates.ts examEntries). */
function byMonth(exams: Exam[]): { month: string; exams: Exam[] }[] {
  const months: { month: string; exams: Exam[] }[] = [];
  for (const exam of exams) {
    const month = monthOf(exam);
    const last = months.at(-1);
    if (last?.month === month) last.exams.push(exam);
    else months.push({ month, exams: [exam] });
  }
  return months;
}

/**
 * The filter by kind (issue 30): radio buttons, and the rules in app.css that hide every card of
 * another kind, and every month left empty, while one is chosen (`:has(:checked)`). It works with
 * no script at all and moves nothing but the list; the browser keeps the choice on back and
 * forward. Prerendered pages cannot answer `?kind=`, and fragment links with `:target` would
 * depend on who follows the link (the router's history.pushState does not move `:target`).
 */
function KindFilter({ exams }: { exams: Exam[] }) {
  const { m } = useI18n();
  const words = m.tools.calendar;
  const choice =
    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-surface px-4 font-semibold has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";
  const option = (value: string, label: string, checked = false) => (
    <label key={value} className={choice}>
      <input
        type="radio"
        name="exam-kind"
        value={value}
        defaultChecked={checked}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="mb-8" data-print="hide" data-pagefind-ignore="">
      <legend className="mb-3 text-lg font-bold">{words.filterLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {option("all", words.kindCount(words.filterAll, exams.length), true)}
        {/* The catalogue names every kind, in exam-dates.ts's order (its test says so). */}
        {(Object.keys(words.kinds) as ExamKind[]).map((kind) =>
          option(
            kind,
            words.kindCount(words.kinds[kind], exams.filter((exam) => exam.kind === kind).length),
          ),
        )}
      </div>
    </fieldset>
  );
}

/**
 * Issue 24's exam calendar: every exam of the year as a card, with its date (announced) or its
 * likely months (expected, never a day), its sources, and a link to its .ics file; the whole
 * year is one more file. Issue 30 lists them by month, under a filter by kind. It keeps no state,
 * so it stays as prerendered (a static island) and its links and filter work without JavaScript;
 * "Email me a reminder" loads its dialog when pressed.
 */
export function ExamCalendarSection({
  heading,
  intro,
  exams,
}: Extract<Section, { kind: "exam-calendar" }>) {
  const { locale, m, href } = useI18n();
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
      <div data-exam-calendar="">
        <KindFilter exams={exams} />
        <div className="grid gap-10">
          {byMonth(exams).map(({ month, exams: inMonth }) => (
            <section
              key={month}
              aria-labelledby={`month-${month}`}
              data-month={month}
              data-kinds={[...new Set(inMonth.map((exam) => exam.kind))].join(" ")}
            >
              <h3 id={`month-${month}`} className="mb-4 text-2xl font-bold">
                <time dateTime={month}>{formatMonths({ from: month, to: month }, locale)}</time>
              </h3>
              <ol className="grid gap-5 lg:grid-cols-2">
                {inMonth.map((exam) => (
                  <ExamCard key={exam.id} exam={exam} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}
