/**
 * The data folder (signing keys, service-role key, password hashes) is its owner's alone, and its
 * lock cannot be held hostage by a process that merely has the old owner's pid.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAuthServer, pgliteDir, loadConfig } from "../src/server.ts";
import { canRunAs, freePort, startChild, stopChild } from "./child-process.ts";
import { looseEntries } from "./file-modes.ts";
import { ANON, BASE_ENV, uniqueEmail } from "./helpers.ts";

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(join(tmpdir(), "auth-datadir-"));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function countEntries(root: string): number {
  const stat = lstatSync(root);
  return (
    1 +
    (stat.isDirectory()
      ? readdirSync(root).reduce((n, e) => n + countEntries(join(root, e)), 0)
      : 0)
  );
}

/** What an older version left: folders 0755, files 0666. */
function loosen(path: string) {
  const stat = lstatSync(path);
  chmodSync(path, stat.isDirectory() ? 0o755 : 0o666);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) loosen(join(path, entry));
}

const json = {
  "content-type": "application/json",
  apikey: ANON,
  "x-supabase-api-version": "2024-01-01",
};

describe("data folder modes", () => {
  it("a new data folder is 0700/0600 after start and after stop, even under umask 000; an older loose one is repaired with one log line", async () => {
    const dataDir = join(tempDir(), "data");
    const port = await freePort();
    const env = { ...process.env, ...BASE_ENV, AUTH_DATA_DIR: dataDir, PORT: String(port) };
    let child = await startChild(env, { umask: "000" });
    try {
      expect(countEntries(dataDir)).toBeGreaterThan(100);
      expect(looseEntries(dataDir)).toEqual([]);
      const r = await fetch(`http://127.0.0.1:${port}/auth/v1/signup`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: uniqueEmail("modes"), password: "secret-pass-1" }),
      });
      expect(r.status).toBe(200);
    } finally {
      await stopChild(child);
    }
    expect(looseEntries(dataDir)).toEqual([]);

    loosen(dataDir);
    const entries = countEntries(dataDir);
    child = await startChild(env, { umask: "000" });
    try {
      const lines = child
        .output()
        .split("\n")
        .filter((l) => l.includes("private"));
      expect(lines).toEqual([
        `[auth-server] made ${entries} entries under ${dataDir} private (folders 0700, files 0600); they were readable by others`,
      ]);
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      await stopChild(child);
    }
  }, 240_000);

  // Needs root (to start the server as another user) and a checkout that user can reach: a clone
  // inside a 0700 folder (mktemp -d) cannot be run by "nobody", whatever the server does.
  it.skipIf(process.getuid?.() !== 0 || !canRunAs("nobody"))(
    "refuses to start, in one line, when it cannot make the folder private",
    async () => {
      // A folder owned by root, loose as an older version left it, started as another user: chmod fails.
      const parent = tempDir();
      chmodSync(parent, 0o755);
      const dataDir = join(parent, "data");
      mkdirSync(join(dataDir, "auth"), { recursive: true });
      writeFileSync(join(dataDir, "auth", "service-role-key"), "x\n");
      loosen(dataDir);
      chmodSync(dataDir, 0o777);
      chmodSync(join(dataDir, "auth"), 0o777);
      const env = {
        ...process.env,
        ...BASE_ENV,
        AUTH_DATA_DIR: dataDir,
        PORT: String(await freePort()),
      };
      const failure = await startChild(env, { user: "nobody" }).then(
        async (child) => {
          await stopChild(child);
          return undefined;
        },
        (err: { code?: number; output?: string }) => err,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.output).toMatch(
        /^refusing to start: cannot make .*data private \(mode 700\): EPERM/,
      );
      expect(failure?.output?.trim().split("\n")).toHaveLength(1);
    },
    60_000,
  );
});

describe("data folder lock", () => {
  // One folder for all three (PGlite's first start on a folder is the slow one).
  const env = { ...BASE_ENV, AUTH_DATA_DIR: tempDir() };
  async function withLiveStranger<T>(fn: (pid: number) => Promise<T>): Promise<T> {
    const stranger = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      return await fn(stranger.pid!);
    } finally {
      stranger.kill("SIGKILL");
    }
  }

  it.each([
    ["pid and start time (this version)", (pid: number) => `${pid} 12345`],
    ["pid only (older versions)", (pid: number) => String(pid)],
  ])(
    "a stale lock whose pid now belongs to another live process does not block start-up: %s",
    async (_label, content) => {
      const lockFile = `${pgliteDir(loadConfig(env))}.lock`;
      mkdirSync(join(lockFile, ".."), { recursive: true });
      await withLiveStranger(async (pid) => {
        writeFileSync(lockFile, content(pid));
        const server = await createAuthServer({ env, log: () => {} });
        await server.close();
      });
    },
    120_000,
  );

  it("a lock held by a live server still refuses a second one", async () => {
    const child = await startChild({ ...process.env, ...env, PORT: String(await freePort()) });
    try {
      await expect(createAuthServer({ env, log: () => {} })).rejects.toThrow(
        `in use by process ${child.pid}`,
      );
    } finally {
      await stopChild(child);
    }
  }, 120_000);
});
