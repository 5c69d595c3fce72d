import { Icon } from "../components/icons.tsx";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { cn } from "../lib/cn.ts";
import { notify } from "../lib/toast-store.ts";
import { useAuth } from "./auth-provider.tsx";
import { accountLabel } from "./display-name.ts";

// The dialog (Radix Dialog, focus trap, scroll lock) loads when first opened.
const AccountDialog = lazy(() => import("./account-dialog.tsx"));

/**
 * The header's account area (DESIGN.md "Accounts"): a neutral placeholder while
 * auth loads, then "Sign in", or the user's display name (else email) as a link to
 * /account and "Sign out". Inline (desktop header) it keeps one fixed width in every
 * state, so the nav never moves when auth resolves, and long names truncate.
 */
export function AccountControls({ layout = "inline", onNavigate }: { layout?: "inline" | "stacked"; onNavigate?: () => void }) {
  const { user, loading, signOut, client } = useAuth();
  const inline = layout === "inline";
  // One slot for every state: right-aligned, fixed width inline, full width stacked.
  const slot = cn("flex items-center gap-2", inline ? "w-40 justify-end xl:w-72" : "flex-col items-stretch");
  const [dialogOpen, setDialogOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const focusSignOutNext = useRef(false);
  const signInButton = useRef<HTMLButtonElement>(null);

  if (loading) {
    return (
      <div className={slot}>
        <div aria-hidden="true" className={cn("h-10 rounded-full bg-sunken", inline ? "w-24" : "w-full")} />
      </div>
    );
  }

  if (user) {
    const label = accountLabel(user);
    const handleSignOut = async () => {
      setSigningOut(true);
      const { error } = await signOut();
      setSigningOut(false);
      if (error) notify((texts) => texts.authFailure("Sign out Failed", error.message));
    };
    return (
      <div className={slot}>
        <Link
          to="/account"
          onClick={onNavigate}
          title={`Your account: ${label}`}
          className="inline-flex min-h-11 min-w-0 items-center gap-1.5 rounded-full px-2 font-semibold text-ink underline-offset-4 hover:underline"
        >
          <Icon name="user-round" className="size-5 shrink-0 text-brand-700" />
          <span className="truncate">{label}</span>
        </Link>
        <Button
          ref={(node) => {
            // After signing in, focus lands here instead of on the vanished "Sign in" button.
            if (node && focusSignOutNext.current) {
              focusSignOutNext.current = false;
              node.focus();
            }
          }}
          variant="secondary"
          size="sm"
          className={cn("shrink-0 whitespace-nowrap", inline && "max-xl:px-2.5")}
          title={inline ? "Sign out" : undefined}
          disabled={signingOut}
          aria-busy={signingOut}
          onClick={() => void handleSignOut()}
        >
          <Icon name="log-out" />
          {/* In the tight 1024-1279 px header the icon alone shows; the name stays "Sign out". */}
          <span className={cn(inline && "max-xl:sr-only")}>Sign out</span>
        </Button>
      </div>
    );
  }

  return (
    <div className={slot}>
      <Button
        ref={signInButton}
        variant="secondary"
        size="sm"
        className={cn("whitespace-nowrap", !inline && "w-full")}
        onClick={() => {
          void client(); // the auth client downloads while the dialog opens
          setDialogOpen(true);
        }}
      >
        Sign in
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
