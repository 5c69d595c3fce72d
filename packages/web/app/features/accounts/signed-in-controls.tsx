/**
 * The header's account area once signed in (account-controls.tsx): the user's display
 * name (else email) as a link to /account, and "Sign out". Loaded with the session,
 * so a signed-out visit never downloads it. Its few words are in every page's catalogue
 * (`m.auth`); it also keeps the account's language the page's (remember-locale.ts).
 */
import type { User } from "@supabase/supabase-js";
import { useState, type RefObject } from "react";
import { Link } from "react-router";
import { Icon } from "../../ui/icons.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast-store.ts";
import { useAuth } from "./auth-provider.tsx";
import { accountLabel } from "./display-name.ts";
import { BusyButton } from "./form-parts.tsx";
import { useRememberLocale } from "./remember-locale.ts";

export default function SignedInControls({
  user,
  inline,
  slot,
  onNavigate,
  focusSignOutNext,
  focusSignInNext,
}: {
  user: User;
  inline: boolean;
  /** The account area's box, the same in every state. */
  slot: string;
  onNavigate?: () => void;
  /** Set after signing in: focus lands on "Sign out" instead of the vanished "Sign in" button. */
  focusSignOutNext: RefObject<boolean>;
  /** Set here on signing out: focus then lands on "Sign in", which takes this button's place. */
  focusSignInNext: RefObject<boolean>;
}) {
  const { signOut } = useAuth();
  const { locale, m, href } = useI18n();
  useRememberLocale(locale);
  const [signingOut, setSigningOut] = useState(false);
  const label = accountLabel(user, m.auth.yourAccount);
  const handleSignOut = async () => {
    setSigningOut(true);
    focusSignInNext.current = true;
    const { error } = await signOut();
    setSigningOut(false);
    if (error) {
      focusSignInNext.current = false;
      // Sign-out only fails when the server cannot be reached (supabase-js ignores 401/403/404).
      toast({
        title: m.auth.signOutFailed,
        description: m.auth.signOutUnreachable,
        variant: "destructive",
      });
    }
  };
  return (
    <div className={slot}>
      <Link
        to={href("/account")}
        onClick={onNavigate}
        title={m.auth.accountLink.replace("{name}", label)}
        className="inline-flex min-h-11 min-w-0 items-center gap-1.5 rounded-full px-2 font-semibold text-ink underline-offset-4 hover:underline"
      >
        <Icon name="user-round" className="size-5 shrink-0 text-brand-700" />
        <span className="truncate">{label}</span>
      </Link>
      <BusyButton
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
        title={inline ? m.auth.signOut : undefined}
        pending={signingOut}
        onClick={() => void handleSignOut()}
      >
        <Icon name="log-out" />
        {/* In the tight 1024-1279 px header the icon alone shows; the name stays "Sign out". */}
        <span className={cn(inline && "max-xl:sr-only")}>{m.auth.signOut}</span>
      </BusyButton>
    </div>
  );
}
