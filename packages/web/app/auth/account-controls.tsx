import { LogOut, UserRound } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "../components/ui/button.tsx";
import { authFailure } from "../content/notices.ts";
import { cn } from "../lib/cn.ts";
import { toast } from "../lib/toast-store.ts";
import { useAuth } from "./auth-provider.tsx";

// The dialog (Radix Dialog, focus trap, scroll lock) loads when first opened.
const AccountDialog = lazy(() => import("./account-dialog.tsx"));

/**
 * The header's account area (DESIGN.md "Accounts"): a neutral placeholder of the
 * same size while auth loads, then "Sign in", or the user's email and "Sign out".
 */
export function AccountControls({ layout = "inline" }: { layout?: "inline" | "stacked" }) {
  const { user, loading, signOut, prepare } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const focusSignOutNext = useRef(false);
  const signInButton = useRef<HTMLButtonElement>(null);

  if (loading) {
    return <div aria-hidden="true" className={cn("h-10 rounded-full bg-sunken", layout === "inline" ? "w-24" : "w-full")} />;
  }

  if (user) {
    const handleSignOut = async () => {
      setSigningOut(true);
      const { error } = await signOut();
      setSigningOut(false);
      if (error) toast(authFailure("Sign out Failed", error.message));
    };
    return (
      <div className={cn("flex items-center gap-2", layout === "stacked" && "flex-col items-stretch")}>
        <span className="inline-flex min-w-0 items-center gap-1.5 font-semibold" title={user.email ?? ""}>
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span className={cn("truncate", layout === "inline" && "max-w-[14rem]")}>{user.email || "Signed in"}</span>
        </span>
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
          disabled={signingOut}
          aria-busy={signingOut}
          onClick={() => void handleSignOut()}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </div>
    );
  }

  return (
    <>
      <Button
        ref={signInButton}
        variant="secondary"
        size="sm"
        className={cn(layout === "stacked" && "w-full")}
        onClick={() => {
          prepare(); // the auth client downloads while the dialog opens
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
    </>
  );
}
