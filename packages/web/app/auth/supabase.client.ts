/**
 * The Supabase client, created in the browser only (the `.client` suffix keeps it
 * out of prerendering) and loaded only when needed (see stored-session.ts), so
 * content pages never wait for it. By default it talks to the embedded auth server on this same
 * origin; VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY at build time point it
 * at a hosted Supabase project instead.
 */
import { DEFAULT_PUBLISHABLE_KEY } from "@saathi/auth-server/public";
import { createClient } from "@supabase/supabase-js";
import { AUTH_STORAGE_KEY } from "./stored-session.ts";

export function createSupabaseClient() {
  const url = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin;
  const key = (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY as string | undefined) || DEFAULT_PUBLISHABLE_KEY;
  return createClient(url, key, {
    auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true, storageKey: AUTH_STORAGE_KEY },
  });
}

export type SupabaseClient = ReturnType<typeof createSupabaseClient>;
export type AuthClient = SupabaseClient["auth"];
