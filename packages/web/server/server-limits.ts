/**
 * The listener's limits for `npm start`: the variables of README's table (HTTP_*), with one rule of
 * the site's own. Behind a proxy (TRUST_PROXY=true) every visitor's connection arrives from the
 * proxy's address, so a cap on open connections per address would count all visitors as one and
 * turn them away together (200 clients behind nginx got thousands of resets from the default 64).
 * There the cap is off unless HTTP_MAX_CONNECTIONS_PER_IP is set: the proxy, which sees the real
 * addresses, is the place to cap connections per visitor (nginx `limit_conn`, a load balancer's
 * own limits).
 */
import { serverLimitsFromEnv, type ServerLimits } from "@saathi/auth-server/node-server";

export function siteServerLimits(
  env: Record<string, string | undefined>,
  trustProxy: boolean,
): ServerLimits {
  const limits = serverLimitsFromEnv(env);
  if (trustProxy && !env.HTTP_MAX_CONNECTIONS_PER_IP?.trim()) limits.maxConnectionsPerIp = 0;
  return limits;
}
