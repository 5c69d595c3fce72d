/**
 * The authentication context of SPEC.md section 4: `loading` until the stored
 * session has been read once, then signed out (no session) or signed in (session
 * and user held), following every auth event from then on. The Supabase client is
 * loaded when the browser is idle after hydration, never during prerender.
 */
import type { AuthChangeEvent, AuthError, Session, User } from "@supabase/supabase-js";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { whenIdle } from "../lib/when-idle.ts";
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
};

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadDefaultClient(): Promise<AuthClientLike> {
  const { createSupabaseClient } = await import("./supabase.client.ts");
  return createSupabaseClient().auth;
}

export function AuthProvider({
  children,
  loadClient = loadDefaultClient,
}: {
  children: ReactNode;
  loadClient?: () => Promise<AuthClientLike>;
}) {
  const [state, setState] = useState<{ session: Session | null; loading: boolean; lastEvent: AuthChangeEvent | null }>({
    session: null,
    loading: true,
    lastEvent: null,
  });
  // One client per provider, loaded by whoever asks first: the idle loader or a click.
  const clientRef = useRef<Promise<AuthClientLike> | null>(null);
  const getClient = useCallback(() => (clientRef.current ??= loadClient()), [loadClient]);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const start = async () => {
      const auth = await getClient();
      if (cancelled) return;
      // Every event after the first read updates the state (SPEC.md section 4).
      const { data } = auth.onAuthStateChange((event, session) => {
        setState({ session, loading: false, lastEvent: event });
      });
      unsubscribe = () => data.subscription.unsubscribe();
      // The stored session, read once: until then the context is loading.
      const { data: stored } = await auth.getSession();
      if (!cancelled) setState((current) => (current.loading ? { session: stored.session, loading: false, lastEvent: current.lastEvent } : current));
    };
    const cancelIdle = whenIdle(() => void start());
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe?.();
    };
  }, [getClient]);

  const signUp = useCallback(
    async (email: string, password: string): Promise<SignUpResult> => {
      const auth = await getClient();
      const { data, error } = await auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${window.location.origin}/`, data: { signed_up_from: window.location.pathname } },
      });
      if (error || data.session) return { error, needsConfirmation: false };
      // No session: either the address must be confirmed by mail, or the server conceals whether
      // the address already had an account (AUTH_SIGNUP_CONCEAL_EXISTING) and expects a sign-in now.
      const signedIn = await auth.signInWithPassword({ email, password });
      return { error: null, needsConfirmation: !signedIn.data.session };
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
    }),
    [state, signUp, signIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
