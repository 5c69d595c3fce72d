/**
 * The host learns each sign-in, sign-up and token refresh the server decided (the site's /metrics,
 * issue 33 item 2): kind and result only, a refused attempt past the rate limit included.
 */
import { expect, it } from "vitest";
import { createAuthServer } from "../src/server.ts";
import type { AuthOutcomeKind, AuthOutcomeResult } from "../src/server.ts";
import { snapshotDb, uniqueEmail } from "./helpers.ts";

it("reports sign-up, sign-in success and failure, refresh and rate_limited, and nothing else", async () => {
  const seen: string[] = [];
  const auth = await createAuthServer({
    db: await snapshotDb(),
    env: {
      AUTH_DATA_DIR: "memory://",
      GOTRUE_SITE_URL: "http://127.0.0.1:8080",
      GOTRUE_MAILER_AUTOCONFIRM: "true",
    },
    log: () => {},
    onAuthOutcome: (kind: AuthOutcomeKind, result: AuthOutcomeResult) =>
      seen.push(`${kind} ${result}`),
  });
  try {
    const call = (path: string, json: unknown) =>
      auth.fetch(
        new Request(`http://auth.test/auth/v1${path}`, {
          method: "POST",
          headers: { apikey: auth.config.apiKeys.anon[0]!, "content-type": "application/json" },
          body: JSON.stringify(json),
        }),
        { remoteAddr: "198.51.100.7" },
      );
    const email = uniqueEmail();
    const password = "outcome-pass-1234";
    expect((await call("/signup", { email, password })).status).toBe(200);
    const session = (await (
      await call("/token?grant_type=password", { email, password })
    ).json()) as {
      refresh_token: string;
    };
    expect(
      (await call("/token?grant_type=password", { email, password: "wrong-pass-1234" })).status,
    ).toBe(400);
    expect(
      (await call("/token?grant_type=refresh_token", { refresh_token: session.refresh_token }))
        .status,
    ).toBe(200);
    expect((await call("/token?grant_type=refresh_token", { refresh_token: "nope" })).status).toBe(
      400,
    );
    // Routes without a hook (here /recover) are not reported.
    expect((await call("/recover", { email })).status).toBe(200);
    expect(seen).toEqual([
      "sign_up success",
      "sign_in success",
      "sign_in failure",
      "token_refresh success",
      "token_refresh failure",
    ]);
    // Past the sign-in bucket (per address, GoTrue's default size) the answer is 429.
    seen.length = 0;
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (await call("/token?grant_type=password", { email, password: "wrong-pass-1234" }))
        .status;
    expect(status).toBe(429);
    expect(seen.at(-1)).toBe("sign_in rate_limited");
    expect(seen.slice(0, -1).every((s) => s === "sign_in failure")).toBe(true);
  } finally {
    await auth.close();
  }
});
