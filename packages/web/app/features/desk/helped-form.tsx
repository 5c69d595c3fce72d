/**
 * "Did this help?" on a closed request's private page (issue 32): Yes or No and optional words
 * (up to 500 characters), answered once. A plain form that posts without JavaScript (the site
 * server writes the token into its action, and shows it for the closing mail's `&helped=ask`);
 * with script it posts JSON and says the thanks in place, focus on it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { failureAsError, sendHelped, type HelpedAnswer } from "./desk-api.ts";
import { useDesk } from "./desk-messages.tsx";
import { fieldClass, useErrorWords } from "./form-parts.tsx";

const MAX_WORDS = 500;

export function HelpedForm({
  token,
  show,
  thanks,
  answer,
}: {
  token: string | undefined;
  /** The question is asked: the request is closed (or the mail's link said so). */
  show: boolean;
  /** The desk's 303 after a plain form's answer. */
  thanks: boolean;
  /** The answer already given (from the closed request's 410). */
  answer: HelpedAnswer | null;
}) {
  const { t, locale } = useDesk();
  const w = t.view.helped;
  const words = useErrorWords();
  const id = useId();
  const [given, setGiven] = useState<HelpedAnswer | null>(answer);
  useEffect(() => setGiven(answer), [answer]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const [justAnswered, setJustAnswered] = useState(false);
  useEffect(() => {
    if (justAnswered) done.current?.focus();
  }, [justAnswered]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || pending) return;
    const data = new FormData(event.currentTarget);
    const choice = data.get("helped");
    const text = String(data.get("words") ?? "").trim();
    if (choice !== "yes" && choice !== "no") return setError(words({ code: "helped_required" }));
    if (text.length > MAX_WORDS) return setError(w.tooLong);
    setError(null);
    setPending(true);
    try {
      const out = await sendHelped(token, choice, text, locale);
      setGiven(out.helped);
      setJustAnswered(true);
    } catch (failure) {
      setError(words(failureAsError(failure)));
    } finally {
      setPending(false);
    }
  }

  const answered = given !== null || thanks;
  return (
    <section
      id="helped"
      aria-labelledby={`${id}-heading`}
      data-desk-helped-question=""
      hidden={!show && !thanks}
      className="mt-8 scroll-mt-24 rounded-[var(--radius-card)] border-2 border-brand-100 bg-brand-50 p-5"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {w.heading}
      </h2>
      <p
        ref={done}
        tabIndex={-1}
        role="status"
        data-desk-helped-thanks=""
        hidden={!answered}
        className="mt-2 flex items-center gap-2 font-semibold text-brand-800 outline-none"
      >
        <Icon name="check" className="size-5 shrink-0" />
        {given ? w.yourAnswer.replace("{answer}", given.helped ? w.yes : w.no) : w.thanks}
      </p>
      {given ? null : (
        <form
          method="post"
          action={`/api/desk/private/${token ?? ""}/helped`}
          data-desk-action="/helped"
          data-desk-helped-form=""
          hidden={thanks}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-3 grid gap-4"
        >
          <input type="hidden" name="locale" value={locale} />
          <p>{w.intro}</p>
          <fieldset>
            <legend className="font-semibold">{w.heading}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(["yes", "no"] as const).map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 items-center gap-2 rounded-xl border-2 border-line bg-surface px-4"
                >
                  <input type="radio" name="helped" value={value} required className="size-5" />
                  {value === "yes" ? w.yes : w.no}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-words`} className="font-semibold">
              {w.wordsLabel}
            </label>
            <p id={`${id}-hint`} className="text-sm text-muted">
              {w.wordsHint}
            </p>
            <textarea
              id={`${id}-words`}
              name="words"
              rows={3}
              maxLength={MAX_WORDS}
              aria-describedby={`${id}-hint`}
              className={fieldClass}
            />
          </div>
          <p role="alert" className="font-semibold text-rose-700 empty:hidden">
            {error ?? ""}
          </p>
          <Button type="submit" className="justify-self-start" disabled={pending}>
            {pending ? w.sending : w.send}
          </Button>
        </form>
      )}
    </section>
  );
}
