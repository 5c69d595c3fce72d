import { useState, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { authNotices } from "../../content/account-notices.ts";
import { toast } from "../../lib/toast-store.ts";
import { ACCOUNT_API_PATH } from "../account-api.ts";
import { useAuth } from "../auth-provider.tsx";
import { Field, FormError, SubmitButton, formValue, useSubmit } from "../form-parts.tsx";

/** Asks the site's server to delete the account (it checks the token, two-factor and a recent sign-in). */
export async function requestAccountDeletion(accessToken: string): Promise<string | null> {
  const response = await fetch(ACCOUNT_API_PATH, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message || "Something went wrong";
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
  const navigate = useNavigate();
  const { pending, error, errorId, run, describedBy } = useSubmit();
  const [deleted, setDeleted] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValue(event.currentTarget, "confirm_email");
    void run(async () => {
      if (typed.toLowerCase() !== email.toLowerCase())
        return "Type your email address exactly as shown above.";
      const auth = await client();
      const { data } = await auth.getSession();
      if (!data.session) return "You are signed out. Sign in again, then delete your account.";
      const failure = await requestAccountDeletion(data.session.access_token);
      if (failure) return failure;
      setDeleted(true);
      // The server has ended every session; this clears the one stored here.
      await auth.signOut({ scope: "local" });
      toast(authNotices.accountDeleted);
      onOpenChange(false);
      void navigate("/");
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
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your Saathi account and everything it holds, at once and for good: it cannot
          be undone. You can download your data first.
        </DialogDescription>
        <p className="mt-4">
          To confirm, type <strong className="break-all">{email}</strong> below.
        </p>
        <form className="mt-4 grid gap-4" onSubmit={submit} aria-busy={pending}>
          <Field
            label="Your email address"
            name="confirm_email"
            type="email"
            required
            autoComplete="off"
            spellCheck={false}
            errorId={describedBy}
          />
          <FormError id={errorId} message={error} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={pending} pendingLabel="Deleting..." variant="urgent">
              Delete my account
            </SubmitButton>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
