import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { act, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth-provider.tsx";
import type { AuthClientLike } from "./auth-types.ts";
import { AUTH_STORAGE_KEY } from "./auth-storage.ts";

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

function fakeSession(email: string): Session {
  return {
    access_token: "access",
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
      created_at: new Date().toISOString(),
    },
  } as Session;
}

/** A stand-in for supabase-js's auth client that the test drives by hand. */
function fakeClient(stored: Session | null = null) {
  const listeners = new Set<Listener>();
  let resolveStored!: () => void;
  const storedRead = new Promise<void>((resolve) => (resolveStored = resolve));
  const client = {
    getSession: vi.fn(async () => {
      await storedRead;
      return { data: { session: stored }, error: null };
    }),
    onAuthStateChange: vi.fn((callback: Listener) => {
      listeners.add(callback);
      return {
        data: {
          subscription: { id: "s", callback, unsubscribe: () => listeners.delete(callback) },
        },
      };
    }),
    signUp: vi.fn(async (_credentials: unknown) => ({
      data: { user: null, session: null },
      error: null,
    })),
    signInWithPassword: vi.fn(async () => ({ data: { user: null, session: null }, error: null })),
    signOut: vi.fn(async (_options?: unknown) => ({ error: null })),
  };
  return {
    client: client as unknown as AuthClientLike & typeof client,
    finishReadingStoredSession: resolveStored,
    emit: (event: AuthChangeEvent, session: Session | null) =>
      act(() => listeners.forEach((l) => l(event, session))),
    listenerCount: () => listeners.size,
  };
}

function Probe() {
  const { loading, user, session, lastEvent } = useAuth();
  return (
    <dl>
      <dt>loading</dt>
      <dd data-testid="loading">{String(loading)}</dd>
      <dt>user</dt>
      <dd data-testid="user">{user?.email ?? "none"}</dd>
      <dt>session</dt>
      <dd data-testid="session">{session ? "yes" : "no"}</dd>
      <dt>event</dt>
      <dd data-testid="event">{lastEvent ?? "none"}</dd>
    </dl>
  );
}

/** Renders the provider over `client` and waits until it is no longer loading; `current` is the live context. */
async function renderSettled(client: AuthClientLike) {
  const api = {} as { current: ReturnType<typeof useAuth> };
  function Grab() {
    api.current = useAuth();
    return null;
  }
  render(
    <AuthProvider loadClient={async () => client}>
      <Grab />
    </AuthProvider>,
  );
  await waitFor(() => expect(api.current.loading).toBe(false));
  return api;
}

beforeEach(() => {
  // Most tests start from a browser that holds a session, so the client loads at once.
  window.localStorage.setItem(AUTH_STORAGE_KEY, "{}");
  // Run "when idle" work at once, so tests need not wait for the browser to idle.
  window.requestIdleCallback = ((callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => {};
});

describe("AuthProvider (SPEC.md section 4)", () => {
  it("is loading until the stored session has been read once, then signed out", async () => {
    const fake = fakeClient(null);
    render(
      <AuthProvider loadClient={async () => fake.client}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId("loading")).toHaveTextContent("true");
    await waitFor(() => expect(fake.client.getSession).toHaveBeenCalled());
    expect(screen.getByTestId("loading")).toHaveTextContent("true");
    await act(async () => fake.finishReadingStoredSession());
    await waitFor(() => expect(screen.getByTestId("loading")).toHaveTextContent("false"));
    expect(screen.getByTestId("user")).toHaveTextContent("none");
    expect(screen.getByTestId("session")).toHaveTextContent("no");
  });

  it("holds the stored session and user when there is one", async () => {
    const fake = fakeClient(fakeSession("asha@example.com"));
    fake.finishReadingStoredSession();
    render(
      <AuthProvider loadClient={async () => fake.client}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("user")).toHaveTextContent("asha@example.com"));
    expect(screen.getByTestId("session")).toHaveTextContent("yes");
  });

  it("follows every auth event", async () => {
    const fake = fakeClient(null);
    fake.finishReadingStoredSession();
    render(
      <AuthProvider loadClient={async () => fake.client}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("loading")).toHaveTextContent("false"));
    const session = fakeSession("ravi@example.com");
    const events: [AuthChangeEvent, Session | null, string][] = [
      ["INITIAL_SESSION", null, "none"],
      ["SIGNED_IN", session, "ravi@example.com"],
      ["TOKEN_REFRESHED", session, "ravi@example.com"],
      ["USER_UPDATED", fakeSession("ravi.k@example.com"), "ravi.k@example.com"],
      ["PASSWORD_RECOVERY", session, "ravi@example.com"],
      ["MFA_CHALLENGE_VERIFIED", session, "ravi@example.com"],
      ["SIGNED_OUT", null, "none"],
    ];
    for (const [event, eventSession, email] of events) {
      fake.emit(event, eventSession);
      expect(screen.getByTestId("event")).toHaveTextContent(event);
      expect(screen.getByTestId("user")).toHaveTextContent(email);
    }
  });

  it("signs up with an options object, signs in and signs out with the global scope", async () => {
    const fake = fakeClient(null);
    fake.finishReadingStoredSession();
    const api = await renderSettled(fake.client);

    const signUp = await act(() => api.current.signUp("new@example.com", "correct horse", "hi"));
    expect(signUp).toEqual({ error: null, needsConfirmation: true });
    // The new account keeps the page's language, for its mails.
    expect(fake.client.signUp).toHaveBeenCalledWith({
      email: "new@example.com",
      password: "correct horse",
      options: {
        emailRedirectTo: `${window.location.origin}/?welcome=1`,
        data: expect.objectContaining({ locale: "hi" }),
      },
    });
    await act(() => api.current.signIn("new@example.com", "correct horse"));
    expect(fake.client.signInWithPassword).toHaveBeenCalledWith({
      email: "new@example.com",
      password: "correct horse",
    });
    await act(() => api.current.signOut());
    expect(fake.client.signOut).toHaveBeenCalledWith({ scope: "global" });
  });

  it("knows a visitor with no stored session is signed out without loading the client", async () => {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    const loadClient = vi.fn(async () => fakeClient(null).client);
    render(
      <AuthProvider loadClient={loadClient}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("loading")).toHaveTextContent("false"));
    expect(screen.getByTestId("user")).toHaveTextContent("none");
    expect(loadClient).not.toHaveBeenCalled();
  });

  it("loads the client when another tab stores a session", async () => {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    const fake = fakeClient(fakeSession("tab@example.com"));
    fake.finishReadingStoredSession();
    render(
      <AuthProvider loadClient={async () => fake.client}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("loading")).toHaveTextContent("false"));
    act(
      () =>
        void window.dispatchEvent(
          new StorageEvent("storage", { key: AUTH_STORAGE_KEY, newValue: "{}" }),
        ),
    );
    await waitFor(() => expect(screen.getByTestId("user")).toHaveTextContent("tab@example.com"));
  });

  it("holds a password-only session of an account with two-factor as not yet signed in", async () => {
    const payload = btoa(JSON.stringify({ aal: "aal1" })).replace(/=+$/, "");
    const session = { ...fakeSession("mfa@example.com"), access_token: `h.${payload}.s` };
    session.user = {
      ...session.user,
      factors: [
        { id: "f", status: "verified", factor_type: "totp", created_at: "", updated_at: "" },
      ],
    };
    const fake = fakeClient(session as Session);
    fake.finishReadingStoredSession();
    const api = await renderSettled(fake.client);
    expect(api.current.user).toBeNull();
    expect(api.current.pendingSecondFactor).toBe(true);
    const aal2 = btoa(JSON.stringify({ aal: "aal2" })).replace(/=+$/, "");
    fake.emit("MFA_CHALLENGE_VERIFIED", { ...session, access_token: `h.${aal2}.s` } as Session);
    expect(api.current.user?.email).toBe("mfa@example.com");
    expect(api.current.pendingSecondFactor).toBe(false);
  });

  it("a sign-up answered without a session signs in with the same password (concealing server)", async () => {
    const fake = fakeClient(null);
    fake.finishReadingStoredSession();
    const session = { access_token: "a", user: { email: "new@example.com" } } as unknown as Session;
    fake.client.signInWithPassword.mockResolvedValueOnce({
      data: { user: null, session },
      error: null,
    } as never);
    let api!: ReturnType<typeof useAuth>;
    function Grab() {
      api = useAuth();
      return null;
    }
    render(
      <AuthProvider loadClient={async () => fake.client}>
        <Grab />
      </AuthProvider>,
    );
    await waitFor(() => expect(api.loading).toBe(false));
    expect(await act(() => api.signUp("new@example.com", "correct horse", "en"))).toEqual({
      error: null,
      needsConfirmation: false,
    });
    expect(fake.client.signInWithPassword).toHaveBeenCalledWith({
      email: "new@example.com",
      password: "correct horse",
    });
  });

  it("a sign-up whose confirmation mail was sent asks to check the mail without trying to sign in", async () => {
    const fake = fakeClient(null);
    fake.finishReadingStoredSession();
    const user = {
      id: "u1",
      email: "new@example.com",
      confirmation_sent_at: "2026-11-23T10:00:00Z",
    };
    fake.client.signUp.mockResolvedValueOnce({
      data: { user, session: null },
      error: null,
    } as never);
    const api = await renderSettled(fake.client);
    expect(await act(() => api.current.signUp("new@example.com", "correct horse", "en"))).toEqual({
      error: null,
      needsConfirmation: true,
    });
    expect(fake.client.signInWithPassword).not.toHaveBeenCalled();
  });

  it("stops listening when unmounted", async () => {
    const fake = fakeClient(null);
    fake.finishReadingStoredSession();
    const { unmount } = render(
      <AuthProvider loadClient={async () => fake.client}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(fake.listenerCount()).toBe(1));
    unmount();
    expect(fake.listenerCount()).toBe(0);
  });
});
