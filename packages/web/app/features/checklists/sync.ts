/**
 * A signed-in person's ticks on their account (issue 24; decision 0022, "Checklist ticks"): each
 * change made in this browser and not yet sent (`pending`, at most 150 a PUT; issue 31) goes to
 * `PUT /api/desk/me/checklists`, and the account's whole state
 * comes back and is merged in by the same rule (ticks.ts), so ticks follow the person to any
 * device. It sends when a checklist page opens, soon after each change, when the person signs in,
 * and when the network returns (`online`); a send that fails is tried again then (a service worker
 * may serve the page offline; this code only has to retry).
 *
 * Signed out, nothing is fetched: the account's state comes from the site's auth provider (its
 * mirror), which loads the auth client only when a session is stored. Whose ticks these are is
 * kept with them (`owner`): ticks made before signing in join the account that signs in; when that
 * account signs out, this browser forgets them (they stay on the account), unless some have not
 * reached it yet (auth-runtime.ts forgets them at sign-out on any page); another account's ticks
 * are never sent to this one.
 */
import { mirror } from "../accounts/auth-provider.tsx";
import {
  firstChanges,
  forgetSynced,
  fromWire,
  isEmpty,
  mergeLists,
  pendingOf,
  toWire,
  withoutSent,
  type TickState,
  type WireTick,
} from "./ticks.ts";

export const CHECKLISTS_API = "/api/desk/me/checklists";
/** The most changes the desk takes in one PUT (decision 0022, "Checklist ticks"). */
export const MAX_TICKS_PER_PUT = 150;
/** After a failed send (the server did not answer), try again this much later, and at `online`. */
const RETRY_MS = 30_000;

type Store = {
  set: (state: TickState) => void;
  /** What localStorage holds now (another tab may have changed it). */
  latest: () => TickState;
};

export function startSync(store: Store, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;

  async function run() {
    if (running) {
      again = true;
      return;
    }
    const auth = mirror.value;
    // The provider has not said yet: it will, and `subscribe` below runs this again.
    if (!auth || auth.loading) return;
    const session = auth.session;
    const state = store.latest();
    if (!session) {
      // Signed out: the account's ticks are forgotten here (auth-runtime.ts does it too, for
      // pages with no checklist); changes not sent yet stay, for the account's next sign-in.
      if (state.owner) store.set(forgetSynced(state));
      return;
    }
    const user = session.user.id;
    // Another account's ticks stay out of this one.
    const mine: TickState = state.owner && state.owner !== user ? { lists: {} } : state;
    // Only what changed here since the last answer, at most a PUT's worth (more follow at once).
    const sent = firstChanges(pendingOf(mine), MAX_TICKS_PER_PUT);
    running = true;
    try {
      const res = await fetchImpl(CHECKLISTS_API, {
        method: "PUT",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${session.access_token}`,
        },
        body: JSON.stringify({ ticks: toWire(sent) }),
      });
      // 401: the session ended or is being refreshed; the provider's next event brings us back.
      if (res.status === 401) return;
      if (!res.ok) throw new Error(String(res.status));
      const { ticks } = (await res.json()) as { ticks: WireTick[] };
      const now = store.latest();
      const base: TickState = now.owner && now.owner !== user ? { lists: {} } : now;
      // A change made while this was on its way, or beyond this PUT, is still pending.
      const left = withoutSent(pendingOf(base), sent);
      store.set({
        lists: mergeLists(base.lists, fromWire(ticks)),
        owner: user,
        ...(isEmpty(left) ? {} : { pending: left }),
      });
      if (!isEmpty(left)) again = true;
    } catch {
      // Offline, or the server failed: the ticks are kept here, and go when it answers again.
      timer = setTimeout(run, RETRY_MS);
    } finally {
      running = false;
      if (again) {
        again = false;
        soon(0);
      }
    }
  }

  function soon(delay = 600) {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  }

  const unsubscribe = mirror.subscribe(() => soon(0));
  const online = () => soon(0);
  if (typeof window !== "undefined") window.addEventListener("online", online);
  return {
    soon,
    run,
    /** Tests: stop following the account and the network. */
    stop() {
      clearTimeout(timer);
      unsubscribe();
      if (typeof window !== "undefined") window.removeEventListener("online", online);
    },
  };
}
