/**
 * The sign-in dialog's other ways in (DESIGN.md "Accounts"): Forgot password?,
 * Email me a sign-in link (with the Code from the same mail), the Authentication
 * code after a password when the account has two-factor on, and the "check your
 * email" step of a sign-up that needs confirmation, with Resend. Each is a small
 * form over one or two supabase-js calls; the dialog switches between them.
 */
import { useState, type FormEvent } from "react";
import { needsSecondFactor } from "./assurance.ts";
import { useAuth } from "./auth-provider.tsx";
import { confirmationRedirectUrl, currentPageUrl } from "./auth-redirect.ts";
import { lifetimeInWords } from "./link-lifetime.ts";
import { plainMessage } from "./plain-messages.ts";
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

export const RESET_PASSWORD_PATH = "/account/reset-password";

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
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formValue(event.currentTarget, "email");
    void run(async () => {
      const auth = await client();
      const { error } = await auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
      });
      if (error) return plainMessage(error);
      setSentTo(email);
    });
  }

  if (sentTo) {
    return (
      <div className="mt-6 grid gap-4">
        <StatusBox title="Check your email" focusOnMount>
          If <strong className="break-all">{sentTo}</strong> has a Saathi account, we have sent it a
          link to choose a new password. The link works once, for {lifetimeInWords()}; if nothing
          arrives in a few minutes, check your spam folder.
        </StatusBox>
        {onBack ? <TextButton onClick={onBack}>Back to sign in</TextButton> : null}
      </div>
    );
  }

  return (
    <form className="mt-6 grid gap-4" onSubmit={submit} aria-busy={pending}>
      <p className="text-muted">
        Enter your email address and we'll send you a link to choose a new password.
      </p>
      <Field
        label="Email"
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
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send reset link
      </SubmitButton>
      {onBack ? <TextButton onClick={onBack}>Back to sign in</TextButton> : null}
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
  const send = useSubmit();
  const verify = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function sendLink(email: string) {
    return send.run(async () => {
      const auth = await client();
      const { error } = await auth.signInWithOtp({
        email,
        options: { emailRedirectTo: currentPageUrl() },
      });
      if (error) return plainMessage(error);
      setSentTo(email);
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void verify.run(async () => {
      const auth = await client();
      const { data, error } = await auth.verifyOtp({ email: sentTo ?? "", token, type: "email" });
      if (error) return plainMessage(error);
      if (onSecondFactor && needsSecondFactor(data.session)) return onSecondFactor();
      onSignedIn();
    });
  }

  if (sentTo) {
    return (
      <div className="mt-6 grid gap-4">
        <StatusBox title="Check your email" focusOnMount>
          We sent a sign-in link to <strong className="break-all">{sentTo}</strong>. Open it on this
          device, or type the 6-digit code from the same email here. The link and the code work
          once, for {lifetimeInWords()}.
        </StatusBox>
        <form className="grid gap-4" onSubmit={submitCode} aria-busy={verify.pending}>
          <CodeField errorId={verify.describedBy} />
          <FormError id={verify.errorId} message={verify.error} />
          <SubmitButton pending={verify.pending} pendingLabel="Signing in...">
            Sign in with code
          </SubmitButton>
        </form>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <TextButton disabled={send.pending} onClick={() => void sendLink(sentTo)}>
            Send a new link
          </TextButton>
          <TextButton onClick={onBack}>Back to sign in</TextButton>
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
      <p className="text-muted">
        No password needed: we'll email you a link that signs you in, and a code you can type
        instead.
      </p>
      <Field
        label="Email"
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
      <SubmitButton pending={send.pending} pendingLabel="Sending...">
        Send sign-in link
      </SubmitButton>
      <TextButton onClick={onBack}>Back to sign in</TextButton>
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
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [recovery, setRecovery] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void run(async () => {
      const auth = await client();
      const { data: factors, error: listError } = await auth.mfa.listFactors();
      if (listError) return plainMessage(listError);
      const factor = factors.totp.find((f) => f.status === "verified");
      if (!factor) return "This account has no authenticator app set up.";
      const { error } = await auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (error) return plainMessage(error);
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
      <p className="text-muted">
        Your account has two-factor authentication on. Open your authenticator app and type the
        6-digit code it shows for Saathi.
      </p>
      {/* It replaced the password form (or the passkey button) that had focus: the code is next. */}
      <CodeField label="Authentication code" errorId={describedBy} autoFocus />
      <FormError id={errorId} message={error} />
      <SubmitButton pending={pending} pendingLabel="Checking...">
        Verify
      </SubmitButton>
      <p className="text-muted">
        Lost your phone? Use one of the recovery codes you saved instead.
      </p>
      <TextButton onClick={() => setRecovery(true)}>Use a recovery code</TextButton>
      <TextButton onClick={onCancel}>Cancel and sign out</TextButton>
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
  const { pending, error, errorId, run } = useSubmit();
  const verify = useSubmit();
  const [resent, setResent] = useState(false);

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void verify.run(async () => {
      const auth = await client();
      const { error } = await auth.verifyOtp({ email, token, type: "signup" });
      if (error) return plainMessage(error);
      onSignedIn();
    });
  }

  return (
    <div className="mt-6 grid gap-4">
      <StatusBox title="Check your email" focusOnMount>
        <p>
          If <strong className="break-all">{email}</strong> is new to Saathi, we have sent it a link
          to finish creating your account (it signs you in), and a 6-digit code you can type here
          instead. They work once, for {lifetimeInWords()}.
        </p>
        <p className="mt-2">
          If you already have an account with this address, you don't need a new one: sign in, or
          choose Forgot password? to set a new password.
        </p>
      </StatusBox>
      <form className="grid gap-4" onSubmit={submitCode} aria-busy={verify.pending}>
        <CodeField errorId={verify.describedBy} />
        <FormError id={verify.errorId} message={verify.error} />
        <SubmitButton pending={verify.pending} pendingLabel="Confirming...">
          Confirm with code
        </SubmitButton>
      </form>
      <p className="text-muted">
        Nothing arrived after a few minutes? Check your spam folder, or ask for another email.
      </p>
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
            if (error) return plainMessage(error);
            setResent(true);
          })
        }
      >
        Resend
      </BusyButton>
      <FormError id={errorId} message={error} />
      <p role="status" className="empty:hidden">
        {resent ? "Sent again. Use the newest email." : ""}
      </p>
      {onSignIn ? (
        <TextButton onClick={onSignIn}>I already have an account: sign in</TextButton>
      ) : null}
    </div>
  );
}
