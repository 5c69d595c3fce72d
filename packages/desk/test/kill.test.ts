/**
 * The real process (src/main.ts: auth server + desk) killed with kill -9 in the middle of a burst
 * of requests: every request that was acknowledged (201) is there after a restart, and its
 * acknowledgement mail goes out (the outbox survives). On PostgreSQL (TEST_DATABASE_URL) two
 * processes share the database: each mail is sent once, whichever process records or sends it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEASE_MS } from "@saathi/auth-server/outbox-delivery";
import { freePort } from "../../auth-server/test/child-process.ts";
import { freshPgDatabase, PG_URL, uniqueEmail, waitFor } from "./helpers.ts";

const mainScript = fileURLToPath(new URL("../src/main.ts", import.meta.url));

const isGone = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;

async function start(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainScript], {
    env: { PATH: process.env.PATH ?? "", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (isGone(child)) throw new Error(`desk exited:\n${out}`);
    if (out.includes("[desk] listening")) return { child, url, output: () => out };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`desk did not start:\n${out}`);
}

function smtpSink() {
  const mails: { to: string; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((m) => {
          for (const rcpt of session.envelope.rcptTo)
            mails.push({
              to: rcpt.address.toLowerCase(),
              subject: m.subject ?? "",
              text: m.text ?? "",
            });
          done();
        })
        .catch(done);
    },
  });
  server.on("error", () => {}); // a killed process drops its SMTP connection mid-mail
  return { server, mails };
}

const BASE_ENV = {
  GOTRUE_SMTP_ADMIN_EMAIL: "desk@saathi.test",
  DESK_OPERATOR_INBOX: "operator@saathi.test",
  DESK_RATE_LIMIT_REQUESTS_PER_IP: "0",
  DESK_RATE_LIMIT_REQUESTS_PER_ADDRESS: "0",
  AUTH_RATE_LIMIT_DISABLED: "true",
};

type Acked = { reference: string; token: string; email: string };

/** Sends requests one after another from `clients` loops until `stop()`; collects the 201s. */
function burst(urls: () => string[], clients = 4) {
  const acked: Acked[] = [];
  let stopped = false;
  let turn = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (!stopped) {
      const list = urls();
      const url = list[turn++ % list.length]!;
      const email = uniqueEmail("burst");
      try {
        const res = await fetch(`${url}/api/desk/requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            kind: "message",
            name: "Burst",
            email,
            message: "hello",
            consent: true,
          }),
        });
        if (res.status === 201) {
          const body = (await res.json()) as { reference: string; token: string };
          acked.push({ reference: body.reference, token: body.token, email });
        }
      } catch {
        // The process died under us: this one was never acknowledged.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    acked,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe("kill -9 during a burst of requests", () => {
  const sink = smtpSink();
  let smtpPort = 0;
  const dirs: string[] = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    smtpPort = await freePort();
    await new Promise<void>((r) => sink.server.listen(smtpPort, "127.0.0.1", () => r()));
  });
  afterAll(async () => {
    for (const c of children) if (!isGone(c)) c.kill("SIGKILL");
    await new Promise<void>((r) => sink.server.close(() => r()));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("on PGlite: every acknowledged request is there after a restart, and its mail goes out", async () => {
    const dir = mkdtempSync(join(tmpdir(), "desk-kill-"));
    dirs.push(dir);
    const env = {
      ...BASE_ENV,
      AUTH_DATA_DIR: dir,
      GOTRUE_SMTP_HOST: "127.0.0.1",
      GOTRUE_SMTP_PORT: String(smtpPort),
    };
    let site = await start(env);
    children.push(site.child);
    const load = burst(() => [site.url]);
    await waitFor(() => load.acked.length >= 15 || undefined, "some acknowledged requests", 60_000);
    site.child.kill("SIGKILL");
    await new Promise((r) => site.child.once("exit", r));
    await load.stop();
    const acked = [...load.acked];
    expect(acked.length).toBeGreaterThanOrEqual(15);

    site = await start(env);
    children.push(site.child);
    for (const a of acked) {
      const res = await fetch(`${site.url}/api/desk/private/${a.token}`);
      expect(res.status, a.reference).toBe(200);
      expect(((await res.json()) as { reference: string }).reference).toBe(a.reference);
    }
    // The acknowledgements recorded before the kill are sent by the restarted process (at start-up).
    await waitFor(
      () =>
        acked.every((a) =>
          sink.mails.some((m) => m.to === a.email && m.subject.includes(a.reference)),
        ) || undefined,
      "every acknowledgement mailed",
      30_000,
    );
    site.child.kill("SIGTERM");
    await new Promise((r) => site.child.once("exit", r));
  }, 120_000);

  it.skipIf(!PG_URL)(
    "on PostgreSQL with two processes: kill -9 of one loses nothing acknowledged, each mail is sent once",
    async () => {
      const db = await freshPgDatabase();
      try {
        const env = {
          ...BASE_ENV,
          DATABASE_URL: db.url,
          GOTRUE_SMTP_HOST: "127.0.0.1",
          GOTRUE_SMTP_PORT: String(smtpPort),
        };
        const a = await start(env);
        const b = await start(env);
        children.push(a.child, b.child);
        let urls = [a.url, b.url];
        const load = burst(() => urls, 6);
        await waitFor(
          () => load.acked.length >= 20 || undefined,
          "some acknowledged requests",
          60_000,
        );
        a.child.kill("SIGKILL");
        urls = [b.url];
        await new Promise((r) => (isGone(a.child) ? r(undefined) : a.child.once("exit", r)));
        // Leases taken from here on belong to the living: they end after this, the dead one's before.
        const deadLeasesEndBy = new Date(Date.now() + LEASE_MS);
        await waitFor(
          () => load.acked.length >= 40 || undefined,
          "more requests on the survivor",
          60_000,
        );
        await load.stop();
        for (const r of load.acked) {
          const res = await fetch(`${b.url}/api/desk/private/${r.token}`);
          expect(res.status, r.reference).toBe(200);
        }
        // Mail the killed process had claimed stays leased (5 minutes) and is then sent by another:
        // end those leases now rather than wait, as time would. Only those: first let the living
        // processes finish what they hold, since ending a live lease would itself send a mail twice.
        const heldByTheDead = new Set<string>();
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        try {
          await waitFor(
            async () => {
              const { rows } = await client.query<{ n: number }>(
                `select count(*)::int as n from desk.mail_outbox
                 where next_attempt_at <= now() or next_attempt_at > $1`,
                [deadLeasesEndBy],
              );
              return rows[0]!.n === 0 || undefined;
            },
            "the living processes to send what they hold",
            60_000,
          );
          const { rows } = await client.query<{ to: string }>(
            `update desk.mail_outbox set next_attempt_at = now() where next_attempt_at > now()
             returning lower(to_address) as "to"`,
          );
          for (const r of rows) heldByTheDead.add(r.to);
        } finally {
          await client.end();
        }
        // A process that starts sends whatever is due (and the survivor's timer would, later).
        const a2 = await start(env);
        children.push(a2.child);
        await waitFor(
          () =>
            load.acked.every((r) =>
              sink.mails.some((m) => m.to === r.email && m.subject.includes(r.reference)),
            ) || undefined,
          "every acknowledgement mailed",
          60_000,
        );
        // Give both processes a moment to (wrongly) send anything twice, then count.
        await new Promise((r) => setTimeout(r, 1500));
        const twice = load.acked
          .map((r) => r.email)
          .filter((email) => sink.mails.filter((m) => m.to === email).length > 1);
        // A mail whose sender died between the SMTP server's "250" and deleting its row may go twice
        // (at-least-once, decision 0022), and a process sends to several addresses at once: only
        // mail the killed process still held may go twice; nothing else ever does.
        for (const email of twice) expect(heldByTheDead, email).toContain(email);
        for (const c of [b.child, a2.child]) c.kill("SIGTERM");
      } finally {
        await db.drop().catch(() => {});
      }
    },
    180_000,
  );
});
