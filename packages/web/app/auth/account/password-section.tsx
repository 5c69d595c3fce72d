import { useState, type FormEvent } from "react";
import { useAuth } from "../auth-provider.tsx";
import { plainMessage } from "../plain-messages.ts";
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

export const PASSWORD_HINT =
  "At least 8 characters. A short sentence is easy to remember and hard to guess.";

/**
 * Password: New password and Update password. When the server wants proof that it
 * is really you (GoTrue's secure password change: `reauthentication_needed`), it
 * emails a code, and the change goes through with that code as the nonce.
 */
export function PasswordSection() {
  const { user, client } = useAuth();
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
        if (sendError) return plainMessage(sendError);
        setAwaitingCode(password);
        return;
      }
      if (error) return plainMessage(error);
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
      if (error) return plainMessage(error);
      setAwaitingCode(null);
      setUpdated(true);
    });
  }

  return (
    <AccountSection
      title="Password"
      description="Choose a new password for signing in with your email address."
    >
      {updated ? (
        <StatusBox title="Password updated">Use your new password next time you sign in.</StatusBox>
      ) : null}
      {awaitingCode ? (
        <form className="grid gap-4" onSubmit={submitCode} aria-busy={pending}>
          <StatusBox title="Check your email" focusOnMount>
            To keep your account safe, we sent a code to{" "}
            <strong className="break-all">{user?.email}</strong>. Type it here to finish changing
            your password.
          </StatusBox>
          <CodeField errorId={describedBy} />
          <FormError id={errorId} message={error} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={pending} pendingLabel="Updating...">
              Update password
            </SubmitButton>
            <TextButton onClick={() => setAwaitingCode(null)}>Cancel</TextButton>
          </div>
        </form>
      ) : (
        <form className="grid max-w-md gap-4" onSubmit={submitPassword} aria-busy={pending}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            errorId={describedBy}
          />
          <FormError id={errorId} message={error} />
          <SubmitButton
            pending={pending}
            pendingLabel="Updating..."
            className="justify-self-start"
            variant="secondary"
          >
            Update password
          </SubmitButton>
        </form>
      )}
    </AccountSection>
  );
}
