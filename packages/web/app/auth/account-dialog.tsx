import { Eye, EyeOff, LoaderCircle, MailCheck } from "lucide-react";
import { useId, useState, type FormEvent, type RefObject } from "react";
import { Button } from "../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs.tsx";
import { authFailure } from "../content/notices.ts";
import { toast } from "../lib/toast-store.ts";
import { useAuth } from "./auth-provider.tsx";

type Mode = "sign-in" | "sign-up";

const fieldClass = "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base";

/**
 * Sign in / Sign up in one dialog (DESIGN.md account contract): fields labelled
 * Email and Password, show/hide password, autocomplete values that let password
 * managers fill and save, a pending state, and failures both toasted (SPEC.md
 * section 8) and announced inside the dialog.
 */
export default function AccountDialog({
  open,
  onOpenChange,
  onSignedIn,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void;
  /** The button that opened the dialog: focus goes back to it on close (there is no Radix Trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const errorId = useId();
  const hintId = useId();

  const isSignUp = mode === "sign-up";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    setPending(true);
    setError(null);
    try {
      if (isSignUp) {
        const result = await signUp(email, password);
        if (result.error) return fail("Sign up Failed", result.error.message);
        if (result.needsConfirmation) return setConfirmationSentTo(email);
        onSignedIn();
      } else {
        const result = await signIn(email, password);
        if (result.error) return fail("Sign in Failed", result.error.message);
        onSignedIn();
      }
    } catch (cause) {
      fail(isSignUp ? "Sign up Failed" : "Sign in Failed", cause instanceof Error ? cause.message : undefined);
    } finally {
      setPending(false);
    }
  }

  function fail(title: "Sign up Failed" | "Sign in Failed", message?: string) {
    const notice = authFailure(title, message);
    toast(notice);
    setError(notice.description);
  }

  const body = confirmationSentTo ? (
          <div role="status" className="mt-6 flex gap-3 rounded-xl bg-brand-50 p-4">
            <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-bold">Check your email</p>
              <DialogDescription className="mt-1 text-ink">
                We sent a confirmation link to <strong>{confirmationSentTo}</strong>. Open it to finish creating your account,
                then sign in.
              </DialogDescription>
            </div>
          </div>
        ) : (
          <form key={mode} className="mt-6 grid gap-4" onSubmit={(event) => void handleSubmit(event)} aria-busy={pending}>
            <label className="font-semibold">
              Email
              <input
                name="email"
                type="email"
                required
                autoComplete={isSignUp ? "email" : "username"}
                inputMode="email"
                spellCheck={false}
                aria-describedby={error ? errorId : undefined}
                className={fieldClass}
              />
            </label>
            <div>
              <label className="font-semibold" htmlFor={`${hintId}-password`}>
                Password
              </label>
              <div className="relative mt-1">
                <input
                  id={`${hintId}-password`}
                  name="password"
                  type={showPassword ? "text" : "password"}
                  required
                  autoComplete={isSignUp ? "new-password" : "current-password"}
                  aria-describedby={[isSignUp ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
                  className={`${fieldClass} mt-0 pr-14`}
                />
                <button
                  type="button"
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                  className="absolute inset-y-0 right-1 my-auto inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sunken hover:text-ink"
                >
                  {showPassword ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
                  <span className="sr-only">{showPassword ? "Hide password" : "Show password"}</span>
                </button>
              </div>
              {isSignUp ? (
                <p id={hintId} className="mt-1 text-muted">
                  At least 6 characters. A short sentence is easy to remember and hard to guess.
                </p>
              ) : null}
            </div>
            <p id={errorId} role="alert" className="min-h-0 font-semibold text-rose-700 empty:hidden">
              {error ?? ""}
            </p>
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
              {pending ? (isSignUp ? "Creating account..." : "Signing in...") : isSignUp ? "Sign up" : "Sign in"}
            </Button>
          </form>
        );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>{isSignUp ? "Create your Saathi account" : "Sign in to Saathi"}</DialogTitle>
        <Tabs
          value={mode}
          onValueChange={(value) => {
            setMode(value as Mode);
            setError(null);
            setConfirmationSentTo(null);
          }}
          className="mt-4"
        >
          <TabsList aria-label="Account" className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign in</TabsTrigger>
            <TabsTrigger value="sign-up">Sign up</TabsTrigger>
          </TabsList>
          {(["sign-in", "sign-up"] as const).map((value) => (
            <TabsContent key={value} value={value} className="mt-0">
              {value === mode ? body : null}
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
