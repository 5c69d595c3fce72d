/**
 * The staff desk's live updates: `GET /api/desk/staff/events`, server-sent events that need the
 * session's `Authorization` header, which the browser's EventSource cannot send (decision 0022). So
 * the stream is read with fetch and a stream reader, parsed here as the EventSource standard says,
 * and opened again after a drop with `Last-Event-ID` (the server replays what was missed) and a
 * fresh token (the old one may have expired meanwhile).
 */

export type StreamEvent = { id: string | undefined; event: string; data: string };

/**
 * The text/event-stream parser: feed it chunks as they arrive, it gives each complete event
 * (blank-line terminated). Comments (": ping") and unknown fields are skipped; `data` lines join
 * with "\n"; an event without data is not dispatched, as the standard says.
 */
export function createSseParser(onEvent: (event: StreamEvent) => void) {
  let buffer = "";
  let data: string[] = [];
  let event = "";
  let id: string | undefined;
  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: event || "message", data: data.join("\n") });
    data = [];
    event = "";
  };
  return (chunk: string) => {
    buffer += chunk;
    // A trailing "\r" may be the first half of "\r\n": keep it until the next chunk says.
    const held = buffer.endsWith("\r") ? "\r" : "";
    const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
    // The last piece is a line still arriving.
    buffer = (lines.pop() ?? "") + held;
    for (const line of lines) {
      if (line === "") {
        dispatch();
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "data") data.push(value);
      else if (field === "event") event = value;
      else if (field === "id" && !value.includes("\0")) id = value;
    }
  };
}

export type StreamState = "connecting" | "live" | "retrying" | "refused";

/** Waits before the next try: 1 s, 2 s, 4 s, ... up to 15 s; a stream that stayed up resets it. */
export function retryDelay(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Keeps the staff event stream open until `close()`: each event to `onEvent`, each change of state
 * to `onState` ("refused" when the server says no: 401/403, the desk then asks again who is signed in).
 */
export function openEventStream(o: {
  url: string;
  token: () => Promise<string | null>;
  onEvent: (event: StreamEvent) => void;
  onState: (state: StreamState, status?: number) => void;
  fetch?: typeof fetch;
}): () => void {
  const doFetch = o.fetch ?? fetch;
  let closed = false;
  let controller: AbortController | undefined;
  let lastId: string | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    if (closed) return;
    o.onState(failures === 0 ? "connecting" : "retrying");
    controller = new AbortController();
    try {
      const token = await o.token();
      if (!token) return o.onState("refused", 401);
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: "text/event-stream",
      };
      if (lastId) headers["Last-Event-ID"] = lastId;
      const res = await doFetch(o.url, { headers, signal: controller.signal, cache: "no-store" });
      if (res.status === 401 || res.status === 403) return o.onState("refused", res.status);
      if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createSseParser((event) => {
        if (event.id) lastId = event.id;
        if (event.event === "ready") {
          failures = 0;
          o.onState("live");
        }
        o.onEvent(event);
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed(value);
      }
    } catch {
      if (closed) return;
    }
    if (closed) return;
    failures += 1;
    o.onState("retrying");
    timer = setTimeout(() => void connect(), retryDelay(failures));
  };

  void connect();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
