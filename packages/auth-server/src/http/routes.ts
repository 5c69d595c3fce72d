/**
 * The whole endpoint table, read top to bottom (like GoTrue's internal/api/api.go).
 * Routes live under /auth/v1, as on hosted Supabase.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { AuthError, errorResponse } from "../errors.ts";
import type { Deps } from "../services/deps.ts";
import { clientIp, type Env } from "./context.ts";
import { corsHeaders, preflight } from "./middleware/cors.ts";
import { TokenBucketLimiter } from "./middleware/rate-limit.ts";
import { requireApiKey } from "./middleware/api-key.ts";
import { getUserHandler, logoutHandler, signupHandler, tokenHandler, updateUserHandler } from "./handlers/auth.ts";
import { health, jwks, settings } from "./handlers/public.ts";

import { AUTH_BASE_PATH } from "../public.ts";

export const BASE_PATH = AUTH_BASE_PATH;

/** Never behind the API-key gate: public documents, and links a browser follows (verify, authorize, callback). */
const OPEN_ROUTES = ["/health", "/.well-known/jwks.json", "/verify", "/authorize", "/callback"].map((p) => ({
  method: "GET",
  path: `${BASE_PATH}${p}`,
}));

export function buildRoutes(deps: Deps) {
  const { config } = deps;
  const rl = config.rateLimit;
  const FIVE_MIN = 300;
  const limiters = {
    token: new TokenBucketLimiter(rl.tokenRefresh, FIVE_MIN, 30),
    otp: new TokenBucketLimiter(rl.otp, FIVE_MIN, 30),
    anonymous: new TokenBucketLimiter(rl.anonymousUsers, 3600, rl.anonymousUsers),
  };

  /** GoTrue limits per client IP, and only when it knows the IP. */
  const limit =
    (pick: (c: Context<Env>) => TokenBucketLimiter): MiddlewareHandler<Env> =>
    async (c, next) => {
      if (rl.enabled) {
        const ip = clientIp(c, config);
        if (ip && !pick(c).take(ip)) throw new AuthError("over_request_rate_limit");
      }
      await next();
    };

  // Sign-up: anonymous sign-ups (no email, no phone) use their own hourly bucket, which is only
  // known once the body is parsed, so the handler calls this.
  const signupLimit = (c: Context<Env>, anonymous: boolean) => {
    if (!rl.enabled) return;
    const ip = clientIp(c, config);
    if (ip && !(anonymous ? limiters.anonymous : limiters.otp).take(ip)) throw new AuthError("over_request_rate_limit");
  };

  const app = new Hono<Env>().basePath(BASE_PATH);
  app.use("*", requireApiKey(deps, OPEN_ROUTES));
  app.get("/health", health);
  app.get("/settings", settings(deps));
  app.get("/.well-known/jwks.json", jwks(deps));
  app.post("/signup", signupHandler(deps, signupLimit));
  app.post("/token", limit(() => limiters.token), tokenHandler(deps));
  app.post("/logout", logoutHandler(deps));
  app.get("/user", getUserHandler(deps));
  app.put("/user", limit(() => limiters.otp), updateUserHandler(deps));

  app.notFound(() => {
    throw new AuthError("not_found", { message: "404 page not found" });
  });
  app.onError((err, c) => errorResponse(err, c.req.header("x-supabase-api-version"), requestId()));
  return app;
}

let counter = 0;
function requestId() {
  counter = (counter + 1) % 1e9;
  return `${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** Outer shell: CORS preflight and headers around the Hono app; never lets an exception escape. */
export function createFetch(deps: Deps) {
  const app = buildRoutes(deps);
  return async (req: Request, info: { remoteAddr?: string } = {}): Promise<Response> => {
    const origin = req.headers.get("origin");
    let res: Response;
    try {
      if (req.method === "OPTIONS") return preflight(req);
      res = await app.fetch(req, { remoteAddr: info.remoteAddr });
    } catch (err) {
      res = errorResponse(err, req.headers.get("x-supabase-api-version"), requestId());
    }
    const cors = corsHeaders(origin);
    if (Object.keys(cors).length === 0) return res;
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(cors)) headers.set(k, v);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}
