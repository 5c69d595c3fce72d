import type { FormEvent } from "react";
import { useState } from "react";
import { useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import { DISPLAY_NAME_KEY, displayNameOf } from "../display-name.ts";
import { Field, FormError, SubmitButton, formValue, useSubmit } from "../form-parts.tsx";
import { AccountSection } from "./account-section.tsx";

export const DISPLAY_NAME_MAX = 80;

/** Profile: the Display name the header greets with (user_metadata.display_name). */
export function ProfileSection() {
  const { user, client } = useAuth();
  const { t, plain } = useAccountI18n();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [saved, setSaved] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = formValue(event.currentTarget, "display_name").replace(/\s+/g, " ");
    void run(async () => {
      setSaved(false);
      const auth = await client();
      // null removes the key: an empty name means "use my email".
      const { error } = await auth.updateUser({ data: { [DISPLAY_NAME_KEY]: name || null } });
      if (error) return plain(error);
      setSaved(true);
    });
  }

  return (
    <AccountSection title={t.profile.title} description={t.profile.description}>
      <form className="grid gap-4" onSubmit={submit} aria-busy={pending}>
        <Field
          label={t.profile.displayName}
          name="display_name"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX}
          defaultValue={displayNameOf(user)}
          onChange={() => setSaved(false)}
          errorId={describedBy}
          className="max-w-md"
        />
        <FormError id={errorId} message={error} />
        <p role="status" className="font-semibold text-brand-700 empty:hidden">
          {saved ? t.profile.saved : ""}
        </p>
        <SubmitButton
          pending={pending}
          pendingLabel={t.common.saving}
          className="justify-self-start"
        >
          {t.profile.save}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
