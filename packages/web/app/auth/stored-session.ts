/**
 * Whether this browser may be signed in, answered synchronously without loading
 * the Supabase client (~55 KiB gzip): most visitors never sign in, so the header
 * loads the client only when this says yes or when the person opens the account
 * dialog. The client keeps its session under AUTH_STORAGE_KEY (supabase.client.ts
 * sets it), and an email link lands with its tokens or code in the URL.
 */
export const AUTH_STORAGE_KEY = "saathi-auth";

const AUTH_REDIRECT = /[#&?](access_token|refresh_token|code|token_hash|error_description)=/;

export function mayHaveSession(): boolean {
  if (AUTH_REDIRECT.test(window.location.hash) || AUTH_REDIRECT.test(window.location.search)) return true;
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked (privacy settings): the client could not keep a session either.
    return false;
  }
}
