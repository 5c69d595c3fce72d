/**
 * Passkeys for the site `npm start` serves: on by default, with the relying party taken from the
 * site's own address, unless the deployer set GoTrue's variables (GOTRUE_PASSKEY_ENABLED and
 * GOTRUE_WEBAUTHN_RP_*), which always win.
 *
 * WebAuthn needs a secure context and a relying-party id that is a domain name: an IP address is
 * never one. So on loopback (the default http://127.0.0.1:PORT) the relying party is "localhost"
 * and passkeys work when the site is opened as http://localhost:PORT (a secure context, since
 * browsers treat localhost as trustworthy); the site hides the passkey buttons on an IP address.
 * Behind a public name they need https; a plain-http name or a public IP address leaves them off.
 * Since people then use the site at http://localhost:PORT, links in mail (password reset, sign-in
 * links) may return there too: that address joins GOTRUE_URI_ALLOW_LIST, after the deployer's own.
 */
export function passkeyDefaults(
  env: NodeJS.ProcessEnv,
  siteOrigin: string,
): Record<string, string> {
  if (env.GOTRUE_PASSKEY_ENABLED?.trim()) return {};
  const site = new URL(env.GOTRUE_SITE_URL || siteOrigin);
  const host = site.hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
  const ipAddress = /^[\d.]+$/.test(host) || host.includes(":");
  let rp: { id: string; origin: string };
  if (loopback)
    rp = {
      id: "localhost",
      origin: `${site.protocol}//localhost${site.port ? `:${site.port}` : ""}`,
    };
  else if (!ipAddress && site.protocol === "https:") rp = { id: host, origin: site.origin };
  else return {};
  const returnHere = loopback ? [`${rp.origin}/**`] : [];
  const allowList = [env.GOTRUE_URI_ALLOW_LIST?.trim(), ...returnHere].filter(Boolean).join(",");
  return {
    ...(allowList ? { GOTRUE_URI_ALLOW_LIST: allowList } : {}),
    GOTRUE_PASSKEY_ENABLED: "true",
    GOTRUE_WEBAUTHN_RP_ID: env.GOTRUE_WEBAUTHN_RP_ID || rp.id,
    GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: env.GOTRUE_WEBAUTHN_RP_DISPLAY_NAME || "Saathi",
    GOTRUE_WEBAUTHN_RP_ORIGINS: env.GOTRUE_WEBAUTHN_RP_ORIGINS || rp.origin,
  };
}
