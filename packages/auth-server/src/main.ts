/** Runs the auth server alone: routes under /auth/v1 on PORT (9999) at GOTRUE_API_HOST (127.0.0.1). */
import { serve } from "@hono/node-server";
import { ConfigError, createAuthServer } from "./server.ts";

let server;
try {
  server = await createAuthServer();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const auth = server;
const http = serve(
  {
    fetch: (req, env: { incoming?: { socket?: { remoteAddress?: string } } }) =>
      auth.fetch(req, { remoteAddr: env.incoming?.socket?.remoteAddress }),
    hostname: auth.config.host,
    port: auth.config.port,
  },
  (info) => {
    console.log(`[auth-server] listening on http://${info.address}:${info.port}/auth/v1 (storage: ${auth.db.kind})`);
  },
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  http.close();
  await auth.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
