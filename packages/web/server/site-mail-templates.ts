/**
 * The site's own mail bodies (public/mail-templates, each other language in its own folder:
 * public/mail-templates/hi, bn, mr, with the English file names): the sign-in link and the
 * confirmation mail carry the 6-digit code too, for the dialog's Code field. Paths under
 * GOTRUE_SITE_URL, which the auth server fetches over HTTP (from this server, or the deployer's
 * public site); a variable the deployer set wins. The auth server sends each language's to people
 * whose user_metadata.locale is that language (AUTH_MAILER_TEMPLATES_<KIND>_HI, _BN, _MR).
 */
import { LOCALES } from "@saathi/desk/contract";

/** The English templates: each auth-server variable and its file. */
const ENGLISH_TEMPLATES = {
  GOTRUE_MAILER_TEMPLATES_MAGIC_LINK: "magic-link.html",
  GOTRUE_MAILER_TEMPLATES_CONFIRMATION: "confirmation.html",
  GOTRUE_MAILER_TEMPLATES_RECOVERY: "recovery.html",
  GOTRUE_MAILER_TEMPLATES_EMAIL_CHANGE: "email-change.html",
  GOTRUE_MAILER_TEMPLATES_MFA_RECOVERY_CODE_USED_NOTIFICATION: "mfa-recovery-code-used.html",
  AUTH_MAILER_TEMPLATES_EXISTING_ACCOUNT: "existing-account.html",
} as const;

/**
 * The other languages with templates of their own, the twins of the English ones (same names,
 * under /mail-templates/<code>/). From the desk's list of the site's languages: this server's own
 * (app/i18n/locales.ts) does not have Bengali and Marathi yet on this branch.
 */
export const MAIL_TEMPLATE_LOCALES = LOCALES.filter((locale) => locale !== "en");

/** A language's variable for the English one's kind: AUTH_MAILER_TEMPLATES_<KIND>_<LANG>. */
function localeVariable(english: string, locale: string): string {
  return `${english.replace(/^GOTRUE_/, "AUTH_")}_${locale.toUpperCase()}`;
}

export const SITE_MAIL_TEMPLATES: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(ENGLISH_TEMPLATES).map(([name, file]) => [name, `/mail-templates/${file}`]),
  ...MAIL_TEMPLATE_LOCALES.flatMap((locale) =>
    Object.entries(ENGLISH_TEMPLATES).map(([name, file]) => [
      localeVariable(name, locale),
      `/mail-templates/${locale}/${file}`,
    ]),
  ),
]);

/** The template variables for the auth server: the site's, except where the deployer set one. */
export function siteMailTemplates(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SITE_MAIL_TEMPLATES).map(([name, path]) => [name, env[name] || path]),
  );
}
