/**
 * The sign-in step's other way past two-factor (supabase-js `mfa.recoveryCodes.verify`): one of the
 * recovery codes saved on /account, in place of the Authentication code. Case, spaces and dashes
 * do not matter; each code works once.
 */
import { type FormEvent } from "react";
import { useAuth } from "./auth-provider.tsx";
import { Field, FormError, SubmitButton, TextButton, formValue, useSubmit } from "./form-parts.tsx";

/** The server's answers, said plainly for this step. */
function recoveryMessage(error: { message: string; code?: string | undefined }): string {
  if (error.code === "mfa_verification_failed")
    return "That recovery code is not right, or it was used before. Each code works once.";
  if (error.code === "mfa_recovery_codes_locked")
    return `${error.message} Or use the code from your authenticator app.`;
  return error.message;
}

export function RecoveryCodeForm({
  onSignedIn,
  onUseApp,
  onCancel,
}: {
  onSignedIn: () => void;
  onUseApp: () => void;
  onCancel: () => void;
}) {
  const { client } = useAuth();
  const { pending, error, errorId, run, describedBy } = useSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = formValue(event.currentTarget, "code");
    void run(async () => {
      const auth = await client();
      const { error } = await auth.mfa.recoveryCodes.verify({ code });
      if (error) return recoveryMessage(error);
      onSignedIn();
    });
  }

  return (
    <form className="mt-6 grid gap-4" onSubmit={submit} aria-busy={pending}>
      <p className="text-muted">
        Type one of the recovery codes you saved when you set up two-factor authentication. Each
        code works once. Once you are in, you can remove two-factor authentication on your account
        page and set it up again on a new phone.
      </p>
      {/* It replaced the Authentication code form, whose field had focus. */}
      <Field
        label="Recovery code"
        name="code"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        hint="For example k4m9-x7qp-2ab8-ht3z. Capitals, spaces and dashes do not matter."
        errorId={describedBy}
        autoFocus
        className="max-w-sm"
      />
      <FormError id={errorId} message={error} />
      <SubmitButton pending={pending} pendingLabel="Checking...">
        Verify
      </SubmitButton>
      <TextButton onClick={onUseApp}>Use the authentication code instead</TextButton>
      <TextButton onClick={onCancel}>Cancel and sign out</TextButton>
    </form>
  );
}
