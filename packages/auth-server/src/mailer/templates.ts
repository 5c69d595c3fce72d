/**
 * What each kind of mail says. Phase 2 replaces these with GoTrue's default templates and the
 * GOTRUE_MAILER_TEMPLATES_* / _SUBJECTS_* overrides; the mail service is the only caller.
 */
import type { Config } from "../config.ts";
import type { Mail } from "./mailer.ts";

export type MailMessage =
  | { kind: "confirmation"; to: string; link: string; code: string }
  | { kind: "email_change"; to: string; newEmail: string; link: string; code: string };

export type MailKind = MailMessage["kind"];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMail(config: Config, m: MailMessage): Mail {
  switch (m.kind) {
    case "confirmation":
      return {
        to: m.to,
        subject: config.mailer.subjects.confirmation,
        text: `Confirm your signup\n\nFollow this link to confirm your account:\n${m.link}\n\nOr enter the code: ${m.code}\n`,
        html: `<h2>Confirm your signup</h2><p>Follow this link to confirm your account:</p><p><a href="${esc(m.link)}">Confirm your mail</a></p><p>Or enter the code: ${esc(m.code)}</p>`,
      };
    case "email_change":
      return {
        to: m.to,
        subject: config.mailer.subjects.emailChange,
        text: `Confirm email change\n\nFollow this link to confirm the update of your email to ${m.newEmail}:\n${m.link}\n\nOr enter the code: ${m.code}\n`,
        html: `<h2>Confirm email change</h2><p>Follow this link to confirm the update of your email to ${esc(m.newEmail)}:</p><p><a href="${esc(m.link)}">Change email</a></p><p>Or enter the code: ${esc(m.code)}</p>`,
      };
  }
}
