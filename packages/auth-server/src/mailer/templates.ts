/**
 * What each kind of mail says: GoTrue's default subjects and bodies (internal/mailer/templatemailer),
 * overridable with GOTRUE_MAILER_SUBJECTS_* and GOTRUE_MAILER_TEMPLATES_* (fetched over HTTP; a value
 * not starting with http is a path under GOTRUE_SITE_URL). Templates use GoTrue's variables; only
 * variable substitution (`{{ .Token }}`, `{{ .Data.name }}`) is supported, not Go's if/range.
 */
import type { Config } from "../config.ts";
import type { Mail } from "./mailer.ts";

export type MailKind =
  | "confirmation"
  | "invite"
  | "recovery"
  | "magic_link"
  | "email_change"
  | "reauthentication"
  | "mfa_recovery_code_used"
  | "existing_account";

/** GoTrue's template variables. */
export type TemplateData = {
  SiteURL: string;
  ConfirmationURL?: string;
  Email: string;
  NewEmail?: string;
  Token?: string;
  TokenHash?: string;
  RedirectTo?: string;
  /** Recovery codes left after one was used (mfa_recovery_code_used). */
  RemainingCodes?: number;
  Data: Record<string, unknown>;
};

export type MailMessage = { kind: MailKind; to: string; data: TemplateData };

export const DEFAULT_BODIES: Record<MailKind, string> = {
  invite: `<h2>You've been invited</h2>

<p>You've been invited to create an account. Follow the link below to accept.</p>
<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  confirmation: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>`,
  recovery: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  magic_link: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  email_change: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  reauthentication: `<h2>Your verification code</h2>

<p>Use the code below to verify your identity. It expires shortly.</p>
<p>{{ .Token }}</p>`,
  mfa_recovery_code_used: `<h2>A recovery code was used</h2>

<p>One of the recovery codes of {{ .Email }} was just used to sign in. {{ .RemainingCodes }} unused codes remain.</p>
<p>If this wasn't you, change your password and make new recovery codes now.</p>`,
  // Not GoTrue's: sent when a sign-up names an address that already has an account (issue 20, item 7).
  existing_account: `<h2>Someone tried to make an account with this address</h2>

<p>Someone just tried to sign up with this email address, but it already has an account, so no new account was made.</p>
<p>If this was you, sign in, or reset your password if you have forgotten it: <a href="{{ .SiteURL }}">{{ .SiteURL }}</a></p>
<p>If it was not you, you can ignore this email: nothing about your account has changed.</p>`,
};

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&#34;",
  "'": "&#39;",
};
/** As Go's html/template escapes text and attribute values. */
const escHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Substitutes `{{ .Name }}` and `{{ .Data.key }}`; unknown names become "" (Go prints "<no value>"). */
export function fillTemplate(
  template: string,
  data: TemplateData,
  escape: (s: string) => string,
): string {
  return template.replace(
    /\{\{-?\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*-?\}\}/g,
    (_, name: string, key?: string) => {
      const v: unknown =
        key !== undefined
          ? name === "Data"
            ? data.Data[key]
            : undefined
          : (data as Record<string, unknown>)[name];
      if (v === undefined || v === null) return "";
      return escape(typeof v === "string" ? v : JSON.stringify(v));
    },
  );
}

/** A plain-text part from the HTML body: links as "text: url", block ends as line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(
      /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_, href: string, text: string) => `${text}: ${href}`,
    )
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|div|li|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .concat("\n");
}

/** Where GOTRUE_MAILER_TEMPLATES_<KIND> points: a URL, or a path under the site URL. */
export function templateUrl(config: Config, kind: MailKind): string | undefined {
  const value = config.mailer.templates[kind];
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  return config.siteUrl.replace(/\/+$/, "") + (value.startsWith("/") ? value : `/${value}`);
}

const CACHE_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;

/**
 * Renders mails. Custom bodies are fetched once and kept 10 minutes; if a fetch fails the last good
 * copy (or GoTrue's default) is used and the failure is logged, as GoTrue falls back to its default.
 */
export function createTemplates(config: Config, log: (line: string) => void) {
  const cache = new Map<MailKind, { body: string; at: number }>();

  async function body(kind: MailKind, now: number): Promise<string> {
    const url = templateUrl(config, kind);
    if (!url) return DEFAULT_BODIES[kind];
    const hit = cache.get(kind);
    if (hit && now - hit.at < CACHE_MS) return hit.body;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const text = await res.text();
      cache.set(kind, { body: text, at: now });
      return text;
    } catch (err) {
      log(
        `[auth-server] mail template ${kind} from ${url} could not be fetched (${(err as Error).message}); using ${hit ? "the last good copy" : "GoTrue's default"}`,
      );
      return hit?.body ?? DEFAULT_BODIES[kind];
    }
  }

  return {
    async render(m: MailMessage, now: number): Promise<Mail> {
      const html = fillTemplate(await body(m.kind, now), m.data, escHtml);
      const subject = fillTemplate(config.mailer.subjects[m.kind], m.data, (s) => s);
      return { to: m.to, subject, html, text: htmlToText(html) };
    },
  };
}
