import { useState, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/dialog.tsx";
import { authNotices } from "../account-notices.ts";
import type { AccountMessages } from "../../../i18n/account.ts";
import { toast } from "../../../lib/toast-store.ts";
import { ACCOUNT_API_PATH, RECENT_SIGN_IN_SECONDS } from "../account-api.ts";
import { fill, useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import { Field, FormError, SubmitButton, formValue, useSubmit } from "../form-parts.tsx";
import { plainMessage } from "../plain-messages.ts";

/**
 * Asks the site's server to delete the account (it checks the token, two-factor and a recent
 * sign-in). A refusal comes back as a plain sentence in `t`'s language, from the answer's code
 * (server/account-routes.ts): never the server's own English.
 */
export async function requestAccountDeletion(
  accessToken: string,
  t: AccountMessages,
): Promise<string | null> {
  const response = await fetch(ACCOUNT_API_PATH, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  // Two refusals are about deleting: say what to do for that, not the general sentence.
  if (body?.code === "reauthentication_needed")
    return t.deleteAccount.signInAgain(RECENT_SIGN_IN_SECONDS / 60);
  if (body?.code === "insufficient_aal") return t.deleteAccount.codeFirst;
  return plainMessage({ code: body?.code, status: response.status }, t);
}

/** The confirmation: the person types their email address, then the account is deleted for good. */
export default function DeleteAccountDialog({
  email,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { client } = useAuth();
  const { t, href } = useAccountI18n();
  const navigate = useNavigate();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [deleted, setDeleted] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValue(event.currentTarget, "confirm_email");
    void run(async () => {
      if (typed.toLowerCase() !== email.toLowerCase()) return t.deleteAccount.typeExactly;
      const auth = await client();
      const { data } = await auth.getSession();
      if (!data.session) return t.deleteAccount.signedOut;
      const failure = await requestAccountDeletion(data.session.access_token, t);
      if (failure) return failure;
      setDeleted(true);
      // The server has ended every session; this clears the one stored here.
      await auth.signOut({ scope: "local" });
      toast(authNotices(t).accountDeleted);
      onOpenChange(false);
      void navigate(href("/"));
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!deleted) returnFocusTo.current?.focus();
          else document.getElementById("main")?.focus();
        }}
      >
        <DialogTitle>{t.deleteAccount.title}</DialogTitle>
        <DialogDescription>{t.deleteAccount.description}</DialogDescription>
        <p className="mt-4">
          {fill(t.deleteAccount.toConfirm, {
            email: <strong className="break-all">{email}</strong>,
          })}
        </p>
        <form className="mt-4 grid gap-4" onSubmit={submit} aria-busy={pending}>
          <Field
            label={t.deleteAccount.yourEmail}
            name="confirm_email"
            type="email"
            required
            autoComplete="off"
            spellCheck={false}
            errorId={describedBy}
          />
          <FormError id={errorId} message={error} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              pending={pending}
              pendingLabel={t.deleteAccount.deleting}
              variant="urgent"
            >
              {t.deleteAccount.confirm}
            </SubmitButton>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t.common.cancel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
