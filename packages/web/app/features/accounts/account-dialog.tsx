import { Icon } from "../../ui/icons.tsx";
import { useEffect, useState, type FormEvent, type RefObject } from "react";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogTitle } from "../../ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { authNotices, signedInNotice } from "./account-notices.ts";
import type { Notice } from "../../content/types.ts";
import { getToasts, toast } from "../../lib/toast-store.ts";
import { AccountMessagesProvider, useAccountI18n } from "./account-i18n.tsx";
import { needsSecondFactor, signInMethod } from "./assurance.ts";
import { fetchAuthSettings, passkeysUsable, type AuthSettings } from "./auth-endpoint.ts";
import { useAuth } from "./auth-provider.tsx";
import { providerRedirectUrl } from "./auth-redirect.ts";
import {
  ConfirmationSent,
  EmailLinkForm,
  ForgotPasswordForm,
  SecondFactorForm,
} from "./dialog-forms.tsx";
import {
  BusyButton,
  Field,
  FormError,
  PasswordField,
  SubmitButton,
  TextButton,
  formValue,
  useSubmit,
} from "./form-parts.tsx";

type Mode = "sign-in" | "sign-up";
/** Sign in mode's steps: the password form, or one of the other ways in. */
type SignInView = "password" | "forgot" | "link" | "second-factor";

/**
 * Sign in / Sign up in one dialog (DESIGN.md account contract): fields labelled
 * Email and Password, show/hide password, autocomplete values that let password
 * managers fill and save, a pending state, and failures shown once, in plain words: SPEC.md
 * section 8's destructive notice ("Sign in Failed" and what to do) inside the form, just
 * above its button, where no toast can cover the buttons on a phone; a success replaces a
 * failure toast left from before.
 * Sign in mode also offers Forgot password?, Email me a sign-in link, and, when the
 * server's /settings enables them, Google and passkeys. Every word is the page's language's
 * (the account messages, which load with this module).
 */
export default function AccountDialog(props: AccountDialogProps) {
  return (
    <AccountMessagesProvider>
      <SignInDialog {...props} />
    </AccountMessagesProvider>
  );
}

type AccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void;
  /** The button that opened the dialog: focus goes back to it on close (there is no Radix Trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

function SignInDialog({ open, onOpenChange, onSignedIn, returnFocusTo }: AccountDialogProps) {
  const { signIn, signUp, client, pendingSecondFactor } = useAuth();
  const { t, locale, plain, plainCaught } = useAccountI18n();
  const titles: Record<SignInView, string> = {
    password: t.dialog.signInTitle,
    forgot: t.dialog.forgotTitle,
    link: t.dialog.linkTitle,
    "second-factor": t.dialog.secondFactorTitle,
  };
  const [mode, setMode] = useState<Mode>("sign-in");
  const [view, setView] = useState<SignInView>(pendingSecondFactor ? "second-factor" : "password");
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const [typedEmail, setTypedEmail] = useState("");
  const [settings, setSettings] = useState<AuthSettings | null>(null);
  // Coming back from another way in, focus returns to the Email field (the button that had it is gone).
  const [focusEmail, setFocusEmail] = useState(false);
  const { pending, error, setError, errorId, run, describedBy } = useSubmit();
  // The SPEC title of the failure the form shows ("Sign in Failed", "Sign up Failed").
  const [failedMode, setFailedMode] = useState<Mode>("sign-in");
  const failureTitle = failedMode === "sign-up" ? t.failures.signUp : t.failures.signIn;

  useEffect(() => {
    let live = true;
    void fetchAuthSettings().then((value) => live && setSettings(value));
    return () => {
      live = false;
    };
  }, []);

  const isSignUp = mode === "sign-up";

  function finish() {
    // The notice (when one replaces a failure) names the way the person signed in.
    void client()
      .then((auth) => auth.getSession())
      .then(({ data }) => {
        const session = data.session;
        const provider = session?.user.app_metadata?.provider as string | undefined;
        replaceFailureToast(signedInNotice(t, signInMethod(session), provider));
      })
      .catch(() => undefined);
    onSignedIn();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formValue(event.currentTarget, "email");
    const password = formValue(event.currentTarget, "password");
    setFailedMode(mode);
    void run(async () => {
      try {
        if (isSignUp) {
          const result = await signUp(email, password, locale);
          if (result.error) return plain(result.error);
          if (result.needsConfirmation) return void setConfirmationSentTo(email);
          replaceFailureToast(authNotices(t).signedUp);
          onSignedIn();
        } else {
          const result = await signIn(email, password);
          if (result.error) return plain(result.error);
          if (result.secondFactorRequired) return void setView("second-factor");
          finish();
        }
      } catch (cause) {
        return plainCaught(cause);
      }
    });
  }

  const back = () => {
    setView("password");
    setFocusEmail(true);
  };

  const passwordForm = (
    <form key={mode} className="mt-6 grid gap-4" onSubmit={handleSubmit} aria-busy={pending}>
      <Field
        label={t.common.email}
        name="email"
        type="email"
        required
        autoComplete={isSignUp ? "email" : "username"}
        inputMode="email"
        spellCheck={false}
        defaultValue={typedEmail}
        onChange={(event) => setTypedEmail(event.currentTarget.value.trim())}
        autoFocus={focusEmail}
        errorId={describedBy}
      />
      <PasswordField
        autoComplete={isSignUp ? "new-password" : "current-password"}
        hint={isSignUp ? t.common.passwordHint : undefined}
        errorId={describedBy}
      />
      {isSignUp ? null : (
        <TextButton className="-mt-2" onClick={() => setView("forgot")}>
          {t.dialog.forgotPassword}
        </TextButton>
      )}
      <FormError id={errorId} message={error} title={failureTitle} />
      <SubmitButton
        pending={pending}
        pendingLabel={isSignUp ? t.dialog.creatingAccount : t.common.signingIn}
      >
        {isSignUp ? t.common.signUp : t.common.signIn}
      </SubmitButton>
      {isSignUp ? null : (
        <OtherWaysIn
          settings={settings}
          onEmailLink={() => setView("link")}
          onSignedIn={finish}
          onSecondFactor={() => setView("second-factor")}
        />
      )}
    </form>
  );

  const signInBody =
    view === "forgot" ? (
      <ForgotPasswordForm onBack={back} email={typedEmail} />
    ) : view === "link" ? (
      <EmailLinkForm
        onBack={back}
        onSignedIn={finish}
        onSecondFactor={() => setView("second-factor")}
        email={typedEmail}
      />
    ) : view === "second-factor" ? (
      <SecondFactorForm
        onSignedIn={finish}
        onCancel={() => {
          void client().then((auth) => auth.signOut({ scope: "local" }));
          back();
        }}
      />
    ) : (
      passwordForm
    );

  const body = isSignUp ? (
    confirmationSentTo ? (
      <ConfirmationSent
        email={confirmationSentTo}
        onSignedIn={finish}
        onSignIn={() => {
          setTypedEmail(confirmationSentTo);
          setMode("sign-in");
          setView("password");
          setConfirmationSentTo(null);
        }}
      />
    ) : (
      passwordForm
    )
  ) : (
    signInBody
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        // A toast (left from before the dialog opened) is a Radix layer above the dialog and takes
        // Escape for itself; the person is in the dialog, so Escape closes it too.
        onKeyDown={(event) => {
          if (event.key === "Escape") onOpenChange(false);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>{isSignUp ? t.dialog.signUpTitle : titles[view]}</DialogTitle>
        <Tabs
          value={mode}
          onValueChange={(value) => {
            setMode(value as Mode);
            setError(null);
            setView(pendingSecondFactor ? "second-factor" : "password");
            setConfirmationSentTo(null);
          }}
          className="mt-4"
        >
          <TabsList aria-label={t.dialog.tabsLabel} className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">{t.common.signIn}</TabsTrigger>
            <TabsTrigger value="sign-up">{t.common.signUp}</TabsTrigger>
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

/**
 * A failure toast must not outlive the success that follows it: replace it with the
 * success. With no toast showing, the header's change is feedback enough.
 */
function replaceFailureToast(success: Notice) {
  if (getToasts().some((shown) => shown.variant === "destructive")) toast(success);
}

/** Email me a sign-in link always; Google and passkeys only when the server's /settings offers them. */
function OtherWaysIn({
  settings,
  onEmailLink,
  onSignedIn,
  onSecondFactor,
}: {
  settings: AuthSettings | null;
  onEmailLink: () => void;
  onSignedIn: () => void;
  /** A passkey signs in at aal1: an account with two-factor on asks for the authentication code next. */
  onSecondFactor: () => void;
}) {
  const { client } = useAuth();
  const { t, plain } = useAccountI18n();
  const { pending, error, errorId, run } = useSubmit();
  return (
    <div className="grid gap-3 border-t border-line pt-4">
      <p className="text-center text-muted">{t.dialog.or}</p>
      <Button variant="secondary" onClick={onEmailLink}>
        {t.dialog.emailMeLink}
      </Button>
      {settings?.external.google ? (
        <BusyButton
          variant="secondary"
          pending={pending}
          onClick={() =>
            void run(async () => {
              const auth = await client();
              // PKCE redirect: the browser leaves for Google and comes back to this page with a code
              // (or an error, which auth-runtime's announceRedirect explains as Google's).
              const { error } = await auth.signInWithOAuth({
                provider: "google",
                options: { redirectTo: providerRedirectUrl("google") },
              });
              return error ? plain(error) : undefined;
            })
          }
        >
          {t.dialog.withGoogle}
        </BusyButton>
      ) : null}
      {passkeysUsable(settings) ? (
        <BusyButton
          variant="secondary"
          pending={pending}
          onClick={() =>
            void run(async () => {
              const auth = await client();
              const { data, error } = await auth.signInWithPasskey();
              if (error) return plain(error);
              if (needsSecondFactor(data.session)) return onSecondFactor();
              onSignedIn();
            })
          }
        >
          <Icon name="key" />
          {t.dialog.withPasskey}
        </BusyButton>
      ) : null}
      <FormError id={errorId} message={error} />
    </div>
  );
}
