import type { ExamKind } from "../../content/exam-dates.ts";
import { examHomePath, isStateOnly } from "../../content/exam-home.ts";
import { stateNames, type StateSlug } from "../../content/state-slugs.ts";
import type { Section } from "../../content/types.ts";
import { examFeedPath, examIcsPath } from "../../features/downloads/paths.ts";
import { useI18n } from "../../i18n/context.tsx";
import { formatDay, formatMonths, formatSpan } from "../../lib/exam-date-format.ts";
import { cn } from "../../lib/cn.ts";
import { localDigits } from "../../lib/digits.ts";
import { englishTitleLang } from "../../lib/english-title.ts";
import { Icon } from "../../ui/icons.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";
// The key "Your state" keeps the state under: the list's code wakes by it (data-kept-by).
import { STORAGE_KEY } from "../../features/your-state/kept.ts";
import { ShareLinks } from "../../ui/share-links.tsx";

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

/**
 * One exam's card. On the calendar a state's own exam (issue 35) carries its states
 * (`data-states`) and `data-state-only`: `hidden` until the list's code marks it as the
 * kept state's (`data-mine`); on a state's page (`onStatePage`) every card shows.
 */
function ExamCard({ exam, onStatePage }: { exam: Exam; onStatePage?: boolean }) {
  const { locale, m, href } = useI18n();
  const words = m.tools.calendar;
  const nameId = `${exam.id}-name`;
  const stateOnly = !onStatePage && isStateOnly(exam);
  return (
    <li
      id={exam.id}
      data-kind={exam.kind}
      data-states={onStatePage ? undefined : exam.states?.join(" ")}
      data-state-only={stateOnly ? "" : undefined}
      // Its words are found on its state's page; the calendar shows it only where that state is
      // kept (`hidden` until the list's code marks it as the kept state's: no rule in app.css,
      // whose every byte is on the first paint's path).
      data-pagefind-ignore={stateOnly ? "" : undefined}
      hidden={stateOnly}
      className="scroll-mt-24"
    >
      <Card className="h-full" data-exam={exam.id} data-status={exam.status}>
        <article aria-labelledby={nameId} className="flex h-full flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge tone="plain">{words.groups[exam.group]}</Badge>
            {/* A state's own exam in the calendar says whose it is; the rest read as before. */}
            {(stateOnly ? exam.states! : []).map((slug) => (
              <Badge key={slug} tone="plain">
                {stateNames[slug][locale]}
              </Badge>
            ))}
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
                  <a
                    href={exam.notice.url}
                    lang={englishTitleLang(exam.notice.title, locale)}
                    className={linkClass}
                  >
                    {exam.notice.title}
                  </a>
                  {exam.reported ? (
                    <>
                      {" "}
                      ({words.reported}:{" "}
                      <a
                        href={exam.reported.url}
                        lang={englishTitleLang(exam.reported.title, locale)}
                        className={linkClass}
                      >
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
                  <a
                    href={exam.basis.source.url}
                    lang={englishTitleLang(exam.basis.source.title, locale)}
                    className={linkClass}
                  >
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
            <ShareLinks title={exam.name} path={href(examHomePath(exam))} fragment={exam.id} />
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
  const { m, locale } = useI18n();
  const words = m.tools.calendar;
  const choice =
    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-surface px-4 font-semibold has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";
  // Each choice carries its words with `{count}` left open, which the list's code fills in again
  // when a kept state's exams join the list (state-live.ts).
  const option = (value: string, kind: string, count: number, checked = false) => (
    <label key={value} className={choice} data-template={words.kindCount(kind, "{count}")}>
      <input
        type="radio"
        name="exam-kind"
        value={value}
        defaultChecked={checked}
        className="size-4 accent-brand-700"
      />
      {words.kindCount(kind, localDigits(count, locale))}
    </label>
  );
  return (
    <fieldset className="mb-8" data-print="hide" data-pagefind-ignore="">
      <legend className="mb-3 text-lg font-bold">{words.filterLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {option("all", words.filterAll, exams.length, true)}
        {/* The catalogue names every kind, in exam-dates.ts's order (its test says so). */}
        {(Object.keys(words.kinds) as ExamKind[]).map((kind) =>
          option(kind, words.kinds[kind], exams.filter((exam) => exam.kind === kind).length),
        )}
        {/* Issue 35: the kept state's exams; the list's code names the state and shows it. */}
        <label className={choice} data-state-option="" data-template={words.stateFilter} hidden>
          <input type="radio" name="exam-kind" value="state" className="size-4 accent-brand-700" />
          <span data-state-label="" />
        </label>
      </div>
    </fieldset>
  );
}

/**
 * Issue 24's exam calendar: every exam of the year as a card, with its date (announced) or its
 * likely months (expected, never a day), its sources, and a link to its .ics file; the whole
 * year is one more file. Issue 30 lists them by month, under a filter by kind. It keeps no state,
 * so it stays as prerendered (a static island) and its links and filter work without JavaScript;
 * "Email me a reminder" loads its dialog when pressed. Issue 35: every state's own exams are in
 * the markup, hidden; where this browser keeps a state, the list's code (`data-live`, woken by the
 * kept state's key) shows that state's and adds it to the filter. A state page lists its exams
 * with the same cards (`onStatePage`).
 */
/**
 * Issue 35: where the state's own exams are. Without a kept state (or without script) the calendar
 * lists what it always has, and this says how to add a state's exams and links each state's page,
 * which lists them with no script at all; with a kept state the list's code says which it shows.
 */
function StateNote({ exams }: { exams: Exam[] }) {
  const { locale, m, href } = useI18n();
  const words = m.tools.calendar;
  const byState = new Map<StateSlug, string[]>();
  for (const exam of exams)
    for (const slug of exam.states ?? [])
      byState.set(slug, [...(byState.get(slug) ?? []), exam.name]);
  const states = [...byState.keys()].sort((a, b) =>
    stateNames[a][locale].localeCompare(stateNames[b][locale], locale),
  );
  return (
    <Card className="mb-8" data-print="hide" data-state-note="">
      <h3 className="text-xl font-bold">{words.stateHeading}</h3>
      <p data-state-intro="">{words.stateBody}</p>
      <p data-state-kept="" data-template={words.stateKept} className="font-semibold" hidden />
      <p>
        <a href={href("/state")} className={`${linkClass} inline-flex min-h-6 items-center`}>
          <span data-state-choose="">{words.stateChoose}</span>
          <span data-state-change="" hidden>
            {words.stateChange}
          </span>
        </a>
      </p>
      <details>
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold">
          {words.stateByState}
        </summary>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          {states.map((slug) => (
            <li key={slug}>
              <a href={href(`/state/${slug}#exams`)} data-state-name={slug} className={linkClass}>
                {stateNames[slug][locale]}
              </a>
              : {byState.get(slug)!.join("; ")}
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

export function ExamCalendarSection({
  heading,
  intro,
  exams,
  onStatePage,
}: Extract<Section, { kind: "exam-calendar" }>) {
  const { m, href } = useI18n();
  const words = m.tools.calendar;
  if (onStatePage)
    return (
      <SectionShell id="exams" heading={heading} intro={intro}>
        <ExamMonths exams={exams} onStatePage />
      </SectionShell>
    );
  // The filter counts what shows for everyone; the list's code counts again with the kept state's.
  const forEveryone = exams.filter((exam) => !isStateOnly(exam));
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
      {/* Issue 35: the kept state's exams join the list (features/exam-calendar/state-live.ts). */}
      <div data-exam-calendar="" data-live="exam-state" data-kept-by={STORAGE_KEY}>
        <StateNote exams={exams} />
        <KindFilter exams={forEveryone} />
        <ExamMonths exams={exams} />
      </div>
    </SectionShell>
  );
}

/**
 * The exams month by month. A month's `data-kinds` names the kinds it shows for everyone (the kind
 * filter hides a month without the chosen one), and `data-everyone` says it shows any exam
 * without a kept state; a month of state exams only is hidden until one of them is the kept state's.
 */
function ExamMonths({ exams, onStatePage }: { exams: Exam[]; onStatePage?: boolean }) {
  const { locale } = useI18n();
  const shown = (exam: Exam) => onStatePage || !isStateOnly(exam);
  return (
    <div className="grid gap-10">
      {byMonth(exams).map(({ month, exams: inMonth }) => (
        <section
          key={month}
          aria-labelledby={`month-${month}`}
          data-month={month}
          data-kinds={[...new Set(inMonth.filter(shown).map((exam) => exam.kind))].join(" ")}
          data-everyone={inMonth.some(shown) ? "" : undefined}
          hidden={!inMonth.some(shown)}
        >
          <h3 id={`month-${month}`} className="mb-4 text-2xl font-bold">
            <time dateTime={month}>{formatMonths({ from: month, to: month }, locale)}</time>
          </h3>
          <ol className="grid gap-5 lg:grid-cols-2">
            {inMonth.map((exam) => (
              <ExamCard key={exam.id} exam={exam} onStatePage={onStatePage} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
