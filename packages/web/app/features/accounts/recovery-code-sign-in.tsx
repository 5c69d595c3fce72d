/**
 * The sign-in step's other way past two-factor (supabase-js `mfa.recoveryCodes.verify`): one of the
 * recovery codes saved on /account, in place of the Authentication code. Case, spaces and dashes
 * do not matter; each code works once.
 */
import { type FormEvent } from "react";
import type { AccountMessages } from "../../i18n/account.ts";
import { useAccountI18n } from "./account-i18n.tsx";
import { useAuth } from "./auth-provider.tsx";
import { Field, FormError, SubmitButton, TextButton, formValue, useSubmit } from "./form-parts.tsx";
import { plainMessage } from "./plain-messages.ts";

/** The server's answers, said plainly for this step. */
function recoveryMessage(
  error: { message: string; code?: string | undefined },
  t: AccountMessages,
): string {
  if (error.code === "mfa_verification_failed") return t.secondFactor.recoveryWrong;
  if (error.code === "mfa_recovery_codes_locked")
    return `${plainMessage(error, t)} ${t.secondFactor.orUseApp}`;
  return plainMessage(error, t);
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
  const { t } = useAccountI18n();
  const { pending, error, errorId, run, describedBy } = useSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = formValue(event.currentTarget, "code");
    void run(async () => {
      const auth = await client();
      const { error } = await auth.mfa.recoveryCodes.verify({ code });
      if (error) return recoveryMessage(error, t);
      onSignedIn();
    });
  }

  return (
    <form className="mt-6 grid gap-4" onSubmit={submit} aria-busy={pending}>
      <p className="text-muted">{t.secondFactor.recoveryIntro}</p>
      {/* It replaced the Authentication code form, whose field had focus. */}
      <Field
        label={t.secondFactor.recoveryCode}
        name="code"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        hint={t.secondFactor.recoveryHint}
        errorId={describedBy}
        autoFocus
        className="max-w-sm"
      />
      <FormError id={errorId} message={error} />
      <SubmitButton pending={pending} pendingLabel={t.common.checking}>
        {t.common.verify}
      </SubmitButton>
      <TextButton onClick={onUseApp}>{t.secondFactor.useApp}</TextButton>
      <TextButton onClick={onCancel}>{t.common.cancelAndSignOut}</TextButton>
    </form>
  );
}
