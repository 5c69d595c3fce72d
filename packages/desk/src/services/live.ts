/**
 * Live updates for server-sent events. Changes are rows in desk.events, written in the change's
 * own transaction (so another process sees them as soon as they commit); while at least one stream
 * is open in this process, it polls `id > last` once a second and hands each row to the streams it
 * concerns. Why polling rather than LISTEN/NOTIFY: decision 0022.
 */
import type { Db } from "../storage/db.ts";
import { eventsAfter, lastEventId, type EventRow } from "../storage/events.ts";

export type Listener = {
  /** Returns the data to send for this event, or undefined to skip it. */
  pick(e: EventRow): Record<string, unknown> | undefined;
  send(row: EventRow, data: Record<string, unknown>): void;
  last: bigint;
};

export type LiveHub = {
  /** Registers a stream; `since` (a Last-Event-ID) replays what it missed. Returns the remover. */
  add(listener: Omit<Listener, "last">, since?: string): Promise<() => void>;
  /** Polls now (tests, and after a change in this process so its own streams need not wait). */
  poll(): Promise<void>;
  close(): void;
};

export function createLiveHub(db: Db, log: (l: string) => void, everyMs = 1000): LiveHub {
  const listeners = new Set<Listener>();
  let cursor: bigint | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let polling: Promise<void> | undefined;

  function deliver(rows: EventRow[], to: Iterable<Listener>) {
    for (const row of rows) {
      const id = BigInt(row.id);
      for (const l of to) {
        if (id <= l.last) continue;
        l.last = id;
        const data = l.pick(row);
        if (data) {
          try {
            l.send(row, data);
          } catch {
            // A closed stream is removed by its own abort handler.
          }
        }
      }
    }
  }

  async function pollOnce() {
    if (cursor === undefined) cursor = BigInt(await lastEventId(db));
    for (;;) {
      const rows = await eventsAfter(db, cursor.toString());
      if (rows.length === 0) return;
      cursor = BigInt(rows[rows.length - 1]!.id);
      deliver(rows, listeners);
      if (rows.length < 500) return;
    }
  }

  function poll(): Promise<void> {
    polling ??= pollOnce()
      .catch((err: unknown) => log(`[desk] live updates: ${(err as Error).message}`))
      .finally(() => (polling = undefined));
    return polling;
  }

  return {
    async add(partial, since) {
      if (cursor === undefined) cursor = BigInt(await lastEventId(db));
      const listener: Listener = { ...partial, last: cursor };
      const from = since && /^\d{1,18}$/.test(since) ? BigInt(since) : undefined;
      if (from !== undefined && from < cursor) {
        listener.last = from;
        const missed = (await eventsAfter(db, from.toString(), 1000)).filter(
          (r) => BigInt(r.id) <= cursor!,
        );
        deliver(missed, [listener]);
        listener.last = cursor;
      }
      listeners.add(listener);
      timer ??= setInterval(() => void poll(), everyMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    poll,
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      listeners.clear();
    },
  };
}
