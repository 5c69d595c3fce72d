/**
 * Where the browser's auth calls go: the embedded server on this origin, or the
 * hosted Supabase project named at build time. No client code: the sign-in dialog
 * reads /settings with plain fetch.
 */
import { AUTH_BASE_PATH, DEFAULT_PUBLISHABLE_KEY } from "@saathi/auth-server/public";

export function supabaseUrl(): string {
  return (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin;
}

export function publishableKey(): string {
  return (
    (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY as string | undefined) || DEFAULT_PUBLISHABLE_KEY
  );
}

/** The parts of GoTrue's GET /settings the site reads. */
export type AuthSettings = {
  external: Record<string, boolean>;
  mailer_autoconfirm?: boolean;
  passkeys_enabled?: boolean;
};

let settingsRequest: Promise<AuthSettings | null> | undefined;

/** GET /auth/v1/settings, once per page; null when it cannot be read (then optional sign-in ways stay hidden). */
export function fetchAuthSettings(): Promise<AuthSettings | null> {
  return (settingsRequest ??= fetch(`${supabaseUrl()}${AUTH_BASE_PATH}/settings`, {
    headers: { apikey: publishableKey() },
  })
    .then(async (response) => (response.ok ? ((await response.json()) as AuthSettings) : null))
    .catch(() => null));
}

/**
 * Passkeys are offered when the server has them on and this browser can use them here: WebAuthn
 * needs a secure context and a relying party that is a domain name, so a site opened by IP address
 * (http://127.0.0.1:8080) cannot use them; `npm start` names the relying party "localhost".
 */
export function passkeysUsable(settings: AuthSettings | null): boolean {
  if (!settings?.passkeys_enabled || typeof window === "undefined") return false;
  const host = window.location.hostname;
  const ipAddress = /^[\d.]+$/.test(host) || host.includes(":") || host.startsWith("[");
  return window.isSecureContext && "PublicKeyCredential" in window && !ipAddress;
}

/** Tests: read /settings afresh next time. */
export function forgetAuthSettings() {
  settingsRequest = undefined;
}
