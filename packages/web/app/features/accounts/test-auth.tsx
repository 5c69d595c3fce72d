/**
 * Test support for the account forms: the real AuthProvider over a stand-in for
 * supabase-js's auth client whose every method is a vi.fn the test programs and
 * inspects, inside a memory router, in the language asked for (the page's catalogue and
 * the account's messages, as the site gives them). Only tests import this file.
 */
import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { accountCatalogues } from "../../i18n/account-catalogues.ts";
import { localeOfPath, type Locale } from "../../i18n/locales.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { AccountMessagesProvider } from "./account-i18n.tsx";
import { forgetAuthSettings } from "./auth-endpoint.ts";
import { AuthProvider } from "./auth-provider.tsx";
import type { AuthClientLike } from "./auth-types.ts";
import { AUTH_STORAGE_KEY } from "./auth-storage.ts";

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** What every fake method resolves to: supabase-js's `{ data, error }`, loosely typed so tests can program any shape. */
type Result = { data: unknown; error: (Error & { code?: string; status?: number }) | null };

const ok = (data: unknown): Result => ({ data, error: null });
export const authError = (
  message: string,
  extra: { code?: string; status?: number } = {},
): Result => ({
  data: {},
  error: Object.assign(new Error(message), { name: "AuthApiError", status: 400, ...extra }),
});

export function fakeSession(
  email = "asha@example.com",
  userExtra: Record<string, unknown> = {},
): Session {
  const payload = btoa(
    JSON.stringify({ sub: "user-1", aal: "aal1", amr: [{ method: "password", timestamp: 1 }] }),
  ).replace(/=+$/, "");
  return {
    access_token: `header.${payload}.signature`,
    refresh_token: "refresh",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: "bearer",
    user: {
      id: "user-1",
      email,
      aud: "authenticated",
      app_metadata: {},
      user_metadata: {},
      created_at: "2026-01-01T00:00:00Z",
      ...userExtra,
    },
  } as Session;
}

export function fakeAuthClient(session: Session | null) {
  const listeners = new Set<Listener>();
  const client = {
    getSession: vi.fn(async () => ok({ session })),
    getUser: vi.fn(async () => ok({ user: session?.user ?? null })),
    onAuthStateChange: vi.fn((callback: Listener) => {
      listeners.add(callback);
      return {
        data: {
          subscription: { id: "s", callback, unsubscribe: () => listeners.delete(callback) },
        },
      };
    }),
    signUp: vi.fn(async (_credentials: unknown) => ok({ user: null, session: null })),
    signInWithPassword: vi.fn(async (_credentials: unknown) =>
      ok({ user: session?.user ?? null, session }),
    ),
    signOut: vi.fn(async (_options?: unknown): Promise<Pick<Result, "error">> => ({ error: null })),
    resetPasswordForEmail: vi.fn(async (_email: string, _options?: unknown) => ok({})),
    signInWithOtp: vi.fn(async (_credentials: unknown) => ok({ user: null, session: null })),
    verifyOtp: vi.fn(async (_params: unknown) => ok({ user: session?.user ?? null, session })),
    signInWithOAuth: vi.fn(async (_credentials: unknown) =>
      ok({ provider: "google", url: "https://accounts.google.com" }),
    ),
    signInWithPasskey: vi.fn(async () => ok({})),
    resend: vi.fn(async (_credentials: unknown) => ok({})),
    reauthenticate: vi.fn(async () => ok({})),
    updateUser: vi.fn(async (_attributes: unknown, _options?: unknown) =>
      ok({ user: session?.user ?? null }),
    ),
    registerPasskey: vi.fn(async () =>
      ok({ id: "pk-new", friendly_name: "Passkey", created_at: "2026-03-01T00:00:00Z" }),
    ),
    passkey: {
      list: vi.fn(async () => ok([] as unknown[])),
      update: vi.fn(async (_params: unknown) => ok({})),
      delete: vi.fn(async (_params: unknown) => ok({})),
    },
    mfa: {
      listFactors: vi.fn(async () =>
        ok({ all: [] as unknown[], totp: [] as unknown[], phone: [], webauthn: [] }),
      ),
      enroll: vi.fn(async (_params: unknown) => ok({})),
      challengeAndVerify: vi.fn(async (_params: unknown) => ok({})),
      unenroll: vi.fn(async (_params: unknown) => ok({})),
      recoveryCodes: {
        getStatus: vi.fn(async () =>
          ok({ id: "rc", type: "recovery_code", total: 10, remaining: 10 }),
        ),
        generate: vi.fn(async (_params?: unknown) => ok(recoveryCodeSet())),
        regenerate: vi.fn(async () => ok(recoveryCodeSet())),
        verify: vi.fn(async (_params: unknown) => ok({})),
        unenroll: vi.fn(async () => ok({ id: "rc" })),
      },
    },
  };
  return {
    client,
    emit: (event: AuthChangeEvent, next: Session | null) =>
      act(() => listeners.forEach((listener) => listener(event, next))),
  };
}

/** A new set as the server answers it: ten canonical codes. */
export function recoveryCodeSet(prefix = "k4m9x7qp2ab8ht") {
  const codes = Array.from({ length: 10 }, (_, i) => `${prefix}${String(i).padStart(2, "0")}`);
  return { id: "rc", type: "recovery_code", friendly_name: "Recovery codes", total: 10, codes };
}

export type FakeAuthClient = ReturnType<typeof fakeAuthClient>["client"];

/** `ui` in `locale`, with the account's messages, as an account page or the dialog has them. */
export function withAccountI18n(ui: ReactNode, locale: Locale = "en") {
  return withI18n(
    <AccountMessagesProvider messages={accountCatalogues[locale]}>{ui}</AccountMessagesProvider>,
    locale,
  );
}

/** Renders `ui` signed in (a session) or signed out (null), at `path`, in `path`'s language. */
export function renderWithAuth(
  ui: ReactNode,
  {
    session = null as Session | null,
    path = "/",
  }: { session?: Session | null; path?: string } = {},
) {
  const locale = localeOfPath(path);
  const fake = fakeAuthClient(session);
  forgetAuthSettings();
  window.localStorage.setItem(AUTH_STORAGE_KEY, "{}");
  window.requestIdleCallback = ((callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => {};
  const element = (
    <AuthProvider loadClient={async () => fake.client as unknown as AuthClientLike}>
      {withAccountI18n(ui, locale)}
    </AuthProvider>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element },
      { path: "*", element },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, ...fake, router };
}

/**
 * What the service desk answers a signed-in person's /account (its requests, its export), for
 * tests that stub `fetch`: `requests` is the list it gives; undefined for any other address.
 */
export function deskAnswer(url: string, requests: unknown[] = []): Response | undefined {
  if (url.startsWith("/api/desk/me/requests")) return Response.json({ requests });
  if (url.startsWith("/api/desk/me/export")) return Response.json({ requests, subscriptions: [] });
  return undefined;
}
