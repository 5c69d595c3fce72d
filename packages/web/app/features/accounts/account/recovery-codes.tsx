/**
 * Recovery codes, inside /account's two-factor section once a factor is on (supabase-js
 * `auth.mfa.recoveryCodes`): how many remain, Create or Make new codes; a new set is shown once,
 * with Download (a .txt file) and Print, and focus moves to it.
 */
import { useCallback, useEffect, useId, useState } from "react";
import { Icon } from "../../../ui/icons.tsx";
import { Button } from "../../../ui/button.tsx";
import type { AccountMessages } from "../../../i18n/account.ts";
import { useI18n } from "../../../i18n/context.tsx";
import { listNumbers } from "../../../lib/digits.ts";
import { useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import { BusyButton, FormError, focusWhenMounted, useSubmit } from "../form-parts.tsx";

type Status = { total: number; remaining: number };

/** "k4m9x7qp2ab8ht3z" as "k4m9-x7qp-2ab8-ht3z": easier to read out and copy by hand. */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** The text of the Download file and the printout, in `t`'s language; `madeOn` is the day, formatted. */
export function recoveryCodesText(
  codes: string[],
  email: string,
  madeOn: string,
  t: AccountMessages["recoveryCodes"],
): string {
  return [
    t.fileTitle,
    email ? t.fileAccount(email) : "",
    t.fileMadeOn(madeOn),
    "",
    t.fileEachOnce,
    t.fileKeepSafe,
    "",
    ...codes.map((code, i) => `${String(i + 1).padStart(2, " ")}. ${formatRecoveryCode(code)}`),
    "",
  ]
    .filter((line, i) => line !== "" || i > 1)
    .join("\n");
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "saathi-recovery-codes.txt";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Prints only the codes: a hidden frame (named `title`) holding them as plain text. */
function print(text: string, title: string) {
  const frame = document.createElement("iframe");
  frame.title = title;
  frame.style.cssText = "position:fixed;width:0;height:0;border:0;visibility:hidden";
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) return frame.remove();
  const pre = doc.createElement("pre");
  pre.style.cssText = "font:16px/1.6 monospace;white-space:pre-wrap";
  pre.textContent = text;
  doc.body.append(pre);
  win.addEventListener("afterprint", () => frame.remove());
  win.focus();
  win.print();
}

function remainingText(s: Status, t: AccountMessages["recoveryCodes"]): string {
  if (s.remaining === 0) return t.allUsed;
  return t.left(s.remaining, s.total);
}

export function RecoveryCodes({ email }: { email: string }) {
  const { client } = useAuth();
  const { t: all, plain, formatDate } = useAccountI18n();
  const { locale } = useI18n();
  const t = all.recoveryCodes;
  const [status, setStatus] = useState<Status | null | undefined>(undefined);
  const [codes, setCodes] = useState<string[] | null>(null);
  // After Done, focus goes back to the count (the codes that had it are gone).
  const [refocus, setRefocus] = useState(false);
  const step = useSubmit();
  const hintId = useId();

  const refresh = useCallback(async () => {
    const auth = await client();
    // Ask for counts only when the factor exists: the status answers 404 otherwise (a console error).
    const { data: factors } = await auth.mfa.listFactors();
    if (factors && !factors.all.some((f) => f.factor_type === "recovery_code")) {
      return setStatus(null);
    }
    const { data, error } = await auth.mfa.recoveryCodes.getStatus();
    if (error) setStatus(error.code === "mfa_factor_not_found" ? null : undefined);
    else setStatus({ total: data.total, remaining: data.remaining });
  }, [client]);

  useEffect(() => void refresh(), [refresh]);

  function make() {
    void step.run(async () => {
      const auth = await client();
      const { data, error } = status
        ? await auth.mfa.recoveryCodes.regenerate()
        : await auth.mfa.recoveryCodes.generate();
      if (error) {
        return error.code === "insufficient_aal" ? t.signInAgainFirst : plain(error);
      }
      setCodes(data.codes);
      setRefocus(false);
      setStatus({ total: data.total, remaining: data.codes.length });
    });
  }

  if (codes) {
    const text = recoveryCodesText(codes, email, formatDate(new Date()), t);
    return (
      <div className="grid gap-3 rounded-xl border-2 border-line p-4">
        <h3 className="text-lg font-bold outline-none" tabIndex={-1} ref={focusWhenMounted}>
          {t.yours}
        </h3>
        <p>{t.saveNow}</p>
        <ol
          aria-label={t.listLabel}
          className={`grid gap-1 pl-8 font-mono text-base sm:grid-cols-2 ${listNumbers[locale]}`}
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code} className="select-all">
              {formatRecoveryCode(code)}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => download(text)}>
            <Icon name="download" />
            {t.download}
          </Button>
          <Button variant="secondary" onClick={() => print(text, t.printFrameTitle)}>
            <Icon name="printer" />
            {t.print}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setCodes(null);
              setRefocus(true);
            }}
          >
            {t.saved}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-bold">{t.title}</h3>
      <p className="text-muted">{t.intro}</p>
      {status === undefined ? null : (
        <p
          role="status"
          className="font-semibold outline-none"
          tabIndex={refocus ? -1 : undefined}
          ref={refocus ? focusWhenMounted : undefined}
        >
          {status ? remainingText(status, t) : t.none}
        </p>
      )}
      <FormError id={step.errorId} message={step.error} />
      <BusyButton
        variant="secondary"
        className="self-start"
        pending={step.pending}
        onClick={make}
        aria-describedby={status ? hintId : undefined}
      >
        {status ? t.makeNew : t.create}
      </BusyButton>
      {status ? (
        <p id={hintId} className="text-muted">
          {t.replaceHint}
        </p>
      ) : null}
    </div>
  );
}
