/**
 * `npm run staff -- grant|revoke|list`: through the running server's admin API while it holds the
 * PGlite folder, and straight in the database once it is free.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../auth-server/test/child-process.ts";

const run = promisify(execFile);
const script = fileURLToPath(new URL("../scripts/staff.ts", import.meta.url));
const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));

describe("npm run staff", () => {
  const dir = mkdtempSync(join(tmpdir(), "desk-staff-"));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  const env = (extra: Record<string, string> = {}) => ({
    PATH: process.env.PATH ?? "",
    AUTH_DATA_DIR: dir,
    ...extra,
  });
  const staff = (args: string[], extra: Record<string, string> = {}) =>
    run(process.execPath, [script, ...args], { env: env(extra) }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout + e.stderr,
      }),
    );

  it("grants through the running server, revokes and lists in the database, and says what went wrong", async () => {
    const port = await freePort();
    child = spawn(process.execPath, [main], {
      env: env({ PORT: String(port) }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    for (let i = 0; i < 600 && !out.includes("[desk] listening"); i++)
      await new Promise((r) => setTimeout(r, 100));
    const url = `http://127.0.0.1:${port}`;
    const res = await fetch(`${url}/auth/v1/signup`, {
      method: "POST",
      headers: {
        apikey: "sb_publishable_saathi-dev-key-not-secret-0000",
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: "Meera@Example.com", password: "a-long-password-1" }),
    });
    expect(res.status).toBe(200);

    expect(await staff(["grant"])).toMatchObject({ code: 2 });
    const missing = await staff(["grant", "nobody@example.com"], { STAFF_API_URL: url });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("No account has the address nobody@example.com");
    const granted = await staff(["grant", "meera@example.com"], { STAFF_API_URL: url });
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain("meera@example.com is now staff.");
    expect((await staff(["list"], { STAFF_API_URL: url })).out).toContain("meera@example.com");

    child.kill("SIGTERM");
    await new Promise((r) => child!.once("exit", r));
    expect((await staff(["list"])).out).toContain("meera@example.com");
    expect((await staff(["revoke", "MEERA@example.com"])).out).toContain(
      "meera@example.com is no longer staff.",
    );
    expect((await staff(["list"])).out).toContain("(no staff accounts)");
  }, 120_000);
});
