/** Email OTP / link tokens as GoTrue stores them: code mailed, hex(sha224(email + code)) stored. */
import { createHash, randomInt } from "node:crypto";
import type { Config } from "../config.ts";

export function otpCode(length: number): string {
  let s = "";
  for (let i = 0; i < length; i++) s += String(randomInt(10));
  return s;
}

export function tokenHash(emailOrPhone: string, code: string): string {
  return createHash("sha224").update(emailOrPhone + code).digest("hex");
}

export function verifyLink(config: Config, path: string, hash: string, type: string, redirectTo: string): string {
  const u = new URL(config.externalUrl + path);
  u.searchParams.set("token", hash);
  u.searchParams.set("type", type);
  u.searchParams.set("redirect_to", redirectTo);
  return u.toString();
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmationMail(config: Config, to: string, link: string, code: string) {
  return {
    to,
    subject: config.mailer.subjects.confirmation,
    text: `Confirm your signup\n\nFollow this link to confirm your account:\n${link}\n\nOr enter the code: ${code}\n`,
    html: `<h2>Confirm your signup</h2><p>Follow this link to confirm your account:</p><p><a href="${esc(link)}">Confirm your mail</a></p><p>Or enter the code: ${esc(code)}</p>`,
  };
}

export function emailChangeMail(config: Config, to: string, newEmail: string, link: string, code: string) {
  return {
    to,
    subject: config.mailer.subjects.emailChange,
    text: `Confirm email change\n\nFollow this link to confirm the update of your email to ${newEmail}:\n${link}\n\nOr enter the code: ${code}\n`,
    html: `<h2>Confirm email change</h2><p>Follow this link to confirm the update of your email to ${esc(newEmail)}:</p><p><a href="${esc(link)}">Change email</a></p><p>Or enter the code: ${esc(code)}</p>`,
  };
}
