/** CORS as GoTrue configures it (any origin, credentials), plus the `apikey` header supabase-js sends. */
const ALLOW_HEADERS =
  "Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, x-use-cookie, X-Supabase-Api-Version, apikey, x-supabase-client-platform, x-supabase-client-platform-version, x-supabase-client-runtime, x-supabase-client-runtime-version";

export function preflight(req: Request): Response {
  const origin = req.headers.get("origin");
  const headers = new Headers(corsHeaders(origin));
  headers.set("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
  headers.set(
    "access-control-allow-headers",
    req.headers.get("access-control-request-headers") ?? ALLOW_HEADERS,
  );
  headers.set("access-control-max-age", "300");
  return new Response(null, { status: 204, headers });
}

export function corsHeaders(origin: string | null): Record<string, string> {
  if (!origin) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": "X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code",
    vary: "Origin",
  };
}
