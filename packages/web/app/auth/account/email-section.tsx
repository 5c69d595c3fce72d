import { useState, type FormEvent } from "react";
import { useAuth } from "../auth-provider.tsx";
import { plainMessage } from "../plain-messages.ts";
import { Field, FormError, StatusBox, SubmitButton, formValue, useSubmit } from "../form-parts.tsx";
import { AccountSection } from "./account-section.tsx";

/** Email: change the address; both the current and the new address confirm (GoTrue's secure email change). */
export function EmailSection() {
  const { user, client } = useAuth();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [requested, setRequested] = useState<string | null>(null);
  const pendingChange = user?.new_email;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formValue(event.currentTarget, "email");
    void run(async () => {
      if (email.toLowerCase() === user?.email?.toLowerCase())
        return "That is already your email address.";
      const auth = await client();
      const { error } = await auth.updateUser(
        { email },
        { emailRedirectTo: `${window.location.origin}/account` },
      );
      if (error) return plainMessage(error);
      setRequested(email);
    });
  }

  return (
    <AccountSection
      title="Email"
      description={
        <>
          You sign in with <strong className="break-all text-ink">{user?.email}</strong>.
        </>
      }
    >
      {requested || pendingChange ? (
        <StatusBox title="Confirm the change from both addresses" focusOnMount={Boolean(requested)}>
          We sent a link to <strong className="break-all">{user?.email}</strong> and one to{" "}
          <strong className="break-all">{requested ?? pendingChange}</strong>. Your address changes
          once you have opened both.
        </StatusBox>
      ) : null}
      <form className="grid gap-4" onSubmit={submit} aria-busy={pending}>
        <Field
          label="New email address"
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
          pendingLabel="Sending..."
          className="justify-self-start"
          variant="secondary"
        >
          Change email
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
