/**
 * The site's own mail bodies (public/mail-templates, Hindi in public/mail-templates/hi): the
 * sign-in link and the confirmation mail carry the 6-digit code too, for the dialog's Code field.
 * Paths under GOTRUE_SITE_URL, which the auth server fetches over HTTP (from this server, or the
 * deployer's public site); a variable the deployer set wins. The auth server sends the Hindi ones
 * to people whose user_metadata.locale is "hi" (AUTH_MAILER_TEMPLATES_<KIND>_HI).
 */
export const SITE_MAIL_TEMPLATES: Readonly<Record<string, string>> = {
  GOTRUE_MAILER_TEMPLATES_MAGIC_LINK: "/mail-templates/magic-link.html",
  GOTRUE_MAILER_TEMPLATES_CONFIRMATION: "/mail-templates/confirmation.html",
  GOTRUE_MAILER_TEMPLATES_RECOVERY: "/mail-templates/recovery.html",
  GOTRUE_MAILER_TEMPLATES_EMAIL_CHANGE: "/mail-templates/email-change.html",
  GOTRUE_MAILER_TEMPLATES_MFA_RECOVERY_CODE_USED_NOTIFICATION:
    "/mail-templates/mfa-recovery-code-used.html",
  AUTH_MAILER_TEMPLATES_EXISTING_ACCOUNT: "/mail-templates/existing-account.html",
  AUTH_MAILER_TEMPLATES_MAGIC_LINK_HI: "/mail-templates/hi/magic-link.html",
  AUTH_MAILER_TEMPLATES_CONFIRMATION_HI: "/mail-templates/hi/confirmation.html",
  AUTH_MAILER_TEMPLATES_RECOVERY_HI: "/mail-templates/hi/recovery.html",
  AUTH_MAILER_TEMPLATES_EMAIL_CHANGE_HI: "/mail-templates/hi/email-change.html",
  AUTH_MAILER_TEMPLATES_MFA_RECOVERY_CODE_USED_NOTIFICATION_HI:
    "/mail-templates/hi/mfa-recovery-code-used.html",
  AUTH_MAILER_TEMPLATES_EXISTING_ACCOUNT_HI: "/mail-templates/hi/existing-account.html",
};

/** The template variables for the auth server: the site's, except where the deployer set one. */
export function siteMailTemplates(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SITE_MAIL_TEMPLATES).map(([name, path]) => [name, env[name] || path]),
  );
}
