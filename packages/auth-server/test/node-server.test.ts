/**
 * The standalone server's listener (src/node-server.ts, shared with `npm start`): answers Node
 * writes itself carry our headers, an aborted upload is no unexpected failure, a bad limit setting
 * stops the start in one line.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startChild, stopChild, type Child } from "./child-process.ts";
import { ANON, BASE_ENV } from "./helpers.ts";

let child: Child;
let port: number;
beforeAll(async () => {
  port = await freePort();
  child = await startChild({
    ...process.env,
    ...BASE_ENV,
    PORT: String(port),
    HTTP_REQUEST_TIMEOUT_MS: "2000",
    HTTP_HEADERS_TIMEOUT_MS: "1000",
  });
}, 60_000);
afterAll(async () => {
  await stopChild(child);
});

function raw(request: string, closeAfterMs?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (data += d));
    socket.on("close", () => resolve(data));
    socket.on("error", (err) => (data ? resolve(data) : reject(err)));
    socket.write(request);
    if (closeAfterMs !== undefined) setTimeout(() => socket.destroy(), closeAfterMs);
  });
}

describe("the standalone auth server's listener", () => {
  it("an upload the client aborts is one line in the log, not an unexpected_failure", async () => {
    const before = child.output().length;
    await raw(
      `POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\napikey: ${ANON}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`,
      300,
    );
    // A request the server then answers proves it finished with the aborted one.
    expect(
      (await fetch(`http://127.0.0.1:${port}/auth/v1/health`, { headers: { apikey: ANON } }))
        .status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    // One line that says what happened (issue 31, item 7), never a failure with its stack.
    const logged = child.output().slice(before);
    expect(logged).not.toMatch(/unexpected_failure|\n\s+at /);
    expect(logged).toMatch(
      /^\[auth-server\] POST \/auth\/v1\/signup: the client closed the connection before its body arrived \([\w ]+\)\n$/,
    );
  });

  it("431 for oversized headers and 400 for a malformed request carry nosniff", async () => {
    const big = await raw(
      `GET /auth/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    const bad = await raw(`GET /auth/v1/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n`);
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
  });

  it("an incomplete body is cut off at HTTP_REQUEST_TIMEOUT_MS with 408", async () => {
    const start = Date.now();
    const answer = await raw(
      `POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\napikey: ${ANON}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"e`,
    );
    expect(Date.now() - start).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("a limit setting it cannot use stops the start with one line", async () => {
    const failure = await startChild({
      ...process.env,
      ...BASE_ENV,
      PORT: String(await freePort()),
      HTTP_MAX_CONNECTIONS_PER_IP: "lots",
    }).then(
      () => undefined,
      (err: { code?: number; output?: string }) => err,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.output?.trim()).toBe(
      'HTTP_MAX_CONNECTIONS_PER_IP must be an integer from 0 to 3600000, got "lots".',
    );
  }, 30_000);
});
