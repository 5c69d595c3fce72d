/**
 * The Node HTTP listener of both entry points (`npm start`'s site server and the standalone auth
 * server), with the limits Node leaves loose by default:
 * - a header timeout and a whole-request timeout, checked every second (Node checks every 30 s),
 *   so a client that sends half a body cannot hold a connection for minutes (slowloris);
 * - a cap on open connections per client address;
 * - the answers Node writes itself before any handler runs (400 for a malformed request, 408 for
 *   a timeout, 431 for oversized headers) carry the same security headers as every other answer.
 */
import { getRequestListener, RequestError, type HttpBindings } from "@hono/node-server";
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { logError } from "./log.ts";

export type ServerLimits = {
  /** Time to receive a request's headers (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** Open connections allowed from one address; 0 = no cap (e.g. behind a proxy that already caps them). */
  maxConnectionsPerIp: number;
};

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnectionsPerIp: 64,
};

/** The variables behind ServerLimits; an empty value keeps the default. */
export const SERVER_LIMIT_VARIABLES = {
  HTTP_HEADERS_TIMEOUT_MS: "headersTimeoutMs",
  HTTP_REQUEST_TIMEOUT_MS: "requestTimeoutMs",
  HTTP_MAX_CONNECTIONS_PER_IP: "maxConnectionsPerIp",
} as const satisfies Record<string, keyof ServerLimits>;

/** A server limit variable with a value we cannot use. */
export class ServerSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ServerSettingError";
  }
}

export function serverLimitsFromEnv(env: Record<string, string | undefined>): ServerLimits {
  const limits = { ...DEFAULT_SERVER_LIMITS };
  for (const [name, key] of Object.entries(SERVER_LIMIT_VARIABLES)) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    const min = key === "maxConnectionsPerIp" ? 0 : 100;
    if (!Number.isInteger(value) || value < min || value > 3_600_000) {
      throw new ServerSettingError(
        `${name} must be an integer from ${min} to 3600000, got "${raw}".`,
      );
    }
    limits[key] = value;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ServerSettingError(
      "HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS.",
    );
  }
  return limits;
}

export type ListenOptions = {
  fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>;
  hostname: string;
  /** 0 = any free port (the result says which). */
  port: number;
  limits: ServerLimits;
  /** Headers for the answers Node writes itself (400, 408, 431). */
  errorHeaders: Record<string, string>;
};

export type Listening = { server: Server; port: number; close(): Promise<void> };

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

export async function listen(options: ListenOptions): Promise<Listening> {
  const { limits } = options;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
      // Node would answer a missing Host itself, without our headers; the adapter below refuses
      // it (no URL can be built) through errorHandler instead.
      requireHostHeader: false,
    },
    getRequestListener(
      options.fetch as (request: Request, env: unknown) => Response | Promise<Response>,
      {
        // Requests the adapter cannot turn into a Request ("OPTIONS *", no Host, HTTP/0.9) and
        // handlers that throw: a plain answer with our headers and one log line, never a stack.
        errorHandler: (err) => {
          if (err instanceof RequestError)
            return new Response("Bad Request", { status: 400, headers: options.errorHeaders });
          logError("[server] unexpected failure:", err);
          return new Response("Internal Server Error", {
            status: 500,
            headers: options.errorHeaders,
          });
        },
      },
    ),
  );

  const extraHeaders = Object.entries(options.errorHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  server.on(
    "clientError",
    (err: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: { headersSent?: boolean } }) => {
      // As Node's own handler: answer only when nothing of a response has been written yet.
      if (err.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
        socket.destroy();
        return;
      }
      const [status, reason] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "Bad Request"];
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(reason)}\r\n${extraHeaders}\r\n${reason}`,
      );
    },
  );

  if (limits.maxConnectionsPerIp > 0) {
    const open = new Map<string, number>();
    server.on("connection", (socket: Socket) => {
      const address = socket.remoteAddress ?? "";
      const count = (open.get(address) ?? 0) + 1;
      if (count > limits.maxConnectionsPerIp) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
