/**
 * The site server's account API, shared by the route (server/account-routes.ts)
 * and the page that calls it: DELETE erases the caller's account. Only the site's
 * server holds the service-role key, so deletion cannot happen in the browser.
 */
export const ACCOUNT_API_PATH = "/api/account";

/** A sign-in within this many seconds counts as recent enough to delete the account. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

/** Error codes the route answers with (JSON `{ code, message }`), GoTrue-style. */
export type AccountApiErrorCode =
  | "no_authorization"
  | "bad_jwt"
  | "insufficient_aal"
  | "reauthentication_needed"
  | "user_not_found"
  | "unexpected_failure";
