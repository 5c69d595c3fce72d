/**
 * The body of /staff, loaded in the browser only (the route prerenders its shell): who may use the
 * desk is decided by the server on every call (role staff, two-factor: aal2), and this page says
 * plainly which step is missing: sign in; the authenticator code (the account dialog's own step,
 * for a session that signed in with the password only); setting two-factor up on /account; or
 * "for the support team only". Then the desk itself.
 */
import { useCallback, useEffect, useState } from "react";
import { buttonVariants, Button } from "../../ui/button.tsx";
import { SignInButton } from "../accounts/sign-in-button.tsx";
import { useAuth } from "../accounts/auth-provider.tsx";
import { hasVerifiedFactor } from "../accounts/assurance.ts";
import { deskCall, DeskApiError, type StaffMember } from "./desk-api.ts";
import { StaffViews } from "./staff-views.tsx";
import { StaffMessagesProvider, useStaffI18n } from "./staff-i18n.tsx";

export default function StaffPage() {
  return (
    <StaffMessagesProvider>
      <StaffGate />
    </StaffMessagesProvider>
  );
}

type Access =
  | { state: "checking" }
  | { state: "staff"; me: StaffMember }
  | { state: "not_staff" }
  | { state: "needs_two_factor" }
  | { state: "failed" };

function StaffGate() {
  const { user, session, loading, pendingSecondFactor, client } = useAuth();
  const { t } = useStaffI18n();
  const [access, setAccess] = useState<Access>({ state: "checking" });
  const [attempt, setAttempt] = useState(0);
  const userId = user?.id;

  /** The session's access token now (supabase-js refreshes it first when it is about to expire). */
  const token = useCallback(async () => {
    const auth = await client();
    const { data } = await auth.getSession();
    return data.session?.access_token ?? null;
  }, [client]);

  // The server refused the desk mid-way (role revoked, session ended): ask it again who this is.
  const recheck = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    setAccess({ state: "checking" });
    void (async () => {
      try {
        const value = await token();
        if (!value) throw new DeskApiError(401, "no_authorization", "");
        const me = await deskCall<StaffMember>(value, "/staff/me");
        if (live) setAccess({ state: "staff", me });
      } catch (cause) {
        if (!live) return;
        const code = cause instanceof DeskApiError ? cause.code : "";
        if (code === "not_staff") setAccess({ state: "not_staff" });
        else if (code === "insufficient_aal") setAccess({ state: "needs_two_factor" });
        else if (code === "bad_jwt" || code === "no_authorization") {
          // The stored session is gone on the server (signed out everywhere, expired): say so by
          // signing out here, which shows the sign-in step.
          const auth = await client();
          await auth.signOut({ scope: "local" });
        } else setAccess({ state: "failed" });
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, token, client, attempt]);

  if (loading) return <Waiting text={t.shell.opening} />;
  if (!user)
    return (
      <SignInStep
        title={pendingSecondFactor ? t.gate.secondFactorTitle : t.gate.signInTitle}
        body={pendingSecondFactor ? t.gate.secondFactorBody : t.gate.signInBody}
        action={pendingSecondFactor ? t.gate.enterCode : t.gate.signIn}
      />
    );
  switch (access.state) {
    case "checking":
      return <Waiting text={t.shell.opening} />;
    case "staff":
      return <StaffViews me={access.me} token={token} onAccessLost={recheck} />;
    case "not_staff":
      return (
        <Notice title={t.gate.notStaffTitle} body={t.gate.notStaffBody}>
          <ContactLink />
        </Notice>
      );
    case "needs_two_factor":
      // A factor verified but this session only passed the password: the account dialog's code
      // step. No factor yet: set one up on /account first.
      return hasVerifiedFactor(session?.user) ? (
        <SignInStep
          title={t.gate.secondFactorTitle}
          body={t.gate.secondFactorBody}
          action={t.gate.enterCode}
        />
      ) : (
        <Notice title={t.gate.setUpTitle} body={t.gate.setUpBody}>
          <AccountLink />
        </Notice>
      );
    default:
      return (
        <Notice title={t.gate.failed} body="">
          <Button className="justify-self-start" onClick={() => setAttempt((n) => n + 1)}>
            {t.gate.tryAgain}
          </Button>
        </Notice>
      );
  }
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="mt-8 text-lg text-muted">
      {text}
    </p>
  );
}

function Notice({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mt-8 grid max-w-xl gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h2 className="text-xl font-bold">{title}</h2>
      {body ? <p className="text-muted">{body}</p> : null}
      {children}
    </div>
  );
}

function ContactLink() {
  const { t, href } = useStaffI18n();
  return (
    <a href={href("/contact")} className={buttonVariants({ className: "justify-self-start" })}>
      {t.gate.contactUs}
    </a>
  );
}

function AccountLink() {
  const { t, href } = useStaffI18n();
  return (
    <a href={href("/account")} className={buttonVariants({ className: "justify-self-start" })}>
      {t.gate.openAccount}
    </a>
  );
}

/** Sign in (or the authenticator code) through the site's own account dialog. */
function SignInStep({ title, body, action }: { title: string; body: string; action: string }) {
  return (
    <Notice title={title} body={body}>
      <SignInButton>{action}</SignInButton>
    </Notice>
  );
}
