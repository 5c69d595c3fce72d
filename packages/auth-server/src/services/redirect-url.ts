/**
 * Building the URLs a browser is sent back to (GET /verify, GET /callback): Go's query encoding, the
 * session or error in the fragment, and GoTrue's map from HTTP status to OAuth error name.
 */

/** GoTrue's oauthErrorMap: the `error` a redirect carries for an error of this status. */
export const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** Go's url.Values.Encode: keys sorted, spaces as "+". */
export function encode(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(values[k]!).replace(/%20/g, "+")}`)
    .join("&");
}

export function withQuery(target: string, extra: Record<string, string>, replace = false): URL {
  const u = new URL(target);
  const q: Record<string, string> = {};
  if (!replace) for (const [k, v] of u.searchParams) q[k] = v;
  Object.assign(q, extra);
  u.search = encode(q);
  return u;
}

/** The target as given (GoTrue does not normalise it), its fragment replaced. */
export function withFragment(target: string, fragment: Record<string, string>): string {
  return `${target.split("#")[0]}#${encode(fragment)}`;
}
