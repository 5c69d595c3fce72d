import { authNotices } from "../account-notices.ts";
import { toast } from "../../../lib/toast-store.ts";
import { useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import { BusyButton, FormError, useSubmit } from "../form-parts.tsx";
import { AccountSection } from "./account-section.tsx";

/** Sessions: Sign out everywhere ends every session of the account, this one included. */
export function SessionsSection() {
  const { signOut } = useAuth();
  const { t, plain } = useAccountI18n();
  const { pending, error, errorId, run } = useSubmit();
  return (
    <AccountSection title={t.sessions.title} description={t.sessions.description}>
      {/* SPEC.md section 8's "Sign out Failed", shown once, here by its button. */}
      <FormError id={errorId} message={error} title={t.failures.signOut} />
      <BusyButton
        variant="secondary"
        className="self-start"
        pending={pending}
        onClick={() =>
          void run(async () => {
            const { error } = await signOut();
            if (error) return plain(error);
            toast(authNotices(t).signedOutEverywhere);
          })
        }
      >
        {t.sessions.signOutEverywhere}
      </BusyButton>
    </AccountSection>
  );
}
