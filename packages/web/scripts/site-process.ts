/**
 * `npm start`'s server (server/main.ts) as a child process on a port of its own, for the tests and
 * the bench that run several of them (server/multi-process.test.ts, server/nginx-proxy.test.ts,
 * scripts/nginx-proxy.ts's callers): started and resolved once /healthz says ready, stopped by its
 * own process id.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const mainScript = fileURLToPath(new URL("../server/main.ts", import.meta.url));
const repoDir = fileURLToPath(new URL("../../..", import.meta.url));

/** Ended, by exit or by a signal (a killed child has no exit code, only a signal code). */
export const isGone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (isGone(child) ? resolve() : child.once("exit", () => resolve())));

export type Site = { child: ChildProcess; url: string; port: number; output: () => string };

/** `npm start`'s server (server/main.ts) on `port`, resolved once /healthz says ready. */
export async function startSite(env: Record<string, string>, port: number): Promise<Site> {
  const child = spawn(process.execPath, [mainScript], {
    cwd: repoDir,
    env: { PATH: process.env.PATH ?? "", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Up to 90 s: a start reads the build and its compressed twins, a few seconds, but several
  // times that on a 2-core machine busy with the browser tests beside it.
  for (let i = 0; i < 900; i++) {
    if (isGone(child)) throw new Error(`site exited:\n${out}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { child, url, port, output: () => out };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`site did not become ready:\n${out}`);
}

export async function stopSite(site: Site | undefined) {
  if (!site || isGone(site.child)) return;
  site.child.kill("SIGTERM");
  await exited(site.child);
}
