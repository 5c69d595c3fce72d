/** SMTP delivery through nodemailer to a local sink, redirect validation, and start-up config errors. */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { isAllowedRedirect } from "../src/http/context.ts";
import { createAuthServer } from "../src/server.ts";
import { ANON, BASE_ENV, snapshotDb, uniqueEmail } from "./helpers.ts";

/** The smallest SMTP server nodemailer will talk to: accepts everything, keeps each message. */
function smtpSink() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: "", to: [], data: "" };
          inData = false;
          socket.write("250 OK queued\r\n");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "EHLO" || cmd === "HELO") {
          socket.write("250-sink\r\n250 8BITMIME\r\n");
        } else if (cmd === "MAIL") {
          current.from = line;
          socket.write("250 OK\r\n");
        } else if (cmd === "RCPT") {
          current.to.push(line);
          socket.write("250 OK\r\n");
        } else if (cmd === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (cmd === "QUIT") {
          socket.end("221 bye\r\n");
        } else {
          socket.write("250 OK\r\n");
        }
      }
    });
  });
  return { server, messages };
}

describe("SMTP mailer", () => {
  const sink = smtpSink();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => sink.server.listen(0, "127.0.0.1", () => r()));
    port = (sink.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => sink.server.close(() => r())));

  it("sends the sign-up confirmation over SMTP when GOTRUE_SMTP_HOST is set", async () => {
    const auth = await createAuthServer({
      env: {
        ...BASE_ENV,
        GOTRUE_MAILER_AUTOCONFIRM: "false",
        GOTRUE_SMTP_HOST: "127.0.0.1",
        GOTRUE_SMTP_PORT: String(port),
        GOTRUE_SMTP_ADMIN_EMAIL: "auth@saathi.test",
        GOTRUE_SMTP_SENDER_NAME: "Saathi",
        API_EXTERNAL_URL: "https://saathi.test/auth/v1",
      },
      db: await snapshotDb(),
      log: () => {},
    });
    try {
      const email = uniqueEmail();
      const res = await auth.fetch(
        new Request("http://x/auth/v1/signup?redirect_to=http://127.0.0.1:8080/welcome", {
          method: "POST",
          headers: { "content-type": "application/json", apikey: ANON },
          body: JSON.stringify({ email, password: "secret-pass-1" }),
        }),
      );
      expect(res.status).toBe(200);
      await auth.mailSettled(); // the mail goes out after the answer
      const msg = sink.messages.find((m) => m.to.some((t) => t.includes(email)));
      expect(msg?.from).toContain("auth@saathi.test");
      expect(msg?.data).toContain("Subject: Confirm your email address");
      expect(msg?.data.replace(/=\r\n/g, "")).toContain(
        "https://saathi.test/auth/v1/verify?token=",
      );
      expect(msg?.data.replace(/=\r\n/g, "").replace(/=3D/g, "=")).toContain(
        "redirect_to=http%3A%2F%2F127.0.0.1%3A8080%2Fwelcome",
      );
    } finally {
      await auth.close();
    }
  });
});

describe("redirect_to validation (GoTrue isRedirectURLValid)", () => {
  const config = loadConfig({
    GOTRUE_SITE_URL: "https://saathi.example",
    GOTRUE_URI_ALLOW_LIST: "https://*.preview.example/**,myapp://callback",
  });
  it.each([
    ["https://saathi.example/account", true],
    ["http://localhost:5173/x", false],
    ["http://127.0.0.1:5173/x", true],
    ["http://[::1]:5173/x", true],
    ["http://10.0.0.1/x", false],
    ["https://evil.example/", false],
    ["https://pr-12.preview.example/a/b", true],
    ["https://a.b.preview.example/", false],
    ["myapp://callback", true],
    ["https://2130706433/", false],
    ["not a url", false],
  ] as const)("%s → %s", (url, ok) => {
    expect(isAllowedRedirect(url, config)).toBe(ok);
  });
  it("ignores the port for a loopback site", () => {
    expect(
      isAllowedRedirect(
        "http://localhost:5173/x",
        loadConfig({ GOTRUE_SITE_URL: "http://localhost:8080" }),
      ),
    ).toBe(true);
  });
});

describe("main.ts", () => {
  it("refuses to start on bad configuration, listing every problem", () => {
    const r = spawnSync(process.execPath, ["src/main.ts"], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      env: { ...process.env, AUTH_DATA_DIR: "memory://", PORT: "70000", GOTRUE_JWT_EXP: "soon" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Invalid auth-server configuration:");
    expect(r.stderr).toContain("PORT");
    expect(r.stderr).toContain("GOTRUE_JWT_EXP");
  });
});
