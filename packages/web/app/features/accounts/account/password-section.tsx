import { useState, type FormEvent } from "react";
import { fill, useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import {
  CodeField,
  FormError,
  PasswordField,
  StatusBox,
  SubmitButton,
  TextButton,
  formValue,
  useSubmit,
} from "../form-parts.tsx";
import { AccountSection } from "./account-section.tsx";

/**
 * Password: New password and Update password. When the server wants proof that it
 * is really you (GoTrue's secure password change: `reauthentication_needed`), it
 * emails a code, and the change goes through with that code as the nonce.
 */
export function PasswordSection() {
  const { user, client } = useAuth();
  const { t, plain } = useAccountI18n();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  // The new password waits here (in memory only) while the person fetches the code.
  const [awaitingCode, setAwaitingCode] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = formValue(event.currentTarget, "password");
    const form = event.currentTarget;
    void run(async () => {
      setUpdated(false);
      const auth = await client();
      const { error } = await auth.updateUser({ password });
      if (error?.code === "reauthentication_needed") {
        const { error: sendError } = await auth.reauthenticate();
        if (sendError) return plain(sendError);
        setAwaitingCode(password);
        return;
      }
      if (error) return plain(error);
      form.reset();
      setUpdated(true);
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nonce = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void run(async () => {
      const auth = await client();
      const { error } = await auth.updateUser({ password: awaitingCode ?? "", nonce });
      if (error) return plain(error);
      setAwaitingCode(null);
      setUpdated(true);
    });
  }

  return (
    <AccountSection title={t.password.title} description={t.password.description}>
      {updated ? (
        <StatusBox title={t.common.passwordUpdated}>{t.password.useNext}</StatusBox>
      ) : null}
      {awaitingCode ? (
        <form className="grid gap-4" onSubmit={submitCode} aria-busy={pending}>
          <StatusBox title={t.common.checkYourEmail} focusOnMount>
            {fill(t.password.codeSent, {
              email: <strong className="break-all">{user?.email}</strong>,
            })}
          </StatusBox>
          <CodeField errorId={describedBy} />
          <FormError id={errorId} message={error} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={pending} pendingLabel={t.common.updating}>
              {t.common.updatePassword}
            </SubmitButton>
            <TextButton onClick={() => setAwaitingCode(null)}>{t.common.cancel}</TextButton>
          </div>
        </form>
      ) : (
        <form className="grid max-w-md gap-4" onSubmit={submitPassword} aria-busy={pending}>
          <PasswordField
            label={t.common.newPassword}
            autoComplete="new-password"
            hint={t.common.passwordHint}
            errorId={describedBy}
          />
          <FormError id={errorId} message={error} />
          <SubmitButton
            pending={pending}
            pendingLabel={t.common.updating}
            className="justify-self-start"
            variant="secondary"
          >
            {t.common.updatePassword}
          </SubmitButton>
        </form>
      )}
    </AccountSection>
  );
}
