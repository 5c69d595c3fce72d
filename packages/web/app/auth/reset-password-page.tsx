/**
 * The body of /account/reset-password, where the recovery mail's link lands: the
 * client exchanges the link's code for a session, then New password and Update
 * password; after that the person is signed in, sees "Password updated", and every
 * other session is signed out. A link that expired or was used explains itself and
 * offers a new one.
 */
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../components/ui/button.tsx";
import { PASSWORD_HINT } from "./account/password-section.tsx";
import { explainFailedLink, type AuthRedirect } from "./auth-redirect.ts";
import { useAuth } from "./auth-provider.tsx";
import { plainMessage } from "./plain-messages.ts";
import { ForgotPasswordForm, SecondFactorForm } from "./dialog-forms.tsx";
import {
  FormError,
  PasswordField,
  StatusBox,
  SubmitButton,
  formValue,
  useSubmit,
} from "./form-parts.tsx";

export default function ResetPasswordPage({ redirect }: { redirect: AuthRedirect }) {
  const { user, loading, pendingSecondFactor, client } = useAuth();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [updated, setUpdated] = useState(false);
  const [askAgain, setAskAgain] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = formValue(event.currentTarget, "password");
    void run(async () => {
      const auth = await client();
      const { error } = await auth.updateUser({ password });
      if (error) return plainMessage(error);
      // Whoever else held a session (perhaps the reason for the reset) is signed out.
      await auth.signOut({ scope: "others" });
      setUpdated(true);
    });
  }

  if (updated) {
    return (
      <div className="mt-8 grid max-w-xl gap-4">
        <StatusBox title="Password updated" focusOnMount>
          You're signed in with your new password, and every other device has been signed out.
        </StatusBox>
        <Link to="/account" className={buttonVariants({ className: "justify-self-start" })}>
          Go to your account
        </Link>
      </div>
    );
  }

  if (redirect?.kind === "failed" || askAgain || (!loading && !user && !pendingSecondFactor)) {
    const explanation =
      redirect?.kind === "failed"
        ? explainFailedLink(redirect.code, redirect.description)
        : "To choose a new password, open the link in the email we sent you. No email? Ask for a new link below.";
    return (
      <div className="mt-8 grid max-w-xl gap-2">
        <p role={redirect?.kind === "failed" ? "alert" : undefined} className="text-lg">
          {explanation}
        </p>
        <ForgotPasswordForm />
      </div>
    );
  }

  if (loading) {
    return (
      <p role="status" className="mt-8 text-lg text-muted">
        Checking your link...
      </p>
    );
  }

  if (pendingSecondFactor) {
    return (
      <div className="mt-8 max-w-xl">
        <SecondFactorForm onSignedIn={() => undefined} onCancel={() => setAskAgain(true)} />
      </div>
    );
  }

  return (
    <form className="mt-8 grid max-w-md gap-4" onSubmit={submit} aria-busy={pending}>
      <p>
        Choose a new password for <strong className="break-all">{user?.email}</strong>.
      </p>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        errorId={describedBy}
        autoFocus
      />
      <FormError id={errorId} message={error} />
      <SubmitButton pending={pending} pendingLabel="Updating..." className="justify-self-start">
        Update password
      </SubmitButton>
    </form>
  );
}
