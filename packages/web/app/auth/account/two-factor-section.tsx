import { Icon } from "../../components/icons.tsx";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../auth-provider.tsx";
import {
  BusyButton,
  CodeField,
  Field,
  FormError,
  SubmitButton,
  focusWhenMounted,
  formValue,
  useSubmit,
} from "../form-parts.tsx";
import { plainMessage } from "../plain-messages.ts";
import { AccountSection } from "./account-section.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";

type Enrolment = { factorId: string; qrCode: string; secret: string };
type Factor = { id: string; friendly_name?: string | undefined; created_at: string };

const FRIENDLY_NAME = "Authenticator app";

/**
 * supabase-js turns GoTrue's raw SVG into `data:image/svg+xml;utf-8,<svg ...>` without
 * escaping it; a `#` (a colour) or `%` in the markup would then break the image. Encode it.
 */
export function qrCodeSrc(qrCode: string): string {
  const markup =
    /^data:image\/svg\+xml;[^,]*,(<[\s\S]*)$/.exec(qrCode)?.[1] ??
    (qrCode.startsWith("<") ? qrCode : null);
  return markup ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` : qrCode;
}

/**
 * Two-factor authentication with an authenticator app (TOTP): Set up authenticator
 * app shows the QR code and the secret as text, then Authentication code + Verify.
 * Once on, the section says so and offers Remove, which asks for a code first.
 */
export function TwoFactorSection() {
  const { client, user } = useAuth();
  const [factor, setFactor] = useState<Factor | null | undefined>(undefined);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [removing, setRemoving] = useState(false);
  const [justTurnedOn, setJustTurnedOn] = useState(false);
  // After Cancel, Keep it on or a removal, focus goes to the button that is back (the one used is gone).
  const [refocus, setRefocus] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const step = useSubmit();

  const refresh = useCallback(async () => {
    const auth = await client();
    const { data, error } = await auth.mfa.listFactors();
    setLoadError(error ? plainMessage(error) : null);
    if (!error) setFactor(data.totp.find((f) => f.status === "verified") ?? null);
  }, [client]);

  useEffect(() => void refresh(), [refresh]);

  function startSetUp() {
    void step.run(async () => {
      const auth = await client();
      // A set-up left half-way leaves an unverified factor behind: clear it so the name is free again.
      const { data: existing } = await auth.mfa.listFactors();
      for (const stale of existing?.all.filter((f) => f.status === "unverified") ?? []) {
        await auth.mfa.unenroll({ factorId: stale.id });
      }
      const { data, error } = await auth.mfa.enroll({
        factorType: "totp",
        friendlyName: FRIENDLY_NAME,
      });
      if (error) return plainMessage(error);
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    });
  }

  function verifyEnrolment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void step.run(async () => {
      const auth = await client();
      const { error } = await auth.mfa.challengeAndVerify({
        factorId: enrolment?.factorId ?? "",
        code,
      });
      if (error) return plainMessage(error);
      setEnrolment(null);
      setJustTurnedOn(true);
      await refresh();
    });
  }

  function cancelSetUp() {
    const factorId = enrolment?.factorId;
    setEnrolment(null);
    setRefocus(true);
    if (factorId) void client().then((auth) => auth.mfa.unenroll({ factorId }));
  }

  function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = formValue(event.currentTarget, "code").replace(/\s/g, "");
    void step.run(async () => {
      if (!factor) return;
      const auth = await client();
      // Six digits are from the app; anything else is taken as a recovery code (a lost phone).
      const { error: verifyError } = /^\d{6}$/.test(code)
        ? await auth.mfa.challengeAndVerify({ factorId: factor.id, code })
        : await auth.mfa.recoveryCodes.verify({ code });
      if (verifyError) return plainMessage(verifyError);
      const { error } = await auth.mfa.unenroll({ factorId: factor.id });
      if (error) return plainMessage(error);
      setRemoving(false);
      setJustTurnedOn(false);
      setRefocus(true);
      await refresh();
    });
  }

  let body;
  if (factor === undefined) {
    body = loadError ? (
      <FormError id={`${step.errorId}-load`} message={loadError} />
    ) : (
      <p className="text-muted">Checking...</p>
    );
  } else if (factor) {
    body = (
      <>
        <p
          className="flex items-center gap-2 font-bold text-brand-800 outline-none"
          tabIndex={-1}
          ref={justTurnedOn ? focusWhenMounted : undefined}
        >
          <Icon name="shield-check" className="size-6 shrink-0" />
          Two-factor authentication is on
        </p>
        <p className="text-muted">
          Signing in asks for a code from your authenticator app after your password
          {factor.created_at
            ? `. Set up on ${new Date(factor.created_at).toLocaleDateString("en-IN", { dateStyle: "medium" })}.`
            : "."}
        </p>
        {removing ? (
          <form className="grid gap-4" onSubmit={remove} aria-busy={step.pending}>
            <p>
              To turn two-factor authentication off, type the code your authenticator app shows now.
            </p>
            {/* CodeField's 12 characters and digit keyboard would not take a recovery code. */}
            <Field
              label="Authentication code"
              name="code"
              required
              autoComplete="one-time-code"
              maxLength={40}
              spellCheck={false}
              hint="Lost your phone? Type one of your recovery codes instead."
              errorId={step.describedBy}
              autoFocus
              className="max-w-xs"
            />
            <FormError id={step.errorId} message={step.error} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton pending={step.pending} pendingLabel="Removing..." variant="secondary">
                Remove two-factor authentication
              </SubmitButton>
              <Button
                variant="ghost"
                onClick={() => {
                  setRemoving(false);
                  setRefocus(true);
                }}
              >
                Keep it on
              </Button>
            </div>
          </form>
        ) : (
          <>
            <Button
              variant="secondary"
              className="self-start"
              autoFocus={refocus}
              onClick={() => setRemoving(true)}
            >
              Remove
            </Button>
            <RecoveryCodes email={user?.email ?? ""} />
          </>
        )}
      </>
    );
  } else if (enrolment) {
    body = (
      <form className="grid gap-4" onSubmit={verifyEnrolment} aria-busy={step.pending}>
        {/* Focus moves to the steps (the button that started set-up is gone), so they are read first. */}
        <ol
          className="grid list-decimal gap-3 pl-5 outline-none"
          tabIndex={-1}
          ref={focusWhenMounted}
        >
          <li>
            Open an authenticator app (for example Google Authenticator or Microsoft Authenticator)
            and scan this QR code.
            <img
              src={qrCodeSrc(enrolment.qrCode)}
              alt="QR code for setting up Saathi in your authenticator app"
              width={176}
              height={176}
              className="mt-3 rounded-lg border border-line bg-white p-2"
            />
          </li>
          <li>
            Can't scan it? Enter this key in the app instead:
            <SecretKey secret={enrolment.secret} />
          </li>
          <li>Type the 6-digit code the app shows for Saathi.</li>
        </ol>
        <CodeField label="Authentication code" errorId={step.describedBy} />
        <FormError id={step.errorId} message={step.error} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={step.pending} pendingLabel="Checking...">
            Verify
          </SubmitButton>
          <Button variant="ghost" onClick={cancelSetUp}>
            Cancel
          </Button>
        </div>
      </form>
    );
  } else {
    body = (
      <>
        <p className="text-muted">
          Add a second step to signing in: a code from an app on your phone, so a stolen password
          alone cannot open your account.
        </p>
        <FormError id={step.errorId} message={step.error} />
        <BusyButton
          variant="secondary"
          className="self-start"
          pending={step.pending}
          autoFocus={refocus}
          onClick={startSetUp}
        >
          Set up authenticator app
        </BusyButton>
      </>
    );
  }

  return <AccountSection title="Two-factor authentication">{body}</AccountSection>;
}

/** The TOTP secret as selectable text, with a Copy button. */
function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="mt-2 flex flex-wrap items-center gap-2">
      <code
        data-testid="totp-secret"
        className="rounded-lg bg-sunken px-3 py-2 font-mono text-base break-all select-all"
      >
        {secret}
      </code>
      <Button
        variant="ghost"
        size="sm"
        onClick={() =>
          void navigator.clipboard.writeText(secret).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        <Icon name="copy" />
        Copy key
      </Button>
      <span role="status" className="text-brand-700 empty:hidden">
        {copied ? "Copied." : ""}
      </span>
    </span>
  );
}
