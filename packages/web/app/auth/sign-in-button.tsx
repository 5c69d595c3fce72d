/**
 * A Sign in button of a page or dialog's own (/account, /staff, the exam reminder dialog),
 * opening the site's account dialog, whose code and words load on first use. Focus comes back to
 * the button when the dialog closes; after a sign-in the button is gone, so it goes to the
 * heading that `focusAfterSignIn` selects instead (the page's h1 by default). That target is set
 * before the dialog closes, as the dialog's focus trap holds focus until then.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Button } from "../components/ui/button.tsx";
import { withAccountMessages } from "../i18n/account.ts";

const AccountDialog = lazy(() => withAccountMessages(import("./account-dialog.tsx")));

export function SignInButton({
  children,
  focusAfterSignIn = "h1",
}: {
  children: ReactNode;
  focusAfterSignIn?: string;
}) {
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
              returnTo.current = document.querySelector<HTMLElement>(focusAfterSignIn);
              setOpen(false);
              returnTo.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
