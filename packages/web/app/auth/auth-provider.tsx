/**
 * The authentication context of SPEC.md section 4: `loading` until the stored
 * session has been read once, then signed out (no session) or signed in (session
 * and user held), following every auth event from then on. The Supabase client is
 * loaded only when there may be a session (a synchronous look at storage, see
 * stored-session.ts), when another tab signs in, or when someone starts to sign in
 * (`prepare`); a visitor who never signs in never downloads it. Never during prerender.
 */
import type { AuthChangeEvent, AuthError, Session, User } from "@supabase/supabase-js";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { AUTH_STORAGE_KEY, mayHaveSession } from "./stored-session.ts";
import type { AuthClient } from "./supabase.client.ts";

/** The subset of the Supabase auth client this provider uses (tests pass a fake). */
export type AuthClientLike = Pick<AuthClient, "getSession" | "onAuthStateChange" | "signUp" | "signInWithPassword" | "signOut">;

export type AuthResult = { error: AuthError | null };
export type SignUpResult = AuthResult & { needsConfirmation: boolean };

export type AuthContextValue = {
  user: User | null;
  session: Session | null;
  loading: boolean;
  /** The last auth event seen (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, ...). */
  lastEvent: AuthChangeEvent | null;
  signUp: (email: string, password: string) => Promise<SignUpResult>;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signOut: () => Promise<AuthResult>;
  /** Starts loading the auth client ahead of a sign-in (the account dialog opening). */
  prepare: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadDefaultClient(): Promise<AuthClientLike> {
  const { createSupabaseClient } = await import("./supabase.client.ts");
  return createSupabaseClient().auth;
}

export function AuthProvider({
  children,
  loadClient = loadDefaultClient,
  hasStoredSession = mayHaveSession,
}: {
  children: ReactNode;
  loadClient?: () => Promise<AuthClientLike>;
  hasStoredSession?: () => boolean;
}) {
  const [state, setState] = useState<{ session: Session | null; loading: boolean; lastEvent: AuthChangeEvent | null }>({
    session: null,
    loading: true,
    lastEvent: null,
  });
  // One client per provider, loaded by whoever asks first.
  const clientRef = useRef<Promise<AuthClientLike> | null>(null);
  const [client, setClient] = useState<AuthClientLike | null>(null);
  const getClient = useCallback(
    () =>
      (clientRef.current ??= loadClient().then((auth) => {
        setClient(auth);
        return auth;
      })),
    [loadClient],
  );

  // Once the client is loaded, every auth event updates the state (SPEC.md section 4).
  useEffect(() => {
    if (!client) return;
    const { data } = client.onAuthStateChange((event, session) => {
      setState({ session, loading: false, lastEvent: event });
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  useEffect(() => {
    let cancelled = false;
    if (hasStoredSession()) {
      void getClient()
        .then((auth) => auth.getSession())
        .then(({ data: stored }) => {
          // The stored session, read once: until then the context is loading.
          if (!cancelled) setState((current) => (current.loading ? { ...current, session: stored.session, loading: false } : current));
        });
    } else {
      setState((current) => (current.loading ? { ...current, loading: false } : current));
    }
    // Another tab signing in writes the session: load the client to follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void getClient();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener("storage", onStorage);
    };
  }, [getClient, hasStoredSession]);

  const prepare = useCallback(() => void getClient(), [getClient]);

  const signUp = useCallback(
    async (email: string, password: string): Promise<SignUpResult> => {
      const auth = await getClient();
      const { data, error } = await auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${window.location.origin}/`, data: { signed_up_from: window.location.pathname } },
      });
      return { error, needsConfirmation: !error && !data.session };
    },
    [getClient],
  );

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      const auth = await getClient();
      const { error } = await auth.signInWithPassword({ email, password });
      return { error };
    },
    [getClient],
  );

  const signOut = useCallback(async (): Promise<AuthResult> => {
    const auth = await getClient();
    // supabase-js clears the local session even when the server answers 401, 403 or 404.
    const { error } = await auth.signOut({ scope: "global" });
    return { error };
  }, [getClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.session?.user ?? null,
      session: state.session,
      loading: state.loading,
      lastEvent: state.lastEvent,
      signUp,
      signIn,
      signOut,
      prepare,
    }),
    [state, signUp, signIn, signOut, prepare],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
