// @vitest-environment node
/**
 * Issue 33, logs: every request has an id (a proxy's X-Request-Id, else a new one), echoed to the
 * caller and carried on every JSON log line written while it is answered, in the site server and
 * in what it mounts (the auth server, the desk); one line per answered request names its route
 * group, never its path; secrets stay redacted in JSON as in text.
 */
import { configureLog, currentRequestId, logError, logInfo } from "@saathi/auth-server/log";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createSiteApp } from "./site-app.ts";
import { loadStaticSite } from "./static-site.ts";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

let lines: Record<string, unknown>[] = [];
const sink = { write: (line: string) => void lines.push(JSON.parse(line)) };

beforeEach(() => {
  lines = [];
  configureLog("json", sink);
});
afterAll(() => configureLog("text"));

const dir = mkdtempSync(join(tmpdir(), "request-id-"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>Home</title><p>Home</p>");
writeFileSync(join(dir, "404.html"), "<!doctype html><title>Not found</title><p>Not found.</p>");
const site = await loadStaticSite(dir);

const app = createSiteApp({
  site,
  // Stands in for the mounted auth server: it logs, fails, and says which request it answered.
  auth: async () => {
    logError("[auth-server] unexpected_failure: refresh_token=abcdefghijklmnop failed");
    return Response.json({ id: currentRequestId() }, { status: 500 });
  },
});
const call = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://x${path}`, { headers }));

describe("request ids and JSON logs", () => {
  it("gives each request an id, echoes it, and puts it on every line logged while answering", async () => {
    const res = await call("/auth/v1/token?grant_type=refresh_token");
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { id: string }).id).toBe(id);
    const error = lines.find((line) => line.level === "error")!;
    expect(error).toMatchObject({ req_id: id, msg: expect.stringContaining("unexpected_failure") });
    expect(error.msg).toContain("refresh_token=[redacted]");
    expect(JSON.stringify(lines)).not.toContain("abcdefghijklmnop");
    // One line for the answered request: its group and status, not its path or query.
    expect(lines.find((line) => line.msg === "request")).toMatchObject({
      req_id: id,
      level: "info",
      method: "GET",
      group: "auth",
      status: 500,
      ms: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain("grant_type");
    expect(lines.every((line) => typeof line.time === "string")).toBe(true);
  });

  it("keeps a proxy's id when it is a plausible one, and replaces one that is not", async () => {
    const proxied = await call("/", { "x-request-id": "nginx-4f2a9c1e7b" });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get("x-request-id")).toBe("nginx-4f2a9c1e7b");
    expect(lines.find((line) => line.msg === "request")).toMatchObject({
      req_id: "nginx-4f2a9c1e7b",
      group: "pages",
    });
    for (const bad of ["short", "a".repeat(101), 'forged id" level=error with spaces']) {
      const res = await call("/", { "x-request-id": bad });
      expect(res.headers.get("x-request-id")).not.toBe(bad);
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("outside a request, a line has no id; a secret-shaped value is redacted", () => {
    logInfo("[saathi] started with Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl");
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty("req_id");
    expect(lines[0]!.msg).not.toContain("eyJ");
  });
});
