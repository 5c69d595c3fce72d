/**
 * The outer shell around the route table: CORS (preflight included), GoTrue's error bodies,
 * Cache-Control: no-store, and no exception ever escaping to the host process.
 */
import { errorResponse } from "../errors.ts";
import { currentRequestId, requestIdFor, withRequestId } from "../log.ts";
import type { Deps } from "../services/deps.ts";
import { corsHeaders, preflight } from "./middleware/cors.ts";
import { buildRoutes } from "./routes.ts";

/** Identifies one error answer in the log and to the caller (`error_id`): the request's id. */
function requestId() {
  return currentRequestId() ?? requestIdFor(undefined);
}

export function createFetch(deps: Deps) {
  const app = buildRoutes(deps);
  const cors = deps.config.corsAllowedOrigins;
  app.onError((err, c) =>
    errorResponse(err, c.req.header("x-supabase-api-version"), requestId(), c.req.raw),
  );
  return (req: Request, info: { remoteAddr?: string } = {}): Promise<Response> =>
    withRequestId(requestIdFor(req.headers.get("x-request-id")), () => answer(req, info));
  async function answer(req: Request, info: { remoteAddr?: string }): Promise<Response> {
    const origin = req.headers.get("origin");
    let res: Response;
    try {
      if (req.method === "OPTIONS") return preflight(req, cors);
      res = await app.fetch(req, { remoteAddr: info.remoteAddr });
    } catch (err) {
      res = errorResponse(err, req.headers.get("x-supabase-api-version"), requestId(), req);
    }
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(corsHeaders(origin, cors))) headers.set(k, v);
    // Answers carry tokens and user data: no browser or proxy may keep them (issue 13, item 8).
    // Only what a route marks cacheable itself (the JWKS) keeps its own Cache-Control.
    if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
    headers.set("x-request-id", currentRequestId()!);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
