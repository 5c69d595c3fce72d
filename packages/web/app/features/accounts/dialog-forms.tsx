/**
 * The sign-in dialog's other ways in (DESIGN.md "Accounts"): Forgot password?,
 * Email me a sign-in link (with the Code from the same mail), the Authentication
 * code after a password when the account has two-factor on, and the "check your
 * email" step of a sign-up that needs confirmation, with Resend. Each is a small
 * form over one or two supabase-js calls; the dialog switches between them. Links in the
 * mails lead to the page's language's pages, and a new address keeps that language.
 */
import { useState, type FormEvent } from "react";
import { fill, useAccountI18n } from "./account-i18n.tsx";
import { needsSecondFactor } from "./assurance.ts";
import { useAuth } from "./auth-provider.tsx";
import { confirmationRedirectUrl, currentPageUrl } from "./auth-redirect.ts";
import { lifetimeInWords } from "./link-lifetime.ts";
import { RecoveryCodeForm } from "./recovery-code-sign-in.tsx";
import {
  BusyButton,
  CodeField,
  Field,
  FormError,
  StatusBox,
  SubmitButton,
  TextButton,
  formValue,
  useSubmit,
} from "./form-parts.tsx";

/** Where the recovery mail's link lands (in the page's language: /hi/account/reset-password). */
export const RESET_PASSWORD_PATH = "/account/reset-password";

const bold = (email: string) => <strong className="break-all">{email}</strong>;

/** Forgot password?: always the same neutral answer, whether or not the address has an account. */
/** `onBack` (the dialog's way back to Sign in) is left out on the reset-password page. */
export function ForgotPasswordForm({
  onBack,
  email: initialEmail = "",
}: {
  onBack?: () => void;
  email?: string;
}) {
  const { client } = useAuth();
  const { t, href, plain } = useAccountI18n();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formValue(event.currentTarget, "email");
    void run(async () => {
      const auth = await client();
      const { error } = await auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${href(RESET_PASSWORD_PATH)}`,
      });
      if (error) return plain(error);
      setSentTo(email);
    });
  }

  if (sentTo) {
    return (
      <div className="mt-6 grid gap-4">
        <StatusBox title={t.common.checkYourEmail} focusOnMount>
          {fill(t.forgot.sent(lifetimeInWords(t.lifetime)), { email: bold(sentTo) })}
        </StatusBox>
        {onBack ? <TextButton onClick={onBack}>{t.common.backToSignIn}</TextButton> : null}
      </div>
    );
  }

  return (
    <form className="mt-6 grid gap-4" onSubmit={submit} aria-busy={pending}>
      <p className="text-muted">{t.forgot.intro}</p>
      <Field
        label={t.common.email}
        name="email"
        type="email"
        required
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        defaultValue={initialEmail}
        autoFocus
        errorId={describedBy}
      />
      <FormError id={errorId} message={error} />
      <SubmitButton pending={pending} pendingLabel={t.common.sending}>
        {t.forgot.send}
      </SubmitButton>
      {onBack ? <TextButton onClick={onBack}>{t.common.backToSignIn}</TextButton> : null}
    </form>
  );
}

/** Email me a sign-in link: one mail with a link and a 6-digit code; the Code field takes the code. */
export function EmailLinkForm({
  onBack,
  onSignedIn,
  onSecondFactor,
  email: initialEmail = "",
}: {
  onBack: () => void;
  onSignedIn: () => void;
  /** The account has two-factor on: the code signed in at aal1, the authentication code comes next. */
  onSecondFactor?: () => void;
  email?: string;
}) {
  const { client } = useAuth();
  const { t, locale, plain } = useAccountI18n();
  const send = useSubmit();
  const verify = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function sendLink(email: string) {
    return send.run(async () => {
      const auth = await client();
      // `data` counts only when the address is new (the link makes the account): it keeps the
      // page's language, as a sign-up does.
      const { error } = await auth.signInWithOtp({
        email,
        options: { emailRedirectTo: currentPageUrl(), data: { locale } },
      });
      if (error) return plain(error);
      setSentTo(email);
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void verify.run(async () => {
      const auth = await client();
      const { data, error } = await auth.verifyOtp({ email: sentTo ?? "", token, type: "email" });
      if (error) return plain(error);
      if (onSecondFactor && needsSecondFactor(data.session)) return onSecondFactor();
      onSignedIn();
    });
  }

  if (sentTo) {
    return (
      <div className="mt-6 grid gap-4">
        <StatusBox title={t.common.checkYourEmail} focusOnMount>
          {fill(t.emailLink.sent(lifetimeInWords(t.lifetime)), { email: bold(sentTo) })}
        </StatusBox>
        <form className="grid gap-4" onSubmit={submitCode} aria-busy={verify.pending}>
          <CodeField errorId={verify.describedBy} />
          <FormError id={verify.errorId} message={verify.error} />
          <SubmitButton pending={verify.pending} pendingLabel={t.common.signingIn}>
            {t.emailLink.signInWithCode}
          </SubmitButton>
        </form>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <TextButton disabled={send.pending} onClick={() => void sendLink(sentTo)}>
            {t.emailLink.sendNew}
          </TextButton>
          <TextButton onClick={onBack}>{t.common.backToSignIn}</TextButton>
        </div>
        <FormError id={send.errorId} message={send.error} />
      </div>
    );
  }

  return (
    <form
      className="mt-6 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void sendLink(formValue(event.currentTarget, "email"));
      }}
      aria-busy={send.pending}
    >
      <p className="text-muted">{t.emailLink.intro}</p>
      <Field
        label={t.common.email}
        name="email"
        type="email"
        required
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        defaultValue={initialEmail}
        autoFocus
        errorId={send.describedBy}
      />
      <FormError id={send.errorId} message={send.error} />
      <SubmitButton pending={send.pending} pendingLabel={t.common.sending}>
        {t.emailLink.send}
      </SubmitButton>
      <TextButton onClick={onBack}>{t.common.backToSignIn}</TextButton>
    </form>
  );
}

/** After the password, for an account with a verified authenticator app: the Authentication code. */
export function SecondFactorForm({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const { client } = useAuth();
  const { t, plain } = useAccountI18n();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [recovery, setRecovery] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void run(async () => {
      const auth = await client();
      const { data: factors, error: listError } = await auth.mfa.listFactors();
      if (listError) return plain(listError);
      const factor = factors.totp.find((f) => f.status === "verified");
      if (!factor) return t.secondFactor.noApp;
      const { error } = await auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (error) return plain(error);
      onSignedIn();
    });
  }

  if (recovery) {
    return (
      <RecoveryCodeForm
        onSignedIn={onSignedIn}
        onUseApp={() => setRecovery(false)}
        onCancel={onCancel}
      />
    );
  }

  return (
    <form className="mt-6 grid gap-4" onSubmit={submit} aria-busy={pending}>
      <p className="text-muted">{t.secondFactor.intro}</p>
      {/* It replaced the password form (or the passkey button) that had focus: the code is next. */}
      <CodeField label={t.common.authenticationCode} errorId={describedBy} autoFocus />
      <FormError id={errorId} message={error} />
      <SubmitButton pending={pending} pendingLabel={t.common.checking}>
        {t.common.verify}
      </SubmitButton>
      <p className="text-muted">{t.secondFactor.lostPhone}</p>
      <TextButton onClick={() => setRecovery(true)}>{t.secondFactor.useRecoveryCode}</TextButton>
      <TextButton onClick={onCancel}>{t.common.cancelAndSignOut}</TextButton>
    </form>
  );
}

/**
 * Sign-up that needs confirmation: check your email, type the code from it, or Resend. The
 * server answers a new address and one that already has an account alike (so the answer tells
 * no one who has an account), so the words fit both: a new address gets the link and code, an
 * existing one is told to sign in or reset its password.
 */
export function ConfirmationSent({
  email,
  onSignedIn,
  onSignIn,
}: {
  email: string;
  onSignedIn: () => void;
  /** Back to Sign in, with this address filled in. */
  onSignIn?: () => void;
}) {
  const { client } = useAuth();
  const { t, plain } = useAccountI18n();
  const { pending, error, errorId, run } = useSubmit();
  const verify = useSubmit();
  const [resent, setResent] = useState(false);

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void verify.run(async () => {
      const auth = await client();
      const { error } = await auth.verifyOtp({ email, token, type: "signup" });
      if (error) return plain(error);
      onSignedIn();
    });
  }

  return (
    <div className="mt-6 grid gap-4">
      <StatusBox title={t.common.checkYourEmail} focusOnMount>
        <p>{fill(t.confirmation.sent(lifetimeInWords(t.lifetime)), { email: bold(email) })}</p>
        <p className="mt-2">{t.confirmation.existing}</p>
      </StatusBox>
      <form className="grid gap-4" onSubmit={submitCode} aria-busy={verify.pending}>
        <CodeField errorId={verify.describedBy} />
        <FormError id={verify.errorId} message={verify.error} />
        <SubmitButton pending={verify.pending} pendingLabel={t.confirmation.confirming}>
          {t.confirmation.confirmWithCode}
        </SubmitButton>
      </form>
      <p className="text-muted">{t.confirmation.nothingArrived}</p>
      <BusyButton
        variant="secondary"
        className="justify-self-start"
        pending={pending}
        onClick={() =>
          void run(async () => {
            setResent(false);
            const auth = await client();
            const { error } = await auth.resend({
              type: "signup",
              email,
              options: { emailRedirectTo: confirmationRedirectUrl() },
            });
            if (error) return plain(error);
            setResent(true);
          })
        }
      >
        {t.confirmation.resend}
      </BusyButton>
      <FormError id={errorId} message={error} />
      <p role="status" className="empty:hidden">
        {resent ? t.confirmation.resent : ""}
      </p>
      {onSignIn ? <TextButton onClick={onSignIn}>{t.confirmation.haveAccount}</TextButton> : null}
    </div>
  );
}
