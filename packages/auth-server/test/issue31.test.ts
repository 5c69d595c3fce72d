/**
 * Issue 31 ("Hardening, round three"), the auth-server items, on PGlite and PostgreSQL: every route
 * that takes an id in its path refuses one that only looks like a UUID (36 hex-and-dash characters)
 * with a 4xx before any query, never a 5xx.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const NOT_UUIDS = [
  "0123456789abcdef0123456789abcdef-abc",
  "------------------------------------",
  "aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-",
  "ffffffffffffffffffffffffffffffffffff",
];

describe.each(BACKENDS)("issue 31 on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("item 4: ids in admin and user routes that are not UUIDs are 4xx, never 5xx", async () => {
    const email = uniqueEmail("ids");
    const signup = await server.call("/signup", {
      json: { email, password: "a-long-passphrase" },
    });
    const session = (await signup.json()) as { access_token: string; user: { id: string } };
    const admin = { apikey: ANON, authorization: `Bearer ${server.auth.serviceRoleKey}` };
    const user = { authorization: `Bearer ${session.access_token}` };
    const real = session.user.id;
    for (const id of NOT_UUIDS) {
      const calls: [string, string, Record<string, string>, unknown?][] = [
        ["GET", `/admin/users/${id}`, admin],
        ["PUT", `/admin/users/${id}`, admin, { user_metadata: { a: 1 } }],
        ["DELETE", `/admin/users/${id}`, admin],
        ["GET", `/admin/users/${id}/factors`, admin],
        ["PUT", `/admin/users/${id}/factors/${id}`, admin, { friendly_name: "x" }],
        ["DELETE", `/admin/users/${id}/factors/${id}`, admin],
        ["PUT", `/admin/users/${real}/factors/${id}`, admin, { friendly_name: "x" }],
        ["DELETE", `/admin/users/${real}/factors/${id}`, admin],
        ["GET", `/admin/users/${id}/passkeys`, admin],
        ["DELETE", `/admin/users/${id}/passkeys/${id}`, admin],
        ["DELETE", `/admin/users/${real}/passkeys/${id}`, admin],
        ["POST", `/factors/${id}/challenge`, user, {}],
        ["POST", `/factors/${id}/verify`, user, { challenge_id: id, code: "123456" }],
        ["DELETE", `/factors/${id}`, user],
        ["PATCH", `/passkeys/${id}`, user, { friendly_name: "x" }],
        ["DELETE", `/passkeys/${id}`, user],
        ["POST", "/admin/users", admin, { id, email: uniqueEmail("id") }],
      ];
      for (const [method, path, headers, json] of calls) {
        const res = await server.call(path, {
          method,
          headers,
          ...(json === undefined ? {} : { json }),
        });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  it("item 6: sign-up and the admin API take only RFC 5321 mailboxes with a host name", async () => {
    const admin = { apikey: ANON, authorization: `Bearer ${server.auth.serviceRoleKey}` };
    for (const email of [
      "odd@example.com?cc=attacker%40evil.example&body=pay%20here",
      "odd@exa%6dple.com",
      "a@localhost",
      "a..b@example.com",
    ]) {
      const signup = await server.call("/signup", {
        json: { email, password: "a-long-passphrase" },
      });
      expect(signup.status, email).toBe(400);
      expect(((await signup.json()) as { code: string }).code).toBe("validation_failed");
      const created = await server.call("/admin/users", { headers: admin, json: { email } });
      expect(created.status, email).toBe(400);
    }
    const ok = await server.call("/signup", {
      json: { email: `o'brien+${Date.now()}@mail.example.co.in`, password: "a-long-passphrase" },
    });
    expect(ok.status).toBe(200);
  });

  it("item 7: a client that aborts mid-body is one log line, no stack trace", async () => {
    const lines: string[] = [];
    const spies = (["error", "log", "warn"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
        lines.push(parts.map(String).join(" "));
      }),
    );
    try {
      const { port } = new URL(server.url);
      for (const path of ["/signup", "/token?grant_type=password", "/otp"]) {
        await new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), "127.0.0.1", () => {
            socket.write(
              `POST /auth/v1${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${ANON}\r\n` +
                `Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"email":"a`,
            );
            setTimeout(() => {
              socket.destroy();
              resolve();
            }, 100);
          });
          socket.on("error", reject);
        });
      }
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(
        /^\[auth-server\] POST \/auth\/v1\/\w+: the client closed the connection before its body arrived/,
      );
      expect(line).not.toContain("\n");
    }
  });
});
