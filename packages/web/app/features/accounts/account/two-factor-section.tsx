import { Icon } from "../../../ui/icons.tsx";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button } from "../../../ui/button.tsx";
import { useI18n } from "../../../i18n/context.tsx";
import { listNumbers } from "../../../lib/digits.ts";
import { useAccountI18n } from "../account-i18n.tsx";
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
import { AccountSection } from "./account-section.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";

type Enrolment = { factorId: string; qrCode: string; secret: string };
type Factor = { id: string; friendly_name?: string | undefined; created_at: string };

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
  const { t, plain, formatDate } = useAccountI18n();
  const { locale } = useI18n();
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
    setLoadError(error ? plain(error) : null);
    if (!error) setFactor(data.totp.find((f) => f.status === "verified") ?? null);
  }, [client, plain]);

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
        friendlyName: t.twoFactor.factorName,
      });
      if (error) return plain(error);
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
      if (error) return plain(error);
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
      if (verifyError) return plain(verifyError);
      const { error } = await auth.mfa.unenroll({ factorId: factor.id });
      if (error) return plain(error);
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
      <p className="text-muted">{t.common.checking}</p>
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
          {t.twoFactor.isOn}
        </p>
        <p className="text-muted">
          {t.twoFactor.asksForCode}
          {factor.created_at ? ` ${t.twoFactor.setUpOn(formatDate(factor.created_at))}` : ""}
        </p>
        {removing ? (
          <form className="grid gap-4" onSubmit={remove} aria-busy={step.pending}>
            <p>{t.twoFactor.removeIntro}</p>
            {/* CodeField's 12 characters and digit keyboard would not take a recovery code. */}
            <Field
              label={t.common.authenticationCode}
              name="code"
              required
              autoComplete="one-time-code"
              maxLength={40}
              spellCheck={false}
              hint={t.twoFactor.removeHint}
              errorId={step.describedBy}
              autoFocus
              className="max-w-xs"
            />
            <FormError id={step.errorId} message={step.error} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton
                pending={step.pending}
                pendingLabel={t.twoFactor.removing}
                variant="secondary"
              >
                {t.twoFactor.removeConfirm}
              </SubmitButton>
              <Button
                variant="ghost"
                onClick={() => {
                  setRemoving(false);
                  setRefocus(true);
                }}
              >
                {t.twoFactor.keepOn}
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
              {t.twoFactor.remove}
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
          className={`grid gap-3 pl-5 outline-none ${listNumbers[locale]}`}
          tabIndex={-1}
          ref={focusWhenMounted}
        >
          <li>
            {t.twoFactor.scan}
            <img
              src={qrCodeSrc(enrolment.qrCode)}
              alt={t.twoFactor.qrAlt}
              width={176}
              height={176}
              className="mt-3 rounded-lg border border-line bg-white p-2"
            />
          </li>
          <li>
            {t.twoFactor.cantScan}
            <SecretKey secret={enrolment.secret} />
          </li>
          <li>{t.twoFactor.typeCode}</li>
        </ol>
        <CodeField label={t.common.authenticationCode} errorId={step.describedBy} />
        <FormError id={step.errorId} message={step.error} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={step.pending} pendingLabel={t.common.checking}>
            {t.common.verify}
          </SubmitButton>
          <Button variant="ghost" onClick={cancelSetUp}>
            {t.common.cancel}
          </Button>
        </div>
      </form>
    );
  } else {
    body = (
      <>
        <p className="text-muted">{t.twoFactor.offIntro}</p>
        <FormError id={step.errorId} message={step.error} />
        <BusyButton
          variant="secondary"
          className="self-start"
          pending={step.pending}
          autoFocus={refocus}
          onClick={startSetUp}
        >
          {t.twoFactor.setUp}
        </BusyButton>
      </>
    );
  }

  return <AccountSection title={t.twoFactor.title}>{body}</AccountSection>;
}

/** The TOTP secret as selectable text, with a Copy button. */
function SecretKey({ secret }: { secret: string }) {
  const { t } = useAccountI18n();
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
        {t.twoFactor.copyKey}
      </Button>
      <span role="status" className="text-brand-700 empty:hidden">
        {copied ? t.twoFactor.copied : ""}
      </span>
    </span>
  );
}
