/**
 * "Was this page useful?" at the foot of every content page (issue 29): a plain form to the
 * service desk (POST /api/desk/feedback, decision 0022 "Page feedback") that works without
 * JavaScript. Yes and No are its two submit buttons (`useful`); what was wrong is a second form in
 * a <details>, which opens without script, whose Send sends No with the choice and the words (its
 * own form, so Enter on a choice sends No, not the first form's default button, Yes). The desk answers
 * a plain post with 303 back to the page at #page-feedback with `?feedback=thanks` (or the code of
 * a refusal), and the site server writes the answer into this markup (server/page-feedback.ts).
 *
 * The page frame's foot shows it (PageBottom, page-frame.tsx), a static island: its markup is complete in
 * the prerendered page and stays as it is while the page hydrates, so nothing moves. Its code
 * (page-feedback-live.ts, `data-live="feedback"`) is fetched on the first click or submit in it:
 * Yes is then sent in place, No opens what was wrong, Send sends it, and the answer shows in the
 * polite live region below the form. Every word it may show is in the markup (`data-*`), from the
 * page's catalogue. Nothing about the person is asked.
 */
import { FEEDBACK_ANCHOR, FEEDBACK_LIMITS, FEEDBACK_REASONS } from "@saathi/desk/contract";
import { HoneypotField } from "../../ui/honeypot-field.tsx";
import { Link } from "react-router";
import { Icon } from "../../ui/icons.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { Button } from "../../ui/button.tsx";

/** The desk's endpoint (a plain form posts here; the live code sends the same fields as JSON). */
export const FEEDBACK_ACTION = "/api/desk/feedback";

const ids = {
  question: `${FEEDBACK_ANCHOR}-question`,
  details: `${FEEDBACK_ANCHOR}-details`,
  comment: `${FEEDBACK_ANCHOR}-comment`,
  hint: `${FEEDBACK_ANCHOR}-hint`,
};

/** `path`: the page's own path in its language ("/hi/study-tips"), as the desk stores it. */
export function PageFeedback({ path }: { path: string }) {
  const { m, href } = useI18n();
  const t = m.feedback;
  return (
    <div className="mx-auto mt-12 max-w-6xl px-4 sm:px-6" data-print="hide">
      <div
        id={FEEDBACK_ANCHOR}
        className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6"
        data-feedback-box=""
      >
        <form
          method="post"
          action={FEEDBACK_ACTION}
          aria-labelledby={ids.question}
          data-live="feedback"
          data-feedback-form=""
        >
          <fieldset>
            <legend id={ids.question} className="text-lg font-bold">
              {t.question}
            </legend>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button type="submit" variant="secondary" name="useful" value="yes">
                {t.yes}
              </Button>
              <Button
                type="submit"
                variant="secondary"
                name="useful"
                value="no"
                aria-controls={ids.details}
                data-feedback-no=""
              >
                {t.no}
              </Button>
            </div>
          </fieldset>
          <PageFields path={path} />
        </form>
        {/* What was wrong: a form of its own, so Enter on a choice sends No with it (the
            first form's default button is Yes). */}
        <details id={ids.details} className="mt-3" data-feedback-form="">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">
            <Icon name="chevron-down" className="size-5 shrink-0" />
            {t.tellUs}
          </summary>
          <form
            method="post"
            action={FEEDBACK_ACTION}
            className="mt-2 space-y-4"
            data-live="feedback"
          >
            <fieldset>
              <legend className="font-semibold">{t.whatWasWrong}</legend>
              <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
                {FEEDBACK_REASONS.map((reason) => (
                  <label key={reason} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="reason"
                      value={reason}
                      className="size-6 shrink-0 accent-brand-700"
                    />
                    <span>{t.reasons[reason]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={ids.comment} className="font-semibold">
                {t.commentLabel}
              </label>
              <p id={ids.hint} className="text-sm text-muted">
                {t.commentHint}{" "}
                <Link
                  to={href("/contact")}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {t.talkToPerson}
                </Link>
              </p>
              <textarea
                id={ids.comment}
                name="comment"
                rows={3}
                maxLength={FEEDBACK_LIMITS.comment}
                aria-describedby={ids.hint}
                className="mt-1 block w-full rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base"
              />
            </div>
            <input type="hidden" name="useful" value="no" />
            <PageFields path={path} />
            <Button type="submit">{t.send}</Button>
          </form>
        </details>
        {/* How many readers found the page useful: written in by the server once the page has
            enough votes (server/counted-figures.ts), hidden until then. */}
        <p className="mt-3 text-muted" data-page-rating={path} hidden />
        {/* The answer: thanks, or why not, filled by the server (no script) or the live code. */}
        <p
          role="status"
          tabIndex={-1}
          className="mt-3 font-semibold empty:mt-0"
          data-feedback-result=""
          data-thanks={t.thanks}
          data-failed={t.failed}
          data-rate-limited={t.rateLimited}
          data-too-long={t.tooLong}
          data-offline={t.offline}
        />
      </div>
    </div>
  );
}

/** What both forms send besides the answer: the page, its language, and the spam check. */
function PageFields({ path }: { path: string }) {
  const { m, locale } = useI18n();
  return (
    <>
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="locale" value={locale} />
      <HoneypotField label={m.sections.honeypot} />
    </>
  );
}
