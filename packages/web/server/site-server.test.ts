// @vitest-environment node
/**
 * The site's Node server over real sockets: a small prerendered build in a temp folder, served by
 * createSiteApp through the same listener as `npm start`. Malformed input gets a 4xx and one log
 * line, never a 5xx; files answer Range, validators and Accept-Encoding q-values; Node's own
 * answers carry the security headers; slow and greedy clients are cut off.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { listen, type Listening, type ServerLimits } from "@saathi/auth-server/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { createSiteApp, resolveSitePath } from "./site-app.ts";
import { siteServerLimits } from "./server-limits.ts";
import { Hono } from "hono";
import { loadStaticSite, type StaticSite } from "./static-site.ts";

const PAGE = `<!doctype html><html><head><title>About</title></head><body>${"<p>About Saathi.</p>".repeat(60)}</body></html>`;
const VIDEO = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));

let dir: string;
let site: StaticSite;
const logged: string[] = [];
const servers: Listening[] = [];

async function startServer(
  limits: Partial<ServerLimits> = {},
  trustProxy = false,
): Promise<string> {
  const app = createSiteApp({
    site,
    // Stands in for the auth API: it reads the whole body, as the real one does.
    auth: async (request) => new Response(`read ${(await request.text()).length} bytes`),
    trustProxy,
    log: (line) => logged.push(line),
  });
  const listening = await listen({
    fetch: (request, env) => app.fetch(request, env),
    hostname: "127.0.0.1",
    port: 0,
    limits: {
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      maxConnectionsPerIp: 64,
      ...limits,
    },
    errorHeaders: SECURITY_HEADERS,
  });
  servers.push(listening);
  return `127.0.0.1:${listening.port}`;
}

let host: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "site-server-"));
  const files: Record<string, string | Buffer> = {
    "index.html": PAGE.replace("About", "Home"),
    "about/index.html": PAGE,
    "404.html": "<!doctype html><title>Not found</title><p>This page does not exist.</p>",
    "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "media/clip.mp4": VIDEO,
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  site = await loadStaticSite(dir);
  host = await startServer();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  logged.length = 0;
});

/** One raw HTTP/1.1 exchange (fetch would normalise the very bytes these tests send). */
function raw(request: string, target = host): Promise<string> {
  const [hostname, port] = target.split(":");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname!);
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (data += d));
    socket.on("end", () => resolve(data));
    socket.on("error", (err) => (data ? resolve(data) : reject(err)));
    socket.write(request);
  });
}

function get(path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${lines.join("")}\r\n`;
}

function status(response: string): number {
  return Number(response.slice(9, 12));
}

function header(response: string, name: string): string | undefined {
  const head = response.split("\r\n\r\n")[0]!;
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe("request paths", () => {
  it.each([
    ["/about", { kind: "file", path: "/about" }],
    ["/about/", { kind: "redirect", location: "/about" }],
    ["/a/b//", { kind: "redirect", location: "/a/b" }],
    ["//", { kind: "redirect", location: "/" }],
    ["//evil.example/", { kind: "redirect", location: "/evil.example" }],
    ["/%5cevil.example/", { kind: "redirect", location: "/evil.example" }],
    ["/%5C%5Cevil.example/", { kind: "redirect", location: "/evil.example" }],
    ["/%2f%2fevil.example/", { kind: "redirect", location: "/evil.example" }],
    ["/%2F/evil.example/", { kind: "redirect", location: "/evil.example" }],
    ["/%252f%252fevil.example/", { kind: "redirect", location: "/%252f%252fevil.example" }],
    ["/caf%C3%A9/", { kind: "redirect", location: "/caf%C3%A9" }],
    ["/%09/evil.example/", { kind: "malformed" }],
    ["/%00/", { kind: "malformed" }],
    ["/%0d%0aSet-Cookie:%20x=1/", { kind: "malformed" }],
    ["/%7f/", { kind: "malformed" }],
    ["/%E0%A4%A/", { kind: "malformed" }],
    ["/%/", { kind: "malformed" }],
  ])("%s", (path, expected) => {
    expect(resolveSitePath(path)).toEqual(expected);
  });

  it("every redirect target is one slash and a segment, whatever the input", () => {
    const pieces = [
      "/",
      "\\",
      "%2f",
      "%5c",
      "%5C",
      "%2F",
      "evil.example",
      ".",
      "..",
      "%2e",
      "@",
      ":",
      "%3a",
      "?",
      "#",
      "%40",
    ];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = resolveSitePath(`/${a}${b}${c}/`);
          if (result.kind === "redirect")
            expect(result.location, `/${a}${b}${c}/`).toMatch(/^\/(?![/\\])[^\\\s]*$/);
        }
  });
});

describe("bad input never gets a 5xx (the static server's table)", () => {
  const table: [string, string, number][] = [
    ["NUL in the path", get("/%00/"), 400],
    ["CR LF header injection", get("/%0d%0aSet-Cookie:%20x=1/"), 400],
    ["tab before a host", get("/%09/evil.example/"), 400],
    ["undecodable escape", get("/%E0%A4%A"), 400],
    ["bare percent", get("/%"), 400],
    ["overlong UTF-8 slash", get("/%C0%AF"), 400],
    ["backslash redirect", get("/%5cevil.example/"), 308],
    ["double-slash redirect", get("//evil.example/"), 308],
    ["encoded dot segments", get("/%2e%2e/%2e%2e/etc/passwd"), 404],
    ["dot segments", get("/../../etc/passwd"), 404],
    ["a 10 000-character path", get(`/${"a".repeat(10_000)}`), 404],
    ["absolute-form target", get("http://evil.example/about"), 200],
    ["asterisk target", `OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 400],
    [
      "POST to a page",
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc`,
      405,
    ],
    ["DELETE", `DELETE /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 405],
    ["garbage Range", get("/media/clip.mp4", { Range: "bytes=zz-yy" }), 200],
    ["Range in another unit", get("/media/clip.mp4", { Range: "items=0-1" }), 200],
    ["garbage Accept-Encoding", get("/about", { "Accept-Encoding": ";;;q=abc,,br;q=" }), 200],
    ["garbage If-None-Match", get("/about", { "If-None-Match": '"""' }), 200],
    ["garbage If-Modified-Since", get("/about", { "If-Modified-Since": "yesterday" }), 200],
    ["garbage If-Range", get("/media/clip.mp4", { Range: "bytes=0-1", "If-Range": "%%" }), 200],
    ["no Host header", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400],
    ["malformed request line", "GET /\r\n\r\n", 400],
    ["NUL in a header", get("/", { "X-A": "a\u0000b" }), 400],
    ["oversized headers", get("/", { "X-Big": "x".repeat(20_000) }), 431],
    ["HTTP/2 preface on HTTP/1", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 400],
  ];
  it.each(table)("%s", async (_label, request, expected) => {
    const response = await raw(request);
    expect(status(response)).toBe(expected);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(header(response, name), name).toBe(value);
    if (expected === 400 && request.startsWith("GET /%")) {
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^\[saathi\] 400 malformed path "[^\n]*"$/);
    }
    expect(logged.join("\n")).not.toMatch(/\n\s+at /);
  });
});

describe("static files", () => {
  it("Range: one range gets 206 with Content-Range, a suffix range too, an unsatisfiable one 416, several a whole 200", async () => {
    const first = await fetch(`http://${host}/media/clip.mp4`, { headers: { Range: "bytes=0-1" } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-1/${VIDEO.length}`);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(VIDEO.subarray(0, 2));

    const tail = await fetch(`http://${host}/media/clip.mp4`, { headers: { Range: "bytes=-100" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(
      `bytes ${VIDEO.length - 100}-${VIDEO.length - 1}/${VIDEO.length}`,
    );
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(VIDEO.subarray(-100));

    const beyond = await fetch(`http://${host}/media/clip.mp4`, {
      headers: { Range: `bytes=${VIDEO.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${VIDEO.length}`);

    const several = await fetch(`http://${host}/media/clip.mp4`, {
      headers: { Range: "bytes=0-1,100-200" },
    });
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(VIDEO.length);
    expect(several.headers.get("accept-ranges")).toBe("bytes");
  });

  it("If-Range with a stale validator gets the whole file", async () => {
    const res = await fetch(`http://${host}/media/clip.mp4`, {
      headers: { Range: "bytes=0-1", "If-Range": '"stale"' },
    });
    expect(res.status).toBe(200);
    const current = res.headers.get("etag")!;
    const again = await fetch(`http://${host}/media/clip.mp4`, {
      headers: { Range: "bytes=0-1", "If-Range": current },
    });
    expect(again.status).toBe(206);
  });

  // Raw requests: fetch() adds "Cache-Control: no-cache" to conditional requests (as a browser's
  // reload does), which rightly forces a full answer.
  it("ETag and Last-Modified revalidate to 304 (with the CSP and security headers kept)", async () => {
    const page = await raw(get("/about", { "Accept-Encoding": "gzip" }));
    const etag = header(page, "etag")!;
    const lastModified = header(page, "last-modified")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);

    const byEtag = await raw(get("/about", { "Accept-Encoding": "gzip", "If-None-Match": etag }));
    expect(status(byEtag)).toBe(304);
    expect(header(byEtag, "etag")).toBe(etag);
    expect(header(byEtag, "content-security-policy")).toContain("default-src 'self'");
    expect(header(byEtag, "x-frame-options")).toBe("DENY");
    expect(byEtag.split("\r\n\r\n")[1]).toBe("");

    expect(
      status(
        await raw(get("/about", { "Accept-Encoding": "gzip", "If-Modified-Since": lastModified })),
      ),
    ).toBe(304);
    expect(
      status(await raw(get("/about", { "Accept-Encoding": "gzip", "If-None-Match": '"other"' }))),
    ).toBe(200);
    // A reload (Cache-Control: no-cache) always gets the page.
    expect(
      status(
        await raw(
          get("/about", {
            "Accept-Encoding": "gzip",
            "If-None-Match": etag,
            "Cache-Control": "no-cache",
          }),
        ),
      ),
    ).toBe(200);
    // Another encoding is another representation: its validator differs, so no false 304.
    const brotli = await raw(get("/about", { "Accept-Encoding": "br", "If-None-Match": etag }));
    expect(status(brotli)).toBe(200);
    expect(header(brotli, "etag")).not.toBe(etag);
  });

  it("Accept-Encoding q-values are honoured: q=0 is a refusal", async () => {
    const encodingOf = async (acceptEncoding: string) =>
      (
        await fetch(`http://${host}/about`, { headers: { "Accept-Encoding": acceptEncoding } })
      ).headers.get("content-encoding");
    expect(await encodingOf("gzip, br")).toBe("br");
    expect(await encodingOf("br;q=0, gzip")).toBe("gzip");
    expect(await encodingOf("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(await encodingOf("br;q=0, gzip;q=0")).toBeNull();
    expect(await encodingOf("*;q=0, identity")).toBeNull();
    expect(await encodingOf("identity")).toBeNull();
    const gzip = await raw(get("/about", { "Accept-Encoding": "br;q=0, gzip" }));
    expect(gunzipSync(Buffer.from(gzip.split("\r\n\r\n")[1]!, "latin1")).toString()).toBe(PAGE);
  });

  it("unknown paths get the 404 page with status 404; HEAD gets headers only", async () => {
    const missing = await fetch(`http://${host}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("This page does not exist.");
    const head = await raw(
      `HEAD /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAccept-Encoding: identity\r\n\r\n`,
    );
    expect(status(head)).toBe(200);
    expect(header(head, "content-length")).toBe(String(Buffer.byteLength(PAGE)));
    expect(head.split("\r\n\r\n")[1]).toBe("");
  });
});

describe("security headers", () => {
  it("Permissions-Policy beside the CSP on pages, 404s and 400s", async () => {
    for (const path of ["/about", "/no-such-page", "/%00/"]) {
      const res = await fetch(`http://${host}${path}`);
      expect(res.headers.get("permissions-policy"), path).toBe(
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      );
    }
    expect((await fetch(`http://${host}/about`)).headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("HSTS only when a trusted proxy says the request came over HTTPS", async () => {
    const https = { "X-Forwarded-Proto": "https" };
    expect(
      (await fetch(`http://${host}/about`, { headers: https })).headers.get(
        "strict-transport-security",
      ),
    ).toBeNull();
    const behindProxy = await startServer({}, true);
    expect(
      (await fetch(`http://${behindProxy}/about`)).headers.get("strict-transport-security"),
    ).toBeNull();
    expect(
      (
        await fetch(`http://${behindProxy}/about`, { headers: { "X-Forwarded-Proto": "http" } })
      ).headers.get("strict-transport-security"),
    ).toBeNull();
    expect(
      (await fetch(`http://${behindProxy}/about`, { headers: https })).headers.get(
        "strict-transport-security",
      ),
    ).toBe("max-age=31536000");
    expect(
      (await fetch(`http://${behindProxy}/auth/v1/health`, { headers: https })).headers.get(
        "strict-transport-security",
      ),
    ).toBe("max-age=31536000");
  });
});

describe("slow and greedy clients", () => {
  function open(target: string): Promise<Socket> {
    const [hostname, port] = target.split(":");
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname!, () => resolve(socket));
      socket.on("error", reject);
    });
  }
  function closed(socket: Socket): Promise<{ after: number; data: string }> {
    const start = Date.now();
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (data += d));
    return new Promise((resolve) =>
      socket.on("close", () => resolve({ after: Date.now() - start, data })),
    );
  }

  it("an incomplete body is cut off at the request timeout with a 408 carrying the security headers", async () => {
    const target = await startServer({ headersTimeoutMs: 500, requestTimeoutMs: 1000 });
    const socket = await open(target);
    const done = closed(socket);
    socket.write(
      `POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
    );
    const { after, data } = await done;
    expect(after).toBeLessThan(4000);
    expect(status(data)).toBe(408);
    expect(header(data, "x-content-type-options")).toBe("nosniff");
  });

  it("headers trickling in are cut off at the header timeout", async () => {
    const target = await startServer({ headersTimeoutMs: 500, requestTimeoutMs: 1000 });
    const socket = await open(target);
    const done = closed(socket);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const timer = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 100);
    const { after } = await done;
    clearInterval(timer);
    expect(after).toBeLessThan(3000);
  });

  it("connections from one address over the cap are closed at once; freed slots are reused", async () => {
    const target = await startServer({ maxConnectionsPerIp: 3 });
    const held = await Promise.all([open(target), open(target), open(target)]);
    const extra = await open(target);
    const refused = await closed(extra);
    expect(refused.data).toBe("");
    held[0]!.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const response = await raw(get("/about"), target);
    expect(status(response)).toBe(200);
    for (const socket of held) socket.destroy();
  });

  it("behind a trusted proxy the per-address cap is off by default, so visitors sharing the proxy's address are not turned away", async () => {
    expect(siteServerLimits({}, false).maxConnectionsPerIp).toBe(64);
    expect(siteServerLimits({}, true).maxConnectionsPerIp).toBe(0);
    expect(siteServerLimits({ HTTP_MAX_CONNECTIONS_PER_IP: "500" }, true).maxConnectionsPerIp).toBe(
      500,
    );
    // 80 connections at once from one address (the proxy's), over the default cap of 64.
    const target = await startServer(siteServerLimits({}, true), true);
    const held = await Promise.all(Array.from({ length: 80 }, () => open(target)));
    const answers = await Promise.all(held.map(() => raw(get("/about"), target)));
    expect(answers.map(status)).toEqual(answers.map(() => 200));
    for (const socket of held) socket.destroy();
  });
});

describe("while the auth server starts", () => {
  it("pages answer at once; /auth/v1 and /api answer 503 with Retry-After; /healthz says which part is starting", async () => {
    let authReady = false;
    const app = createSiteApp({
      site,
      auth: () => new Response("auth answered"),
      account: new Hono().delete("/", () => new Response("account answered")),
      ready: () => authReady,
      log: (line) => logged.push(line),
    });
    const call = (path: string, init?: RequestInit) =>
      app.fetch(new Request(`http://x${path}`, init));

    expect((await call("/about")).status).toBe(200);
    expect((await call("/missing")).status).toBe(404);
    for (const [path, method] of [
      ["/auth/v1/settings", "GET"],
      ["/auth/v1", "GET"],
      ["/api/account", "DELETE"],
    ] as const) {
      const res = await call(path, { method });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(((await res.json()) as { error_code: string }).error_code).toBe("service_starting");
    }
    const health = await call("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "starting", site: "ok", auth: "starting" });

    authReady = true;
    expect(await (await call("/auth/v1/settings")).text()).toBe("auth answered");
    expect(await (await call("/api/account", { method: "DELETE" })).text()).toBe(
      "account answered",
    );
    const ready = await call("/healthz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", site: "ok", auth: "ok" });
  });
});
