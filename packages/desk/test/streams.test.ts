/**
 * Live streams, on PGlite and on PostgreSQL when TEST_DATABASE_URL is set: events and a thread's
 * messages come in their order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startDesk, uniqueEmail, waitFor, type TestDesk } from "./helpers.ts";

// A Tuesday, 10:00 IST: in support hours.
const TUESDAY_10_IST = new Date("2026-03-03T10:00:00+05:30");

type Seen = { event: string; data: any; id?: string };
type Stream = {
  status: number;
  seen: Seen[];
  ended: () => boolean;
  closed: Promise<void>;
  stop: () => void;
};

/** Opens a server-sent event stream and records its events until it ends. */
async function openStream(t: TestDesk, path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${t.url}${path}`, { headers, signal: controller.signal });
  const seen: Seen[] = [];
  let done = false;
  const closed = (async () => {
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => {});
      done = true;
      return;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done: end, value } = await reader
        .read()
        .catch(() => ({ done: true, value: undefined }));
      if (end) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const get = (k: string) =>
          block
            .split("\n")
            .find((l) => l.startsWith(`${k}:`))
            ?.slice(k.length + 1)
            .trim();
        const event = get("event");
        if (event) seen.push({ event, data: JSON.parse(get("data") ?? "null"), id: get("id") });
      }
    }
    done = true;
  })();
  const stream: Stream = {
    status: res.status,
    seen,
    ended: () => done,
    closed,
    stop: () => controller.abort(),
  };
  return stream;
}

function request(over: Record<string, unknown> = {}) {
  return {
    kind: "message",
    name: "Asha Rao",
    email: uniqueEmail("asha"),
    consent: true,
    locale: "en",
    message: "Please call me about my father's ward.",
    ...over,
  };
}

describe.each(BACKENDS)("live streams on %s", (backend) => {
  let t: TestDesk;
  beforeAll(async () => {
    t = await startDesk({ backend, at: TUESDAY_10_IST });
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => (await res.json()) as Record<string, any>;
  it("keeps events and a thread's messages in their order past the ninth (by number, not its text)", async () => {
    const created = await json(await t.call("/api/desk/requests", { json: request() }));
    const person = await openStream(t, `/api/desk/private/${created.token}/events`);
    await waitFor(() => person.seen.some((e) => e.event === "ready"), "ready");
    const bodies = Array.from({ length: 11 }, (_, i) => `answer ${i + 1}`);
    for (const body of bodies)
      expect(
        (await t.call(`/api/desk/private/${created.token}/messages`, { json: { body } })).status,
      ).toBe(201);
    await waitFor(
      () => person.seen.filter((e) => e.event === "message.created").length >= 11 || undefined,
      "every answer on the stream",
    );
    const streamed = person.seen.filter((e) => e.event === "message.created");
    expect(streamed.map((e) => e.data.message.body)).toEqual(bodies);
    const ids = person.seen.filter((e) => e.id).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const page = await json(await t.call(`/api/desk/private/${created.token}`));
    expect(page.messages.map((m: { body: string }) => m.body).slice(1)).toEqual(bodies);
    person.stop();
  });
});
