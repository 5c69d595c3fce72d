import { Icon } from "../../../ui/icons.tsx";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button } from "../../../ui/button.tsx";
import { useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import {
  BusyButton,
  Field,
  FormError,
  SubmitButton,
  TextButton,
  formValue,
  useSubmit,
} from "../form-parts.tsx";
import { PASSKEY_NAME_MAX_LENGTH, passkeyName } from "../passkey-name.ts";
import { AccountSection } from "./account-section.tsx";

type Passkey = { id: string; friendly_name?: string | undefined; created_at: string };

const renameButtonId = (passkeyId: string) => `passkey-rename-${passkeyId}`;

/** Passkeys (shown only when the server's /settings offers them): Add a passkey, the list, Rename, Remove. */
export function PasskeysSection() {
  const { client } = useAuth();
  const { t, plain, formatDate } = useAccountI18n();
  const nameOf = (passkey: Passkey) => passkey.friendly_name || t.passkeys.unnamed;
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  // After a rename (or Cancel), focus returns to that passkey's Rename button.
  const [focusRename, setFocusRename] = useState<string | null>(null);
  const { pending, error, errorId, run } = useSubmit();

  const refresh = useCallback(async () => {
    const auth = await client();
    const { data, error } = await auth.passkey.list();
    if (error) throw error;
    setPasskeys(data ?? []);
  }, [client]);

  useEffect(() => void run(refresh), [refresh]);

  // Once the list has come back (its buttons are disabled while a request runs, and a disabled
  // button takes no focus), focus goes to the Rename button of the passkey just renamed.
  useEffect(() => {
    if (pending || !focusRename) return;
    document.getElementById(renameButtonId(focusRename))?.focus();
    setFocusRename(null);
  }, [pending, focusRename]);

  function rename(passkey: Passkey, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const friendlyName = formValue(event.currentTarget, "name");
    void run(async () => {
      if (!friendlyName) return t.passkeys.typeName;
      const auth = await client();
      const { error } = await auth.passkey.update({ passkeyId: passkey.id, friendlyName });
      if (error) return plain(error);
      setRenaming(null);
      setFocusRename(passkey.id);
      await refresh();
    });
  }

  return (
    <AccountSection title={t.passkeys.title} description={t.passkeys.description}>
      {passkeys?.length ? (
        <ul className="grid gap-2">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-3"
            >
              {renaming === passkey.id ? (
                <form
                  className="grid w-full gap-3"
                  onSubmit={(event) => rename(passkey, event)}
                  aria-busy={pending}
                >
                  <Field
                    label={t.passkeys.nameLabel}
                    name="name"
                    required
                    maxLength={PASSKEY_NAME_MAX_LENGTH}
                    defaultValue={nameOf(passkey)}
                    hint={t.passkeys.nameHint}
                    autoFocus
                    className="max-w-md"
                  />
                  <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                    <SubmitButton
                      pending={pending}
                      pendingLabel={t.common.saving}
                      variant="secondary"
                    >
                      {t.passkeys.saveName}
                    </SubmitButton>
                    <TextButton
                      onClick={() => {
                        setRenaming(null);
                        setFocusRename(passkey.id);
                      }}
                    >
                      {t.common.cancel}
                    </TextButton>
                  </div>
                </form>
              ) : (
                <>
                  <span className="flex min-w-0 items-center gap-2">
                    <Icon name="key" className="size-5 shrink-0 text-brand-700" />
                    <span className="min-w-0">
                      <span className="block font-semibold break-words">{nameOf(passkey)}</span>
                      <span className="text-muted">
                        {t.passkeys.added(formatDate(passkey.created_at))}
                      </span>
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <Button
                      id={renameButtonId(passkey.id)}
                      variant="ghost"
                      size="sm"
                      disabled={pending}
                      aria-label={t.passkeys.renameLabel(nameOf(passkey))}
                      onClick={() => setRenaming(passkey.id)}
                    >
                      {t.passkeys.rename}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={pending}
                      aria-label={t.passkeys.removeLabel(nameOf(passkey))}
                      onClick={() =>
                        void run(async () => {
                          const auth = await client();
                          const { error } = await auth.passkey.delete({ passkeyId: passkey.id });
                          if (error) return plain(error);
                          await refresh();
                        })
                      }
                    >
                      {t.passkeys.remove}
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : passkeys ? (
        <p className="text-muted">{t.passkeys.none}</p>
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
            if (error) return plain(error);
            // Named after this browser (the server calls every passkey "Passkey"), in the page's
            // language, numbered when the account already has one by that name; if naming fails,
            // the passkey is still added under the server's name, and Rename can name it.
            await auth.passkey.update({
              passkeyId: data.id,
              friendlyName: passkeyName(
                navigator.userAgent,
                t.passkeys,
                (passkeys ?? []).map(nameOf),
              ),
            });
            await refresh();
          })
        }
      >
        {t.passkeys.add}
      </BusyButton>
    </AccountSection>
  );
}
