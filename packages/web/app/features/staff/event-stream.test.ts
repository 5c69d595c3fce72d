// @vitest-environment node
/**
 * The staff event stream read with fetch (EventSource cannot send the Authorization header): the
 * parser follows the text/event-stream rules whatever the chunking, and the reader sends the token,
 * resumes with Last-Event-ID after a drop, and stops on a refusal.
 */
import { describe, expect, it, vi } from "vitest";
import {
  createSseParser,
  openEventStream,
  retryDelay,
  type StreamEvent,
  type StreamState,
} from "./event-stream.ts";

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const feed = createSseParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
}

describe("the text/event-stream parser", () => {
  it("gives each event with its id, type and data; skips comments", () => {
    const stream =
      'event: ready\ndata: {"live":true}\n\n: ping\n\nid: 7\nevent: request.created\ndata: {"id":"x"}\n\n';
    expect(parse([stream])).toEqual([
      { id: undefined, event: "ready", data: '{"live":true}' },
      { id: "7", event: "request.created", data: '{"id":"x"}' },
    ]);
  });

  it("is the same however the bytes are cut, CRLF included, and joins data lines", () => {
    const stream = "id: 1\r\nevent: a\r\ndata: one\r\ndata: two\r\n\r\nid: 2\rdata:three\r\n\r\n";
    const whole = parse([stream]);
    expect(whole).toEqual([
      { id: "1", event: "a", data: "one\ntwo" },
      { id: "2", event: "message", data: "three" },
    ]);
    for (let cut = 1; cut < stream.length; cut++)
      expect(parse([stream.slice(0, cut), stream.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    expect(parse(stream.split(""))).toEqual(whole);
  });

  it("keeps the last id for later events, and sends nothing for an event without data", () => {
    expect(parse(["id: 5\nevent: x\n\ndata: y\n\n"])).toEqual([
      { id: "5", event: "message", data: "y" },
    ]);
  });
});

function sseResponse(text: string, status = 200) {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status, headers: { "content-type": "text/event-stream" } },
  );
}

describe("the stream reader", () => {
  it("sends the bearer token, resumes after a drop with Last-Event-ID and a fresh token", async () => {
    vi.useFakeTimers();
    const calls: Headers[] = [];
    let n = 0;
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(new Headers(init?.headers));
      n += 1;
      return n === 1
        ? sseResponse('event: ready\ndata: {"live":true}\n\nid: 41\nevent: presence\ndata: {}\n\n')
        : new Promise<Response>(() => {});
    });
    const events: string[] = [];
    const states: StreamState[] = [];
    let token = 0;
    const close = openEventStream({
      url: "/api/desk/staff/events",
      token: async () => `token-${++token}`,
      onEvent: (event) => events.push(event.event),
      onState: (state) => states.push(state),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await vi.waitFor(() => expect(states).toContain("retrying"));
    expect(events).toEqual(["ready", "presence"]);
    expect(calls[0]!.get("authorization")).toBe("Bearer token-1");
    expect(calls[0]!.get("last-event-id")).toBeNull();
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.get("authorization")).toBe("Bearer token-2");
    expect(calls[1]!.get("last-event-id")).toBe("41");
    expect(states.slice(0, 2)).toEqual(["connecting", "live"]);
    close();
    vi.useRealTimers();
  });

  it("stops on 401/403 and says so", async () => {
    const states: StreamState[] = [];
    const fetch = vi.fn(async () => new Response("{}", { status: 403 }));
    openEventStream({
      url: "/x",
      token: async () => "t",
      onEvent: () => {},
      onState: (state) => states.push(state),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await vi.waitFor(() => expect(states).toEqual(["connecting", "refused"]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("waits longer after each failure, up to 15 s", () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});
