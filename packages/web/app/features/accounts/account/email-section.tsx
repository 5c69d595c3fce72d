import { useState, type FormEvent } from "react";
import { fill, useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import { Field, FormError, StatusBox, SubmitButton, formValue, useSubmit } from "../form-parts.tsx";
import { AccountSection } from "./account-section.tsx";

/**
 * Email: change the address; both the current and the new address confirm (GoTrue's secure email
 * change). The links in those mails lead back to /account in the page's language.
 */
export function EmailSection() {
  const { user, client } = useAuth();
  const { t, href, plain } = useAccountI18n();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [requested, setRequested] = useState<string | null>(null);
  const pendingChange = user?.new_email;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formValue(event.currentTarget, "email");
    void run(async () => {
      if (email.toLowerCase() === user?.email?.toLowerCase()) return t.email.alreadyYours;
      const auth = await client();
      const { error } = await auth.updateUser(
        { email },
        { emailRedirectTo: `${window.location.origin}${href("/account")}` },
      );
      if (error) return plain(error);
      setRequested(email);
    });
  }

  return (
    <AccountSection
      title={t.email.title}
      description={fill(t.email.description, {
        email: <strong className="break-all text-ink">{user?.email}</strong>,
      })}
    >
      {requested || pendingChange ? (
        <StatusBox title={t.email.confirmBoth} focusOnMount={Boolean(requested)}>
          {fill(t.email.sentBoth, {
            current: <strong className="break-all">{user?.email}</strong>,
            next: <strong className="break-all">{requested ?? pendingChange}</strong>,
          })}
        </StatusBox>
      ) : null}
      <form className="grid gap-4" onSubmit={submit} aria-busy={pending}>
        <Field
          label={t.email.newEmail}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          errorId={describedBy}
          className="max-w-md"
        />
        <FormError id={errorId} message={error} />
        <SubmitButton
          pending={pending}
          pendingLabel={t.common.sending}
          className="justify-self-start"
          variant="secondary"
        >
          {t.email.change}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
