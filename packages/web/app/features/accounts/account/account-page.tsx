/**
 * The body of /account, loaded in the browser only (the route prerenders its
 * shell): a sign-in prompt for visitors who are signed out, else the sections of
 * DESIGN.md "Accounts". On arrival it asks the server whether the stored session
 * still exists, so a session ended elsewhere (Sign out everywhere) shows as
 * signed out here too.
 */
import { useEffect, useState } from "react";
import { signInMethodWords } from "../account-notices.ts";
import { useAccountI18n } from "../account-i18n.tsx";
import { signInMethod } from "../assurance.ts";
import { fetchAuthSettings, passkeysUsable } from "../auth-endpoint.ts";
import { useAuth } from "../auth-provider.tsx";
import { SignInButton } from "../sign-in-button.tsx";
import { DataSection } from "./data-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { PasskeysSection } from "./passkeys-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { RequestsSection } from "./requests-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";
import { TwoFactorSection } from "./two-factor-section.tsx";

export default function AccountPage() {
  const { user, loading, pendingSecondFactor, client } = useAuth();
  const { t } = useAccountI18n();
  const [passkeys, setPasskeys] = useState(false);
  const userId = user?.id;

  // A stored session may have been ended elsewhere: ask the server, and forget it here if so.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void client().then(async (auth) => {
      const { error } = await auth.getUser();
      if (live && error && (error.status === 401 || error.status === 403))
        await auth.signOut({ scope: "local" });
    });
    void fetchAuthSettings().then((settings) => live && setPasskeys(passkeysUsable(settings)));
    return () => {
      live = false;
    };
  }, [userId, client]);

  if (loading) {
    return (
      <p role="status" className="mt-8 text-lg text-muted">
        {t.shell.loadingAccount}
      </p>
    );
  }
  if (!user) return <SignInPrompt secondFactor={pendingSecondFactor} />;

  // The sections whose content arrives from the server (Passkeys, Sessions, Your requests)
  // come after those known at once, so what arrives late moves only what is below it, mostly
  // out of view. "Your requests" first made every section jump on a phone as its list came in.
  return (
    <div className="mt-8 grid gap-6">
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <TwoFactorSection />
      {passkeys ? <PasskeysSection /> : null}
      <SessionsSection />
      <RequestsSection />
      <DataSection />
    </div>
  );
}

function SignInPrompt({ secondFactor }: { secondFactor: boolean }) {
  const { client } = useAuth();
  const { t } = useAccountI18n();
  // How the first step was made (password, link, passkey...), read from the waiting session.
  const [firstStep, setFirstStep] = useState<string | undefined>();
  useEffect(() => {
    if (!secondFactor) return;
    let live = true;
    void client()
      .then((auth) => auth.getSession())
      .then(({ data }) => {
        const provider = data.session?.user.app_metadata?.provider as string | undefined;
        if (live) setFirstStep(signInMethodWords(t, signInMethod(data.session), provider));
      });
    return () => {
      live = false;
    };
  }, [secondFactor, client, t]);
  return (
    <div className="mt-8 grid max-w-xl gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h2 className="text-xl font-bold">
        {secondFactor ? t.prompt.oneMoreStep : t.prompt.signInTitle}
      </h2>
      <p className="text-muted">
        {secondFactor ? t.prompt.secondFactorBody(firstStep ?? "") : t.prompt.signInBody}
      </p>
      <SignInButton>{t.common.signIn}</SignInButton>
    </div>
  );
}
