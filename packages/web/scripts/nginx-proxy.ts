/**
 * Runs the documented one-host deployment (deploy/nginx/saathi.conf, README "Behind nginx") on
 * loopback, for server/nginx-proxy.test.ts and `npm run bench`, in front of `npm start` processes
 * on one PostgreSQL (scripts/site-process.ts starts them): Debian's nginx with that very file,
 * its ports, build folder and log folder changed and nothing else, inside a main config like
 * Debian's nginx.conf whose paths (pid, logs, temporary files) are in a temporary folder. nginx
 * runs in the foreground as a child of this process, as this process's user (its workers too,
 * when that is root), and is stopped by its own process id.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { exited, isGone } from "./site-process.ts";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static: serves the build's `.br` twins. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
export const DEPLOY_CONF = fileURLToPath(
  new URL("../../../deploy/nginx/saathi.conf", import.meta.url),
);
export const BUILD_CLIENT_DIR = fileURLToPath(new URL("../build/client", import.meta.url));

/** What is missing to run nginx here (the Debian packages to install), or undefined. */
export function nginxMissing(): string | undefined {
  const missing = [
    existsSync(NGINX) ? "" : "nginx",
    existsSync(BROTLI_STATIC_MODULE) ? "" : "libnginx-mod-http-brotli-static",
  ].filter(Boolean);
  return missing.length ? missing.join(" ") : undefined;
}

/** A port from `first` to `last` that nothing listens on now (loopback). */
export async function freePortIn(first: number, last: number, taken: number[] = []) {
  for (let port = first; port <= last; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once("error", () => resolve(false));
      s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${first} to ${last}`);
}

/**
 * deploy/nginx/saathi.conf as this machine runs it: the upstream's `server` lines, the `listen`
 * lines, the build folder and the log folder replaced. Throws when one of them is not found, so
 * the test cannot drift from the file a deployer copies.
 */
export function renderSaathiConf(
  conf: string,
  o: { listenPort: number; upstreams: number[]; root: string; logDir: string },
): string {
  const replace = (text: string, pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/saathi.conf: no ${what} found`);
    return text.replace(pattern, by);
  };
  let out = replace(
    conf,
    /^( *)server 127\.0\.0\.1:\d+;\n(?:\1server 127\.0\.0\.1:\d+;\n)*/m,
    o.upstreams.map((port) => `    server 127.0.0.1:${port};\n`).join(""),
    "upstream server lines",
  );
  out = replace(
    out,
    /^( *)listen 80;\n\1listen \[::\]:80;\n/m,
    `$1listen 127.0.0.1:${o.listenPort};\n`,
    "listen lines",
  );
  out = replace(out, /^( *)root \S+;$/m, `$1root ${o.root};`, "root line");
  out = replace(out, /\/var\/log\/nginx\//g, `${o.logDir}/`, "log path");
  return out;
}

export type Nginx = {
  url: string;
  port: number;
  /** nginx's own log (deploy/nginx/saathi.conf's `saathi_request_id` lines). */
  accessLog: () => string;
  output: () => string;
  stop: () => Promise<void>;
};

/** nginx with deploy/nginx/saathi.conf in front of the processes on `upstreams`, once it answers. */
export async function startNginx(o: {
  listenPort: number;
  upstreams: number[];
  root?: string;
  /** nginx's worker_processes: 1 by default (strict turns between the processes), or "auto". */
  workers?: number | "auto";
}): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "saathi-nginx-"));
  const site = renderSaathiConf(readFileSync(DEPLOY_CONF, "utf8"), {
    listenPort: o.listenPort,
    upstreams: o.upstreams,
    root: o.root ?? BUILD_CLIENT_DIR,
    logDir: dir,
  });
  writeFileSync(join(dir, "saathi.conf"), site);
  // Debian's /etc/nginx/nginx.conf, its paths moved here: the module it loads from
  // modules-enabled/, mime.types, sendfile and `gzip on` as Debian ships them.
  // As root, nginx would run its workers as `nobody`, who cannot read a build inside a private
  // folder (a clone in `mktemp -d`, 0700, as CI makes): they run as this process's user instead.
  const workersAsRoot = process.getuid?.() === 0 ? "user root root;\n" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
    .join("\n");
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
${workersAsRoot}worker_processes ${o.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${BROTLI_STATIC_MODULE};
events { worker_connections 4096; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  gzip on;
${temp}
  include ${dir}/saathi.conf;
}
`,
  );
  const child = spawn(
    NGINX,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const url = `http://127.0.0.1:${o.listenPort}`;
  const stop = async () => {
    if (!isGone(child)) {
      // SIGTERM: nginx's fast stop (open streams end at once).
      child.kill("SIGTERM");
      await exited(child);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (isGone(child)) {
      const log = out + errorLog();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited:\n${log}`);
    }
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up)
      return {
        url,
        port: o.listenPort,
        accessLog: () => {
          try {
            return readFileSync(join(dir, "saathi.log"), "utf8");
          } catch {
            return "";
          }
        },
        output: () => out + errorLog(),
        stop,
      };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}:\n${out}`);
}
