/**
 * Issue 31 ("Hardening, round three"), items 3, 12 and 13, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: status codes that tell who has an account, CORS limited to the site's origins, and
 * mail sent after the answer without queueing behind other people's.
 */
import { describe, expect, it } from "vitest";
import { BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const PASSWORD = "secret-pass-1";

describe.each(BACKENDS)(
  "issue 31 item 3: answers that tell who has an account, on %s",
  (backend) => {
    async function withServer(env: Record<string, string>, body: (s: TestServer) => Promise<void>) {
      const server = await startServer({ backend, listen: false, env });
      try {
        await body(server);
      } finally {
        await server.close();
      }
    }
    async function known(server: TestServer) {
      const email = uniqueEmail("known");
      const res = await server.call("/admin/users", {
        headers: { authorization: `Bearer ${server.auth.serviceRoleKey}` },
        json: { email, password: PASSWORD, email_confirm: true },
      });
      expect(res.status).toBe(200);
      return email;
    }
    /** Status and body of a second /recover inside the mail gap, and of /otp with create_user: false. */
    async function answers(server: TestServer, email: string) {
      await server.call("/recover", { json: { email } });
      const recover = await server.call("/recover", { json: { email } });
      const otp = await server.call("/otp", { json: { email, create_user: false } });
      return {
        recover: [recover.status, await recover.json()],
        otp: [otp.status, ((await otp.json()) as { code?: string }).code ?? "{}"],
      };
    }

    it("without AUTH_SIGNUP_CONCEAL_EXISTING, as GoTrue: a known address 429 on /recover, an unknown one 422 on /otp", async () => {
      await withServer({}, async (server) => {
        const k = await answers(server, await known(server));
        const u = await answers(server, uniqueEmail("unknown"));
        expect(k.recover[0]).toBe(429);
        expect(u.recover[0]).toBe(200);
        expect(k.otp).toEqual([429, "over_email_send_rate_limit"]);
        expect(u.otp).toEqual([422, "otp_disabled"]);
      });
    });

    it("with AUTH_SIGNUP_CONCEAL_EXISTING, a known and an unknown address get the same answers (rate limits on)", async () => {
      await withServer(
        { AUTH_SIGNUP_CONCEAL_EXISTING: "true", AUTH_RATE_LIMIT_DISABLED: "false" },
        async (server) => {
          const k = await answers(server, await known(server));
          const u = await answers(server, uniqueEmail("unknown"));
          expect(k).toEqual(u);
          expect(k).toEqual({ recover: [200, {}], otp: [200, "{}"] });
        },
      );
    });
  },
);

describe.each(BACKENDS)("issue 31 item 12: CORS, on %s", (backend) => {
  const preflight = (server: TestServer, origin: string) =>
    server.auth.fetch(
      new Request("http://auth.test/auth/v1/token?grant_type=password", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "apikey, content-type",
        },
      }),
    );
  const settings = (server: TestServer, origin: string) =>
    server.call("/settings", { headers: { origin } });

  it("by default every origin is reflected with credentials, as GoTrue", async () => {
    const server = await startServer({ backend, listen: false });
    try {
      const pre = await preflight(server, "https://elsewhere.example");
      expect(pre.headers.get("access-control-allow-origin")).toBe("https://elsewhere.example");
      const res = await settings(server, "https://elsewhere.example");
      expect(res.headers.get("access-control-allow-origin")).toBe("https://elsewhere.example");
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    } finally {
      await server.close();
    }
  });

  it("AUTH_CORS_ALLOWED_ORIGINS: only the listed origins get CORS headers", async () => {
    const server = await startServer({
      backend,
      listen: false,
      env: { AUTH_CORS_ALLOWED_ORIGINS: "https://saathi.example, http://127.0.0.1:8080/" },
    });
    try {
      for (const origin of ["https://saathi.example", "http://127.0.0.1:8080"]) {
        const pre = await preflight(server, origin);
        expect(pre.status).toBe(204);
        expect(pre.headers.get("access-control-allow-origin")).toBe(origin);
        expect(pre.headers.get("access-control-allow-headers")).toContain("apikey");
        const res = await settings(server, origin);
        expect(res.status).toBe(200);
        expect(res.headers.get("access-control-allow-origin")).toBe(origin);
        expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      }
      for (const origin of [
        "https://evil.example",
        "https://saathi.example.evil.example",
        "http://saathi.example",
        "https://saathi.example:8443",
        "null",
      ]) {
        const pre = await preflight(server, origin);
        expect(pre.headers.get("access-control-allow-origin")).toBeNull();
        expect(pre.headers.get("access-control-allow-methods")).toBeNull();
        expect(pre.headers.get("access-control-allow-credentials")).toBeNull();
        const res = await settings(server, origin);
        expect(res.headers.get("access-control-allow-origin")).toBeNull();
        expect(res.headers.get("access-control-allow-credentials")).toBeNull();
        expect(res.headers.get("vary")).toContain("Origin");
      }
      // No Origin (a server, curl): answered as before.
      const plain = await server.call("/settings");
      expect(plain.status).toBe(200);
      expect(plain.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("a value that is not an origin stops the server at start", async () => {
    await expect(
      startServer({
        backend: "pglite",
        listen: false,
        env: { AUTH_CORS_ALLOWED_ORIGINS: "https://saathi.example/path" },
      }),
    ).rejects.toThrow(/AUTH_CORS_ALLOWED_ORIGINS/);
  });
});
