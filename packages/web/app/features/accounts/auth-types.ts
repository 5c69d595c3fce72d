/**
 * The auth client's shape as the provider (auth-provider.tsx) and the runtime it loads on demand
 * (auth-runtime.ts) both use it, apart from either so that neither imports the other's module.
 */
import type { AuthError } from "@supabase/supabase-js";
import type { AuthClient } from "./supabase.client.ts";

/** The subset of the Supabase auth client this provider uses (tests pass a fake). */
export type AuthClientLike = Pick<
  AuthClient,
  "getSession" | "onAuthStateChange" | "signUp" | "signInWithPassword" | "signOut"
>;

export type AuthResult = { error: AuthError | null };
export type SignUpResult = AuthResult & { needsConfirmation: boolean };
export type SignInResult = AuthResult & { secondFactorRequired: boolean };
