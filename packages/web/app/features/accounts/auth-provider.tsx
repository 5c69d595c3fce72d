/**
 * The authentication context of SPEC.md section 4: `loading` until the stored
 * session has been read once, then signed out (no session) or signed in (session
 * and user held), following every auth event from then on.
 *
 * The Supabase client is never created during prerender, and on content pages it
 * loads only when needed: a session is stored in this browser, the address carries
 * an auth redirect, the page is an account page, or the visitor asks (the sign-in
 * dialog). With none of those, "signed out" is known from localStorage alone.
 *
 * A session that still owes its second factor (a verified TOTP factor, token at
 * aal1) is not "signed in": `user` stays null and `pendingSecondFactor` is true.
 */
import type { AuthChangeEvent, Session, User } from "@supabase/supabase-js";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { Locale } from "../../i18n/locales.ts";
import { whenIdle } from "../../lib/when-idle.ts";
import { AUTH_STORAGE_KEY, needsAuthClientAtOnce } from "./auth-storage.ts";
import type { AuthClientLike, AuthResult, SignInResult, SignUpResult } from "./auth-types.ts";
import type { AuthClient } from "./supabase.client.ts";

export type AuthContextValue = {
  /** The signed-in user, once every factor the account needs is verified. */
  user: User | null;
  session: Session | null;
  loading: boolean;
  /** Signed in with the password, the authentication code still to come. */
  pendingSecondFactor: boolean;
  /** The last auth event seen (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, ...). */
  lastEvent: AuthChangeEvent | null;
  /** `locale`: the page's language, which the new account keeps for its mails. */
  signUp: (email: string, password: string, locale: Locale) => Promise<SignUpResult>;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<AuthResult>;
  /** The full Supabase auth client, loaded on first use (account forms call it). */
  client: () => Promise<AuthClient>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The site's provider wraps the header only (root.tsx: its updates must not reach the content
 * sections while they hydrate). Account pages, rendered in <main> after hydration, read the same
 * value through this mirror (AuthMirror), so there is one client and one state for the page; code
 * outside React (a checklist's sync, the stream explorer) reads and follows it directly.
 */
export const mirror = {
  value: null as AuthContextValue | null,
  listeners: new Set<() => void>(),
  set(value: AuthContextValue | null) {
    mirror.value = value;
    for (const listener of mirror.listeners) listener();
  },
  subscribe(listener: () => void) {
    mirror.listeners.add(listener);
    return () => void mirror.listeners.delete(listener);
  },
};

/**
 * The site's auth state as the header's provider last set it, for code outside React (a static
 * island's form sends the signed-in person's token with it), or null before the provider runs.
 */
export function mirroredAuth(): AuthContextValue | null {
  return mirror.value;
}

async function loadDefaultClient(): Promise<AuthClientLike> {
  const { createSupabaseClient } = await import("./supabase.client.ts");
  return createSupabaseClient().auth;
}

type Runtime = typeof import("./auth-runtime.ts");

export function AuthProvider({
  children,
  loadClient = loadDefaultClient,
}: {
  children: ReactNode;
  loadClient?: () => Promise<AuthClientLike>;
}) {
  const [state, setState] = useState<{
    session: Session | null;
    loading: boolean;
    lastEvent: AuthChangeEvent | null;
    pendingSecondFactor: boolean;
  }>({ session: null, loading: true, lastEvent: null, pendingSecondFactor: false });
  // One client per provider and one subscription to it, started by whoever needs it first.
  const clientRef = useRef<Promise<{
    auth: AuthClientLike;
    runtime: Runtime;
    redirect: ReturnType<Runtime["readAuthRedirect"]>;
  }> | null>(null);
  const startedRef = useRef<Promise<void> | null>(null);
  // Bumped on unmount: a start still in flight from an earlier mount then stops.
  const generationRef = useRef(0);
  const unsubscribeRef = useRef<(() => void) | undefined>(undefined);

  const load = useCallback(
    () =>
      (clientRef.current ??= import("./auth-runtime.ts").then(async (runtime) => {
        // Read what a redirect says before the client consumes (and clears) it.
        const redirect = runtime.readAuthRedirect(window.location);
        return { auth: await loadClient(), runtime, redirect };
      })),
    [loadClient],
  );

  const start = useCallback(() => {
    const loaded = load();
    const generation = generationRef.current;
    startedRef.current ??= (async () => {
      const cancelled = () => generation !== generationRef.current;
      const { auth, runtime, redirect } = await loaded;
      if (cancelled()) return;
      const next = (session: Session | null, lastEvent: AuthChangeEvent | null) => ({
        session,
        loading: false,
        lastEvent,
        pendingSecondFactor: runtime.needsSecondFactor(session),
      });
      // Every event after the first read updates the state (SPEC.md section 4).
      // Through the runtime, which also starts the page's parts that follow the account at sign-in
      // and, signed out here or in another tab, forgets what was kept for the account.
      const { data } = runtime.followAuth(auth, (event, session) => setState(next(session, event)));
      unsubscribeRef.current = () => data.subscription.unsubscribe();
      // The stored session, read once: until then the context is loading (or, if localStorage
      // already said "signed out", signed out). An event that came first is newer: keep it.
      const { data: stored } = await auth.getSession();
      if (cancelled()) return;
      setState((current) => (current.lastEvent === null ? next(stored.session, null) : current));
      void runtime.announceRedirect(redirect, stored.session);
    })();
    return loaded;
  }, [load]);

  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    if (needsAuthClientAtOnce(window.location)) {
      cancelIdle = whenIdle(() => void start());
    } else {
      // Nothing stored, nothing in the address: signed out, with no client loaded.
      setState((current) => (current.loading ? { ...current, loading: false } : current));
    }
    // Another tab signed in: follow it (the client, once loaded, does this itself).
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && !clientRef.current) void start();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      generationRef.current += 1;
      startedRef.current = null;
      cancelIdle?.();
      window.removeEventListener("storage", onStorage);
      unsubscribeRef.current?.();
      unsubscribeRef.current = undefined;
    };
  }, [start]);

  const client = useCallback(async () => (await start()).auth as AuthClient, [start]);

  // What each does lives in auth-runtime.ts, which loads with the client.
  const signUp = useCallback(
    async (email: string, password: string, locale: Locale): Promise<SignUpResult> => {
      const { auth, runtime } = await start();
      return runtime.signUp(auth, email, password, locale);
    },
    [start],
  );

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      const { auth, runtime } = await start();
      return runtime.signIn(auth, email, password);
    },
    [start],
  );

  const signOut = useCallback(async (): Promise<AuthResult> => {
    const { auth, runtime } = await start();
    return runtime.signOut(auth);
  }, [start]);

  const value = useMemo<AuthContextValue>(() => {
    const { pendingSecondFactor } = state;
    const session = pendingSecondFactor ? null : state.session;
    return {
      user: session?.user ?? null,
      session,
      loading: state.loading,
      pendingSecondFactor,
      lastEvent: state.lastEvent,
      signUp,
      signIn,
      signOut,
      client,
    };
  }, [state, signUp, signIn, signOut, client]);

  useEffect(() => {
    mirror.set(value);
  }, [value]);
  useEffect(() => () => mirror.set(null), []);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Gives its children the site's auth context when they render outside the provider (the account
 * pages in <main>); inside a provider (component tests), that provider's value is used.
 * Browser only: render it after hydration.
 */
export function AuthMirror({ children }: { children: ReactNode }) {
  const outer = useContext(AuthContext);
  const mirrored = useSyncExternalStore(
    mirror.subscribe,
    () => mirror.value,
    () => null,
  );
  if (outer) return children;
  if (!mirrored) return null;
  return <AuthContext.Provider value={mirrored}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
