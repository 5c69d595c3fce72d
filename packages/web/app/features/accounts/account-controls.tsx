import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { localeOfPath } from "../../i18n/locales.ts";
import { cn } from "../../lib/cn.ts";
import { useAuth } from "./auth-provider.tsx";

// The dialog (Radix Dialog, focus trap, scroll lock) loads when first opened, beside its words
// (the account messages of the page's language). Even their loader (i18n/account.ts) stays out
// of content pages' first-load JS: it comes with the first press, alongside the dialog's code.
const AccountDialog = lazy(() =>
  Promise.all([
    import("./account-dialog.tsx"),
    import("../../i18n/account.ts").then(({ loadAccountMessages }) =>
      loadAccountMessages(localeOfPath(window.location.pathname)),
    ),
  ]).then(([dialog]) => dialog),
);
// Signed in: loads with the session, so a signed-out visit never downloads it.
const SignedInControls = lazy(() => import("./signed-in-controls.tsx"));

/**
 * The header's account area (DESIGN.md "Accounts"): a neutral placeholder while
 * auth loads, then "Sign in", or the user's display name (else email) as a link to
 * /account and "Sign out". Inline (desktop header) it keeps one fixed width in every
 * state, so the nav never moves when auth resolves, and long names truncate.
 */
export function AccountControls({
  layout = "inline",
  onNavigate,
}: {
  layout?: "inline" | "stacked";
  onNavigate?: () => void;
}) {
  const { user, loading, client } = useAuth();
  const { m } = useI18n();
  const inline = layout === "inline";
  // One slot for every state: right-aligned, fixed width inline, full width stacked.
  const slot = cn(
    "flex items-center gap-2",
    inline ? "w-40 justify-end xl:w-52" : "flex-col items-stretch",
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const focusSignOutNext = useRef(false);
  const focusSignInNext = useRef(false);
  const signInButton = useRef<HTMLButtonElement>(null);

  // The neutral placeholder while auth loads (and while the signed-in controls arrive).
  const placeholder = (
    <div className={slot}>
      <div
        aria-hidden="true"
        className={cn("h-10 rounded-full bg-sunken", inline ? "w-24" : "w-full")}
      />
    </div>
  );

  if (loading) return placeholder;

  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <SignedInControls
          user={user}
          inline={inline}
          slot={slot}
          onNavigate={onNavigate}
          focusSignOutNext={focusSignOutNext}
          focusSignInNext={focusSignInNext}
        />
      </Suspense>
    );
  }

  return (
    <div className={slot}>
      <Button
        ref={(node) => {
          signInButton.current = node;
          // After "Sign out" here, focus lands on this button, which took its place.
          if (node && focusSignInNext.current) {
            focusSignInNext.current = false;
            node.focus();
          }
        }}
        variant="secondary"
        size="sm"
        className={cn("whitespace-nowrap", !inline && "w-full")}
        onClick={() => {
          void client(); // the auth client downloads while the dialog opens
          setDialogOpen(true);
        }}
      >
        {m.auth.signIn}
      </Button>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <AccountDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            returnFocusTo={signInButton}
            onSignedIn={() => {
              focusSignOutNext.current = true;
              setDialogOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
