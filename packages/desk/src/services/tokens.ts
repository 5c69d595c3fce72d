/**
 * Private links. A request's token is HMAC-SHA256(secret, id + salt): mails sent later (a staff
 * reply) can carry it again, yet the database holds only its SHA-256, so a copy of the database
 * opens no request. Unsubscribe tokens are the subscription's id and an HMAC of it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isUuid } from "./ids.ts";

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

export function newSalt(): string {
  return randomBytes(16).toString("base64url");
}

export function requestToken(secret: string, id: string, salt: string): string {
  return createHmac("sha256", secret).update(`request:${id}:${salt}`).digest("base64url");
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token we accept at all: 43 characters of base64url (never looked up otherwise). */
export function isTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function unsubscribeToken(secret: string, subscriptionId: string): string {
  const mac = createHmac("sha256", secret)
    .update(`unsubscribe:${subscriptionId}`)
    .digest("base64url");
  return `${subscriptionId}.${mac}`;
}

/** The subscription id the token names, if its HMAC is right. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  const [id = "", mac = ""] = token.split(".");
  if (!isUuid(id) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return undefined;
  const expected = Buffer.from(unsubscribeToken(secret, id).split(".")[1]!);
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
