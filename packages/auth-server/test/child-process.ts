/** The standalone server (`node src/main.ts`) as a child process, for tests that need a real process. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** Whether `user` can run the server from this checkout (read its source, execute this Node). */
export function canRunAs(user: string): boolean {
  const check = spawnSync(
    "runuser",
    ["-u", user, "--", "sh", "-c", 'test -r src/main.ts && test -x "$0"', process.execPath],
    { cwd: pkgDir },
  );
  return check.status === 0;
}

export type ChildOptions = {
  /** Start under this umask (e.g. "000"), as a careless service manager might. */
  umask?: string;
  /** Run as this user (runuser; the tests run as root in CI). */
  user?: string;
};

/** Everything the child printed so far, kept on the child. */
export type Child = ChildProcess & { output: () => string };

/** `node src/main.ts` (process.execPath is the Node 24 running the tests), resolved when it listens. */
export function startChild(env: NodeJS.ProcessEnv, options: ChildOptions = {}): Promise<Child> {
  return new Promise((resolve, reject) => {
    let command = process.execPath;
    let args = ["src/main.ts"];
    if (options.user) [command, args] = ["runuser", ["-u", options.user, "--", command, ...args]];
    if (options.umask)
      [command, args] = [
        "/bin/sh",
        ["-c", `umask ${options.umask} && exec "$@"`, "sh", command, ...args],
      ];
    const child = spawn(command, args, {
      cwd: pkgDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    }) as Child;
    let out = "";
    child.output = () => out;
    const timer = setTimeout(() => reject(new Error(`child did not start:\n${out}`)), 60_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("listening on")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`child exited with ${code}:\n${out}`), { code, output: out }));
    });
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
