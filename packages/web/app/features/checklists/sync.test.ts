// @vitest-environment jsdom
/**
 * Issue 24: a signed-in person's ticks go to the account and come back merged; signed out,
 * nothing is fetched; another account's ticks never reach this one; a failed send (offline)
 * is kept and sent when the network returns.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mirror, type AuthContextValue } from "../accounts/auth-provider.tsx";
import { CHECKLISTS_API, startSync } from "./sync.ts";
import {
  forgetSyncedTicks,
  readState,
  STORAGE_KEY,
  withLocalChanges,
  writeState,
  type Lists,
  type TickState,
  type WireTick,
} from "./ticks.ts";

const T = Date.parse("2026-03-03T06:30:00.000Z");

function signedIn(id: string, token = `token-${id}`) {
  mirror.set({
    loading: false,
    user: { id },
    session: { access_token: token, user: { id } },
  } as unknown as AuthContextValue);
}
const signedOut = () =>
  mirror.set({ loading: false, user: null, session: null } as unknown as AuthContextValue);

function store(initial: TickState) {
  let state = initial;
  return { latest: () => state, set: (next: TickState) => void (state = next) };
}

function server(ticks: WireTick[] = []) {
  const calls: { url: string; auth: string | null; body: { ticks: WireTick[] } }[] = [];
  let fail: "network" | 401 | 503 | undefined;
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (fail === "network") throw new TypeError("Failed to fetch");
    const body = JSON.parse(String(init!.body)) as { ticks: WireTick[] };
    calls.push({ url: String(url), auth: new Headers(init!.headers).get("authorization"), body });
    if (fail) return new Response("{}", { status: fail });
    return Response.json({ ticks: [...ticks, ...body.ticks] });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl, fail: (how: typeof fail) => void (fail = how) };
}

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  mirror.set(null);
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

const local: TickState = {
  lists: { "icu-bag": { "0": { ticked: true, at: T } } },
  unsynced: true,
};

describe("checklist sync", () => {
  it("fetches nothing while signed out, or before the auth state is known", async () => {
    const s = store(local);
    const api = server();
    const sync = startSync(s, api.fetchImpl);
    stop = sync.stop;
    await sync.run();
    signedOut();
    await vi.runAllTimersAsync();
    expect(api.fetchImpl).not.toHaveBeenCalled();
    // Ticks made before anyone signed in stay.
    expect(s.latest()).toEqual(local);
  });

  it("signed in: sends every change with the session's token, and merges the account's back", async () => {
    const s = store(local);
    const api = server([
      { checklist: "icu-bag", item: "3", ticked: true, updated_at: "2026-03-03T07:00:00.000Z" },
    ]);
    stop = startSync(s, api.fetchImpl).stop;
    signedIn("u1");
    await vi.runAllTimersAsync();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ url: CHECKLISTS_API, auth: "Bearer token-u1" });
    expect(api.calls[0]!.body.ticks).toEqual([
      { checklist: "icu-bag", item: "0", ticked: true, updated_at: "2026-03-03T06:30:00.000Z" },
    ]);
    expect(s.latest()).toEqual({
      lists: {
        "icu-bag": {
          "0": { ticked: true, at: T },
          "3": { ticked: true, at: Date.parse("2026-03-03T07:00:00.000Z") },
        },
      },
      owner: "u1",
    });
  });

  it("keeps another account's ticks out of this one", async () => {
    const s = store({ ...local, owner: "someone-else", unsynced: false });
    const api = server();
    stop = startSync(s, api.fetchImpl).stop;
    signedIn("u2");
    await vi.runAllTimersAsync();
    expect(api.calls[0]!.body.ticks).toEqual([]);
    expect(s.latest()).toEqual({ lists: {}, owner: "u2" });
  });

  it("offline: keeps the changes, and sends them when the network returns", async () => {
    const s = store(local);
    const api = server();
    stop = startSync(s, api.fetchImpl).stop;
    api.fail("network");
    signedIn("u3");
    await vi.advanceTimersByTimeAsync(10);
    expect(s.latest().unsynced).toBe(true);
    api.fail(undefined);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(10);
    expect(api.calls).toHaveLength(1);
    expect(s.latest()).toMatchObject({ owner: "u3" });
    expect(s.latest().unsynced).toBeUndefined();
  });

  it("a server that fails is tried again later; a refused session waits for the next sign-in", async () => {
    const s = store(local);
    const api = server();
    stop = startSync(s, api.fetchImpl).stop;
    api.fail(503);
    signedIn("u4");
    await vi.advanceTimersByTimeAsync(10);
    expect(api.calls).toHaveLength(1);
    api.fail(undefined);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.calls).toHaveLength(2);
    expect(s.latest().owner).toBe("u4");

    api.fail(401);
    s.set({ ...s.latest(), unsynced: true });
    signedIn("u4", "expired");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(3);
    api.fail(undefined);
    signedIn("u4", "refreshed");
    await vi.advanceTimersByTimeAsync(10);
    expect(api.calls.at(-1)!.auth).toBe("Bearer refreshed");
  });

  it("signing out forgets the account's ticks here, unless some have not reached it yet", async () => {
    const synced = store({ ...local, owner: "u5", unsynced: false });
    const api = server();
    const first = startSync(synced, api.fetchImpl);
    signedOut();
    await vi.runAllTimersAsync();
    expect(synced.latest()).toEqual({ lists: {} });
    first.stop();

    const pending = store({ ...local, owner: "u5" });
    stop = startSync(pending, api.fetchImpl).stop;
    signedOut();
    await vi.runAllTimersAsync();
    expect(pending.latest()).toEqual({ lists: local.lists, owner: "u5", pending: local.lists });
    expect(api.fetchImpl).not.toHaveBeenCalled();
  });

  // Issue 31, item 9.
  it("sends only the changes not sent yet, and nothing more once they are on the account", async () => {
    const s = store(local);
    const api = server();
    stop = startSync(s, api.fetchImpl).stop;
    signedIn("u6");
    await vi.runAllTimersAsync();
    expect(api.calls.at(-1)!.body.ticks).toHaveLength(1);
    expect(s.latest().pending).toBeUndefined();
    // A tick of another item: only it goes.
    const later = T + 60_000;
    s.set(withLocalChanges(s.latest(), { "study-routine": { "2": { ticked: true, at: later } } }));
    const sync = startSync(s, api.fetchImpl);
    await sync.run();
    sync.stop();
    expect(api.calls.at(-1)!.body.ticks).toEqual([
      {
        checklist: "study-routine",
        item: "2",
        ticked: true,
        updated_at: new Date(later).toISOString(),
      },
    ]);
  });

  it("more than a PUT's worth of changes go 150 at a time, until none is left", async () => {
    const many: Lists = {};
    for (let i = 0; i < 320; i++)
      (many[`list-${i % 4}`] ??= {})[String(i)] = { ticked: true, at: T };
    // An older build's store: `unsynced` for all of it.
    const s = store({ lists: many, unsynced: true });
    const api = server();
    stop = startSync(s, api.fetchImpl).stop;
    signedIn("u7");
    await vi.runAllTimersAsync();
    expect(api.calls.map((c) => c.body.ticks.length)).toEqual([150, 150, 20]);
    expect(s.latest().pending).toBeUndefined();
    expect(s.latest().owner).toBe("u7");
  });

  it("sign-out forgets the synced ticks in this browser even with no checklist on the page", () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as unknown as Storage;
    const heard = vi.fn();
    window.addEventListener("storage", heard);
    writeState(fake, { lists: local.lists, owner: "u8" });
    forgetSyncedTicks(fake);
    expect(storage.has(STORAGE_KEY)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    // A change not sent yet stays (still the account's); ticks made signed out are not touched.
    const unsent = { "icu-bag": { "1": { ticked: true, at: T } } };
    writeState(fake, {
      lists: { ...local.lists, "drop-year": { "0": { ticked: true, at: T } }, ...unsent },
      owner: "u8",
      pending: unsent,
    });
    forgetSyncedTicks(fake);
    expect(readState(fake)).toEqual({ lists: unsent, owner: "u8", pending: unsent });
    writeState(fake, local);
    forgetSyncedTicks(fake);
    expect(readState(fake)).toEqual(local);
    window.removeEventListener("storage", heard);
  });
});
