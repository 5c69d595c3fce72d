/**
 * Issue 21 item 2: no token, code, password, nonce or key reaches the log, whichever error path
 * wrote the line. The redaction table, then real servers whose database and mailer fail with the
 * secrets in their error messages (as node-postgres and SMTP servers may quote them), with every
 * console method and the server's `log` captured.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redact } from "../src/log.ts";
import type { Mail } from "../src/mailer/mailer.ts";
import { createAuthServer, type AuthServer } from "../src/server.ts";
import type { Db, Queryable } from "../src/storage/db.ts";
import { ANON, BASE_ENV, snapshotDb, uniqueEmail } from "./helpers.ts";

const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjMiLCJhdWQiOiJhdXRoZW50aWNhdGVkIn0.c2lnbmF0dXJlLXZhbHVl";

describe("redact", () => {
  it.each([
    [
      `Headers.set: "http://x/#access_token=${JWT}&expires_in=3600&refresh_token=r3fr35hT0k3n&provider_token=gho_abc123" is an invalid header value`,
      ["r3fr35hT0k3n", "gho_abc123", "c2lnbmF0dXJl"],
    ],
    ["GET /verify?token=0123456789abcdef0123&type=signup&redirect_to=x", ["0123456789abcdef0123"]],
    ["/callback?code=4f1d2c3b-aaaa-bbbb&state=x", ["4f1d2c3b-aaaa-bbbb"]],
    ['{"email":"a@b.c","password":"hunter2-long","nonce":"123456"}', ["hunter2-long", "123456"]],
    [
      "{ password: 'hunter2-long', otp: `654321`, token_hash: 'abcdef0123' }",
      ["hunter2-long", "654321", "abcdef0123"],
    ],
    [
      "redirect_to=https%3A%2F%2Fx%2F%23access_token%3Dopaque-value%26refresh_token%3Dr3fr35h",
      ["opaque-value", "r3fr35h"],
    ],
    ["code: 123456 was wrong", ["123456"]],
    ["authorization: Bearer sb_secret_abcdefghijklmnop", ["abcdefghijklmnop"]],
    [
      "hash $2b$10$abcdefghijklmnopqrstuu1234567890123456789012345678901",
      ["abcdefghijklmnopqrstuu"],
    ],
    [
      'error: duplicate key; parameters: ["r3fr35hT0k3n"] access_token=abc.def',
      ["abc.def", "r3fr35hT0k3n"],
    ],
    ["Key (token)=(r3fr35hT0k3n) already exists.", ["r3fr35hT0k3n"]],
  ])("%s", (text, secrets) => {
    const out = redact(text);
    for (const s of secrets) expect(out).not.toContain(s);
    expect(out).toContain("[redacted");
  });

  it("keeps what helps debugging: error codes, addresses, paths, request ids", () => {
    const line =
      "[auth-server] unexpected_failure (request ahv-1): AuthError { code: 'unexpected_failure', status: 500 } at /verify?type=signup for a@b.c";
    expect(redact(line)).toBe(line);
    expect(redact('{"code":"flow_state_expired"}')).toBe('{"code":"flow_state_expired"}');
  });
});

/** A database whose queries touching `match` fail with their parameters in the message. */
function failing(db: Db, match: RegExp, on: { armed: boolean }): Db {
  const wrap = (q: Queryable): Queryable => ({
    exec: (sql) => q.exec(sql),
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      if (on.armed && match.test(sql))
        throw new Error(
          `query failed: ${sql.trim().slice(0, 40)} parameters: ${JSON.stringify(params)}`,
        );
      return q.query<T>(sql, params);
    },
  });
  return {
    ...wrap(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

describe("no secret reaches the log on an error path", () => {
  let lines: string[];
  let spies: ReturnType<typeof vi.spyOn>[];
  let server: AuthServer | undefined;
  beforeEach(() => {
    lines = [];
    spies = (["log", "error", "warn", "info", "debug"] as const).map((k) =>
      vi.spyOn(console, k).mockImplementation((...a: unknown[]) => {
        lines.push(
          a
            .map((x) => (x instanceof Error ? `${x.stack} ${String(x.cause)}` : String(x)))
            .join(" "),
        );
      }),
    );
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    for (const s of spies) s.mockRestore();
  });

  const call = (path: string, json?: unknown, headers: Record<string, string> = {}) =>
    server!.fetch(
      new Request(`http://auth.test/auth/v1${path}`, {
        method: json === undefined ? "GET" : "POST",
        headers: { apikey: ANON, "content-type": "application/json", ...headers },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
      { remoteAddr: "127.0.0.1" },
    );

  it("a database failure quoting a refresh token, a password and a session", async () => {
    const on = { armed: false };
    server = await createAuthServer({
      env: BASE_ENV,
      db: failing(await snapshotDb(), /refresh_tokens|encrypted_password|sessions/, on),
      log: (l) => lines.push(l),
    });
    const email = uniqueEmail("log");
    const password = "a-long-password-1";
    const up = await call("/signup", { email, password });
    expect(up.status).toBe(200);
    const { access_token, refresh_token } = (await up.json()) as Record<string, string>;
    on.armed = true;
    const failures = [
      await call("/token?grant_type=refresh_token", { refresh_token }),
      await call("/token?grant_type=password", { email, password }),
      await call("/logout", {}, { authorization: `Bearer ${access_token}` }),
    ];
    for (const r of failures) expect(r.status).toBe(500);
    const log = lines.join("\n");
    expect(log).toContain("unexpected_failure");
    for (const secret of [refresh_token!, password, access_token!, access_token!.split(".")[2]!])
      expect(log).not.toContain(secret);
  });

  it("a mailer failure quoting the mail (link and code)", async () => {
    const sent: Mail[] = [];
    server = await createAuthServer({
      env: { ...BASE_ENV, GOTRUE_MAILER_AUTOCONFIRM: "false" },
      db: await snapshotDb(),
      mailer: {
        async send(mail) {
          sent.push(mail);
          throw new Error(`550 rejected: ${mail.text}`);
        },
      },
      log: (l) => lines.push(l),
    });
    const email = uniqueEmail("mailfail");
    expect((await call("/signup", { email, password: "a-long-password-1" })).status).toBe(200);
    for (let i = 0; i < 100 && !lines.some((l) => l.includes("failed")); i++)
      await new Promise((r) => setTimeout(r, 20));
    const link = /\/verify\?token=([0-9a-f]+)/.exec(sent[0]!.text)!;
    const code = /\b(\d{6})\b/.exec(sent[0]!.text)?.[1];
    const log = lines.join("\n");
    expect(log).toContain("550 rejected");
    expect(log).not.toContain(link[1]);
    if (code) expect(log).not.toContain(code);
  });
});
