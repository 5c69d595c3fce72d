/**
 * The body of /account/reset-password, where the recovery mail's link lands: the
 * client exchanges the link's code for a session, then New password and Update
 * password; after that the person is signed in, sees "Password updated", and every
 * other session is signed out. A link that expired or was used explains itself and
 * offers a new one.
 */
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../../ui/button.tsx";
import { fill, useAccountI18n } from "./account-i18n.tsx";
import { explainFailedLink, type AuthRedirect } from "./auth-redirect.ts";
import { useAuth } from "./auth-provider.tsx";
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
  const { t, href, plain } = useAccountI18n();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [updated, setUpdated] = useState(false);
  const [askAgain, setAskAgain] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = formValue(event.currentTarget, "password");
    void run(async () => {
      const auth = await client();
      const { error } = await auth.updateUser({ password });
      if (error) return plain(error);
      // Whoever else held a session (perhaps the reason for the reset) is signed out.
      await auth.signOut({ scope: "others" });
      setUpdated(true);
    });
  }

  if (updated) {
    return (
      <div className="mt-8 grid max-w-xl gap-4">
        <StatusBox title={t.common.passwordUpdated} focusOnMount>
          {t.reset.updated}
        </StatusBox>
        <Link to={href("/account")} className={buttonVariants({ className: "justify-self-start" })}>
          {t.reset.goToAccount}
        </Link>
      </div>
    );
  }

  if (redirect?.kind === "failed" || askAgain || (!loading && !user && !pendingSecondFactor)) {
    const explanation =
      redirect?.kind === "failed"
        ? explainFailedLink(redirect.code, redirect.description, t)
        : t.reset.openTheLink;
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
        {t.shell.checkingLink}
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
        {fill(t.reset.chooseFor, { email: <strong className="break-all">{user?.email}</strong> })}
      </p>
      <PasswordField
        label={t.common.newPassword}
        autoComplete="new-password"
        hint={t.common.passwordHint}
        errorId={describedBy}
        autoFocus
      />
      <FormError id={errorId} message={error} />
      <SubmitButton
        pending={pending}
        pendingLabel={t.common.updating}
        className="justify-self-start"
      >
        {t.common.updatePassword}
      </SubmitButton>
    </form>
  );
}
