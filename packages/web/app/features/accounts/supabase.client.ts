/**
 * The Supabase client, created in the browser only (the `.client` suffix keeps it
 * out of prerendering) and loaded only when needed (see stored-session.ts), so
 * content pages never wait for it. By default it talks to the embedded auth server on this same
 * origin; VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY at build time point it
 * at a hosted Supabase project instead.
 */
import { createClient } from "@supabase/supabase-js";
import { publishableKey, supabaseUrl } from "./auth-endpoint.ts";
import { AUTH_STORAGE_KEY } from "./auth-storage.ts";

export function createSupabaseClient() {
  return createClient(supabaseUrl(), publishableKey(), {
    // PKCE for every link and redirect (sign-in links, recovery, confirmation, Google): the
    // code in the address is useless without the verifier kept in this browser.
    auth: {
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: "pkce",
      storageKey: AUTH_STORAGE_KEY,
      // recoveryCodes: auth.mfa.recoveryCodes (two-factor recovery codes).
      // appendPkceFlowIdToRedirects: each flow keeps its own verifier, and its id travels in the
      // link (`sb_flow_id`), so a reset link still works after a sign-in link was asked for in
      // another tab: without it the code would be exchanged with the newest flow's verifier and
      // fail. Our server keeps the parameter on redirect_to (same-site and `**` allow-list entries
      // match any query).
      experimental: { recoveryCodes: true, appendPkceFlowIdToRedirects: true },
    },
  });
}

export type SupabaseClient = ReturnType<typeof createSupabaseClient>;
export type AuthClient = SupabaseClient["auth"];
