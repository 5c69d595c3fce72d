/** GET /authorize, GET|POST /callback (external sign-in), GET /user/identities/authorize and DELETE /user/identities/{id} (linking). */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Config } from "../../config.ts";
import { externalAuthorizeUrl, externalCallback } from "../../services/external.ts";
import { unlinkIdentity } from "../../services/identity-linking.ts";
import { caller, principalOf, requestAud, type Env } from "../context.ts";
import { readFormBody } from "../read-json.ts";
import { manualLinkingDisabled } from "./disabled.ts";

/** Names the linking flow this browser started (issue 21 item 11). */
const LINK_COOKIE = "sb-link-flow";

function callbackPath(config: Config): string {
  return `${new URL(config.externalUrl).pathname.replace(/\/$/, "")}/callback`;
}

function clearLinkCookie(c: Context<Env>) {
  const { config } = c.get("deps");
  deleteCookie(c, LINK_COOKIE, { path: callbackPath(config) });
}

function query(c: Context<Env>) {
  return new URL(c.req.url).searchParams;
}

/** GoTrue ExternalProviderRedirect: 302 to the provider (errors are JSON, before any redirect). */
export async function authorizeHandler(c: Context<Env>) {
  const url = await externalAuthorizeUrl(
    c.get("deps"),
    { query: query(c), aud: requestAud(c) },
    caller(c),
  );
  return c.redirect(url, 302);
}

/** The provider's redirect back (GET), or its form_post (POST): always a redirect. */
export async function callbackHandler(c: Context<Env>) {
  let params = query(c);
  if (c.req.method === "POST") {
    const type = c.req.header("content-type") ?? "";
    if (type.startsWith("application/x-www-form-urlencoded")) {
      const form = await readFormBody(c);
      for (const [k, v] of params) if (!form.has(k)) form.set(k, v);
      params = form;
    }
  }
  const { location, status, linking } = await externalCallback(
    c.get("deps"),
    params,
    requestAud(c),
    caller(c),
    getCookie(c, LINK_COOKIE),
  );
  if (linking) clearLinkCookie(c);
  return c.redirect(location, status);
}

/** GoTrue LinkIdentity: the provider URL for the signed-in user, as JSON when skip_http_redirect=true (supabase-js). */
export async function linkIdentityHandler(c: Context<Env>) {
  const deps = c.get("deps");
  if (!deps.config.manualLinkingEnabled) manualLinkingDisabled();
  const q = query(c);
  const url = await externalAuthorizeUrl(
    deps,
    { query: q, aud: requestAud(c) },
    caller(c),
    principalOf(c).user,
  );
  if (deps.config.linkingBindBrowser) {
    // Beyond GoTrue: the flow finishes only where this cookie is (issue 21 item 11). supabase-js
    // fetches this answer from the page (same origin: the cookie is kept), then navigates there.
    const state = new URL(url).searchParams.get("state") ?? "";
    setCookie(c, LINK_COOKIE, state, {
      path: callbackPath(deps.config),
      httpOnly: true,
      sameSite: "Lax",
      secure: deps.config.externalUrl.startsWith("https:"),
      maxAge: deps.config.flowStateExpiry,
    });
  }
  if (q.get("skip_http_redirect") === "true") return c.json({ url });
  return c.redirect(url, 302);
}

export async function unlinkIdentityHandler(c: Context<Env>) {
  const deps = c.get("deps");
  if (!deps.config.manualLinkingEnabled) manualLinkingDisabled();
  return c.json(
    await unlinkIdentity(
      deps,
      principalOf(c),
      c.req.param("identity_id") ?? "",
      requestAud(c),
      caller(c),
    ),
  );
}
