import { authNotices } from "../../content/account-notices.ts";
import { toast } from "../../lib/toast-store.ts";
import { useAuth } from "../auth-provider.tsx";
import { BusyButton, FormError, useSubmit } from "../form-parts.tsx";
import { plainMessage } from "../plain-messages.ts";
import { AccountSection } from "./account-section.tsx";

/** Sessions: Sign out everywhere ends every session of the account, this one included. */
export function SessionsSection() {
  const { signOut } = useAuth();
  const { pending, error, errorId, run } = useSubmit();
  return (
    <AccountSection
      title="Sessions"
      description="Signed in on a shared or lost phone or computer? Sign out everywhere ends every session of your account, on every device, including this one."
    >
      {/* SPEC.md section 8's "Sign out Failed", shown once, here by its button. */}
      <FormError id={errorId} message={error} title="Sign out Failed" />
      <BusyButton
        variant="secondary"
        className="self-start"
        pending={pending}
        onClick={() =>
          void run(async () => {
            const { error } = await signOut();
            if (error) return plainMessage(error);
            toast(authNotices.signedOutEverywhere);
          })
        }
      >
        Sign out everywhere
      </BusyButton>
    </AccountSection>
  );
}
