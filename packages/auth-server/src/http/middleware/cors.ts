/**
 * CORS as GoTrue configures it (any origin, credentials), plus the `apikey` header supabase-js sends.
 * With AUTH_CORS_ALLOWED_ORIGINS set, only those origins get CORS headers: a page elsewhere can still
 * send a request, but its browser gets no answer to read (issue 31, item 12).
 */
const ALLOW_HEADERS =
  "Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, x-use-cookie, X-Supabase-Api-Version, apikey, x-supabase-client-platform, x-supabase-client-platform-version, x-supabase-client-runtime, x-supabase-client-runtime-version";

/** The origins allowed; empty = any (GoTrue). */
export type CorsPolicy = readonly string[];

function allowed(origin: string, policy: CorsPolicy): boolean {
  return policy.length === 0 || policy.includes(origin);
}

export function preflight(req: Request, policy: CorsPolicy = []): Response {
  const origin = req.headers.get("origin");
  const headers = new Headers(corsHeaders(origin, policy));
  if (origin && allowed(origin, policy)) {
    headers.set("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
    headers.set(
      "access-control-allow-headers",
      req.headers.get("access-control-request-headers") ?? ALLOW_HEADERS,
    );
    headers.set("access-control-max-age", "300");
  }
  return new Response(null, { status: 204, headers });
}

export function corsHeaders(
  origin: string | null,
  policy: CorsPolicy = [],
): Record<string, string> {
  if (!origin) return {};
  // The answer differs by Origin either way, so a shared cache must keep them apart.
  if (!allowed(origin, policy)) return { vary: "Origin" };
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": "X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code",
    vary: "Origin",
  };
}
