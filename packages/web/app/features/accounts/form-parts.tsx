/**
 * The pieces every account form is built from, so that each one labels, describes,
 * announces and waits in the same way: a labelled field (with an optional hint and
 * the form's error in its description), a password field with show/hide, the error
 * line (role=alert), a status box (role=status) and a submit button with a pending
 * state.
 */
import { Icon } from "../../ui/icons.tsx";
import { useId, useState, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { Button, type ButtonProps } from "../../ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useAccountI18n } from "./account-i18n.tsx";

export const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base";

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  hint?: ReactNode;
  /** The id of the form's error line, referenced while it shows. */
  errorId?: string | undefined;
};

/** The ids that describe a field: its hint (if any), then the form's error (while it shows). */
function describedByOf(id: string, hint: ReactNode, errorId: string | undefined) {
  return [hint ? `${id}-hint` : "", errorId ?? ""].filter(Boolean).join(" ") || undefined;
}

function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-muted">
      {hint}
    </p>
  ) : null;
}

export function Field({ label, hint, errorId, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedByOf(id, hint, errorId)}
        className={fieldClass}
        {...input}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

/** A 6-digit code from an email or an authenticator app: numeric keyboard, one-time-code autofill. */
export function CodeField({
  label,
  errorId,
  hint,
  autoFocus,
}: {
  label?: string;
  errorId?: string | undefined;
  hint?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useAccountI18n();
  return (
    <Field
      label={label ?? t.common.code}
      name="code"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      spellCheck={false}
      hint={hint}
      errorId={errorId}
      autoFocus={autoFocus}
      className="max-w-xs"
    />
  );
}

export function PasswordField({
  label,
  autoComplete,
  hint,
  errorId,
  autoFocus,
}: {
  label?: string;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
  errorId?: string | undefined;
  autoFocus?: boolean;
}) {
  const { t } = useAccountI18n();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label className="font-semibold" htmlFor={id}>
        {label ?? t.common.password}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name="password"
          type={shown ? "text" : "password"}
          required
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-describedby={describedByOf(id, hint, errorId)}
          className={`${fieldClass} mt-0 pr-14`}
        />
        <button
          type="button"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-1 my-auto inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sunken hover:text-ink"
        >
          {shown ? (
            <Icon name="eye-off" className="size-5" />
          ) : (
            <Icon name="eye" className="size-5" />
          )}
          <span className="sr-only">{shown ? t.common.hidePassword : t.common.showPassword}</span>
        </button>
      </div>
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

/**
 * The form's error, announced when it appears; empty (and hidden) otherwise. With a `title`
 * (SPEC.md section 8's "Sign in Failed", "Sign up Failed") it is that destructive notice, shown
 * here in the form, once, beside the button it is about, instead of in a toast that could cover it.
 */
export function FormError({
  id,
  message,
  title,
}: {
  id: string;
  message: string | null;
  title?: string | undefined;
}) {
  if (title) {
    return (
      <div
        id={id}
        role="alert"
        data-slot="form-failure"
        className="grid gap-1 rounded-xl border-2 border-rose-700 bg-rose-100 p-3 text-ink empty:hidden"
      >
        {message ? (
          <>
            <p className="font-bold">{title}</p>
            <p>{message}</p>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <p id={id} role="alert" className="font-semibold text-rose-700 empty:hidden">
      {message ?? ""}
    </p>
  );
}

export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  variant,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  variant?: ButtonProps["variant"];
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      {...pendingProps(pending)}
      aria-busy={pending}
      className={className}
    >
      {pending ? (
        <Icon name="loader-circle" className="animate-spin motion-reduce:animate-none" />
      ) : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/**
 * While a request runs, its button refuses clicks but stays focusable: a `disabled` button
 * drops the keyboard focus to the page (or the dialog), and the next Tab starts from the top.
 */
function pendingProps(pending: boolean) {
  return pending
    ? {
        "aria-disabled": true,
        onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
      }
    : {};
}

/** A button that starts a request: aria-disabled (still focused) and aria-busy while it runs. */
export function BusyButton({ pending, ...props }: ButtonProps & { pending: boolean }) {
  return <Button aria-busy={pending} {...props} {...pendingProps(pending)} />;
}

/**
 * A ref that focuses its element once, when it mounts. One function for the whole
 * module, so React never calls it again on a re-render (a new inline callback would
 * pull focus back on every render).
 */
export const focusWhenMounted = (node: HTMLElement | null) => node?.focus();

/** A calm confirmation ("Check your email", "Password updated"), announced politely. */
export function StatusBox({
  title,
  children,
  className,
  focusOnMount = false,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
  /** Move focus here when it appears (it replaced the form that had focus). */
  focusOnMount?: boolean;
}) {
  return (
    <div role="status" className={cn("flex gap-3 rounded-xl bg-brand-50 p-4", className)}>
      <Icon name="mail-check" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p
          className="font-bold outline-none"
          tabIndex={focusOnMount ? -1 : undefined}
          ref={focusOnMount ? focusWhenMounted : undefined}
        >
          {title}
        </p>
        {children ? <div className="mt-1 text-ink">{children}</div> : null}
      </div>
    </div>
  );
}

/** Runs one form submission: pending on, error cleared, the error message kept if it fails. */
export function useSubmit() {
  const { plainCaught } = useAccountI18n();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  async function run(task: () => Promise<string | null | void>) {
    setPending(true);
    setError(null);
    try {
      const message = await task();
      if (message) setError(message);
    } catch (cause) {
      // Whatever was thrown, the person reads a plain sentence, never a library's or server's text.
      setError(plainCaught(cause));
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, errorId, run, describedBy: error ? errorId : undefined };
}

/** A field's value; trimmed, except passwords (spaces in them are real). */
export function formValue(form: HTMLFormElement, name: string): string {
  const value = String(new FormData(form).get(name) ?? "");
  return name === "password" ? value : value.trim();
}

/** A quiet action that reads as a link ("Forgot password?", "Back to sign in"), with a 44 px target. */
export function TextButton({ className, ...props }: Omit<ComponentProps<"button">, "type">) {
  return (
    <button
      type="button"
      className={cn(
        "min-h-11 self-start justify-self-start rounded-sm text-left font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-70",
        className,
      )}
      {...props}
    />
  );
}
