import { Icon } from "../../components/icons.tsx";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../auth-provider.tsx";
import { BusyButton, FormError, useSubmit } from "../form-parts.tsx";
import { passkeyName } from "../passkey-name.ts";
import { plainMessage } from "../plain-messages.ts";
import { AccountSection } from "./account-section.tsx";

type Passkey = { id: string; friendly_name?: string | undefined; created_at: string };

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

/** Passkeys (shown only when the server's /settings offers them): Add a passkey, the list, Remove. */
export function PasskeysSection() {
  const { client } = useAuth();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const { pending, error, errorId, run } = useSubmit();

  const refresh = useCallback(async () => {
    const auth = await client();
    const { data, error } = await auth.passkey.list();
    if (error) throw error;
    setPasskeys(data ?? []);
  }, [client]);

  useEffect(() => void run(refresh), [refresh]);

  return (
    <AccountSection
      title="Passkeys"
      description="Sign in with your phone's or computer's screen lock (fingerprint, face or PIN) instead of a password."
    >
      {passkeys?.length ? (
        <ul className="grid gap-2">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-3"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Icon name="key" className="size-5 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block font-semibold break-words">
                    {passkey.friendly_name || "Passkey"}
                  </span>
                  <span className="text-muted">
                    Added {dateFormat.format(new Date(passkey.created_at))}
                  </span>
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={pending}
                aria-label={`Remove ${passkey.friendly_name || "passkey"}`}
                onClick={() =>
                  void run(async () => {
                    const auth = await client();
                    const { error } = await auth.passkey.delete({ passkeyId: passkey.id });
                    if (error) return error.message;
                    await refresh();
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : passkeys ? (
        <p className="text-muted">You have no passkeys yet.</p>
      ) : null}
      <FormError id={errorId} message={error} />
      <BusyButton
        variant="secondary"
        className="self-start"
        pending={pending}
        onClick={() =>
          void run(async () => {
            const auth = await client();
            const { data, error } = await auth.registerPasskey();
            if (error) return plainMessage(error);
            // Named after this browser (the server calls every passkey "Passkey"); if naming
            // fails, the passkey is still added under the server's name.
            await auth.passkey.update({
              passkeyId: data.id,
              friendlyName: passkeyName(navigator.userAgent),
            });
            await refresh();
          })
        }
      >
        Add a passkey
      </BusyButton>
    </AccountSection>
  );
}
