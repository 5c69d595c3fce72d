/**
 * A page's own Sign in button (/account, /staff), opening the site's account dialog, whose code
 * and words load on first use. Focus comes back to the button when the dialog closes; after a
 * sign-in the button is gone, so it goes to the page's heading instead. That target is set
 * before the dialog closes, as the dialog's focus trap holds focus until then.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { withAccountMessages } from "../../i18n/account.ts";

const AccountDialog = lazy(() => withAccountMessages(import("./account-dialog.tsx")));

export function SignInButton({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        ref={button}
        className="justify-self-start"
        onClick={() => {
          returnTo.current = button.current;
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AccountDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={returnTo}
            onSignedIn={() => {
              returnTo.current = document.querySelector<HTMLElement>("h1");
              setOpen(false);
              returnTo.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
