/** Runs the auth server alone: routes under /auth/v1 on PORT (9999) at GOTRUE_API_HOST (127.0.0.1). */
import { listen, ServerSettingError, serverLimitsFromEnv } from "./node-server.ts";
import { ConfigError, DataDirError, createAuthServer } from "./server.ts";

// Everything this process creates (the data folder above all) is its owner's alone.
process.umask(0o077);

let server;
let limits;
try {
  limits = serverLimitsFromEnv(process.env);
  server = await createAuthServer();
} catch (err) {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirError ||
    err instanceof ServerSettingError
  ) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const auth = server;
const http = await listen({
  fetch: (req, env) => auth.fetch(req, { remoteAddr: env.incoming.socket.remoteAddress }),
  hostname: auth.config.host,
  port: auth.config.port,
  limits,
  errorHeaders: { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
});
console.log(
  `[auth-server] listening on http://${auth.config.host}:${http.port}/auth/v1 (storage: ${auth.db.kind})`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await http.close();
  await auth.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
