/**
 * The exam calendar's reminder dialog (issue 24), opened by an exam card's "Email me a reminder"
 * (a `data-enhance` button, frame/enhancers.ts): signed out, it offers the site's sign-in
 * dialog; signed in, it lists the person's reminders for that exam and takes a new one, a chosen
 * number of days before (GET/POST/DELETE /api/desk/me/reminders). An exam whose date is only
 * expected is reminded once the date is announced, and the dialog says so.
 */
import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { AuthMirror, useAuth } from "../accounts/auth-provider.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog.tsx";
import { withAccountMessages } from "../../i18n/account.ts";
import { useI18n } from "../../i18n/context.tsx";
import { loadReminderMessages, type ReminderMessages } from "../../i18n/reminders.ts";
import { deskCall, DeskApiError } from "../../lib/desk-call.ts";
import { formatDay } from "../../lib/exam-date-format.ts";

const AccountDialog = lazy(() => withAccountMessages(import("../accounts/account-dialog.tsx")));

export type Reminder = {
  id: string;
  exam_id: string;
  days_before: number;
  state: "waiting_for_date" | "scheduled" | "sent" | "past" | "unknown_exam";
  remind_on: string | null;
  exam_start: string | null;
  created_at: string;
  sent_at: string | null;
};

const Words = createContext<ReminderMessages | null>(null);
function useWords() {
  const words = use(Words);
  if (!words) throw new Error("reminder words missing");
  return words;
}

export default function ReminderDialog({
  control,
  messages,
}: {
  /** The button that opened it (frame/enhancers.ts renders this dialog for it). */
  control: HTMLElement;
  /** Tests: these words, not the loaded ones. */
  messages?: ReminderMessages;
}) {
  const { locale } = useI18n();
  const words = messages ?? use(loadReminderMessages(locale));
  const [open, setOpen] = useState(true);
  const examId = control.dataset.exam ?? "";
  const name = control.dataset.examName ?? "";
  const expected = control.dataset.examStatus === "expected";
  return (
    <Words value={words}>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            control.focus();
          }}
        >
          <DialogTitle>{words.title(name)}</DialogTitle>
          <DialogDescription>{words.intro}</DialogDescription>
          <AuthMirror>
            <ReminderBody examId={examId} expected={expected} />
          </AuthMirror>
        </DialogContent>
      </Dialog>
    </Words>
  );
}

function ReminderBody({ examId, expected }: { examId: string; expected: boolean }) {
  const { user, loading, pendingSecondFactor } = useAuth();
  const t = useWords();
  if (loading)
    return (
      <p role="status" className="mt-4 text-muted">
        {t.loading}
      </p>
    );
  if (!user) return <SignIn secondFactor={pendingSecondFactor} />;
  return <Reminders examId={examId} expected={expected} email={user.email ?? ""} />;
}

function SignIn({ secondFactor }: { secondFactor: boolean }) {
  const t = useWords();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <div className="mt-4 grid gap-3">
      <p>{secondFactor ? t.secondFactorBody : t.signInBody}</p>
      <Button
        ref={button}
        className="justify-self-start"
        onClick={() => {
          returnTo.current = button.current;
          setOpen(true);
        }}
      >
        {secondFactor ? t.enterCode : t.signIn}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AccountDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={returnTo}
            onSignedIn={() => {
              // The sign-in button goes; focus returns to this dialog's title.
              returnTo.current = document.querySelector<HTMLElement>(
                "[data-slot=dialog-content] h2",
              );
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function Reminders({
  examId,
  expected,
  email,
}: {
  examId: string;
  expected: boolean;
  email: string;
}) {
  const t = useWords();
  const { locale } = useI18n();
  const { client } = useAuth();
  const [list, setList] = useState<{ days: number[]; reminders: Reminder[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const legendId = useId();

  const call = useCallback(
    async <T,>(path: string, init?: { method?: string; json?: unknown }) => {
      const auth = await client();
      const { data } = await auth.getSession();
      const token = data.session?.access_token;
      if (!token) throw new DeskApiError(401, "no_authorization", "");
      return deskCall<T>(token, `/me/reminders${path}`, init);
    },
    [client],
  );

  const failure = useCallback(
    (cause: unknown) => {
      const code = cause instanceof DeskApiError ? cause.code : "";
      return code in t.errors ? t.errors[code as keyof typeof t.errors] : t.errors.failed;
    },
    [t],
  );

  useEffect(() => {
    let live = true;
    call<{ days: number[]; reminders: Reminder[] }>("")
      .then((answer) => live && setList(answer))
      .catch((cause: unknown) => live && setError(failure(cause)));
    return () => {
      live = false;
    };
  }, [call, failure]);

  const daysWords = (n: number) => (n === 1 ? t.oneDay : t.days(String(n)));
  const mine = (list?.reminders ?? []).filter((r) => r.exam_id === examId);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const days = Number(new FormData(event.currentTarget).get("days"));
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const { reminder } = await call<{ reminder: Reminder }>("", {
        json: { exam_id: examId, days_before: days, locale },
      });
      setList((l) =>
        l ? { ...l, reminders: [...l.reminders.filter((r) => r.id !== reminder.id), reminder] } : l,
      );
      setDone(
        reminder.remind_on ? t.added(formatDay(reminder.remind_on, locale)) : t.addedExpected,
      );
    } catch (cause) {
      setError(failure(cause));
    } finally {
      setPending(false);
    }
  }

  async function remove(id: string) {
    setError(null);
    setDone(null);
    try {
      await call(`/${encodeURIComponent(id)}`, { method: "DELETE" });
    } catch (cause) {
      if (!(cause instanceof DeskApiError && cause.code === "reminder_not_found"))
        return setError(failure(cause));
    }
    setList((l) => (l ? { ...l, reminders: l.reminders.filter((r) => r.id !== id) } : l));
    setDone(t.removed);
  }

  const line = (r: Reminder) => {
    const days = daysWords(r.days_before);
    if (r.state === "sent" && r.sent_at)
      return t.sent(days, formatDay(r.sent_at.slice(0, 10), locale));
    if (r.state === "past") return t.past(days);
    if (r.remind_on) return t.onDay(days, formatDay(r.remind_on, locale));
    return t.waitingForDate(days);
  };

  if (!list && !error)
    return (
      <p role="status" className="mt-4 text-muted">
        {t.loading}
      </p>
    );

  return (
    <div className="mt-4 grid gap-4">
      {list ? (
        <section aria-labelledby={`${legendId}-yours`}>
          <h3 id={`${legendId}-yours`} className="font-bold">
            {t.yours}
          </h3>
          {mine.length === 0 ? (
            <p className="text-muted">{t.none}</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {[...mine]
                .sort((a, b) => b.days_before - a.days_before)
                .map((r) => (
                  <li
                    key={r.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sunken px-3 py-2"
                  >
                    <span>{line(r)}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t.removeName(daysWords(r.days_before))}
                      onClick={() => void remove(r.id)}
                    >
                      {t.remove}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </section>
      ) : null}

      {list ? (
        <form onSubmit={(event) => void add(event)} className="grid gap-3">
          {expected ? <p className="rounded-xl bg-sun-100 p-3">{t.expectedNote}</p> : null}
          <fieldset>
            <legend id={legendId} className="font-semibold">
              {t.choose}
            </legend>
            <div className="mt-2 grid gap-1">
              {list.days.map((n) => (
                <label key={n} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="days"
                    value={n}
                    defaultChecked={n === 7}
                    className="size-6 accent-brand-600"
                  />
                  {daysWords(n)}
                </label>
              ))}
            </div>
          </fieldset>
          {email ? <p className="text-sm text-muted">{t.sentTo(email)}</p> : null}
          <Button type="submit" className="justify-self-start" aria-busy={pending}>
            {pending ? t.saving : t.remindMe}
          </Button>
        </form>
      ) : null}

      <p role="alert" className="font-semibold text-rose-700 empty:hidden">
        {error ?? ""}
      </p>
      <p role="status" className="font-semibold text-brand-700 empty:hidden">
        {done ?? ""}
      </p>
    </div>
  );
}
