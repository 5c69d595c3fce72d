/**
 * Issue 35: "Your state" in the browser (frame/sections/state-choice-section.tsx, `data-live`):
 * loaded on the first choice or PIN, or at once where this browser keeps a state. The state is
 * kept in localStorage only (`saathi-your-state`, the key static-island.tsx wakes this code by),
 * shown with a link to its page and "Forget my state"; a PIN is looked up in the site's own
 * static table for its prefix (pin-lookup.ts), never sent anywhere else. The parts of other pages
 * that follow the kept state (`data-state-part`), the account and the offline copy of the state's
 * page are follow.ts's.
 */
import { isStateSlug, type StateSlug } from "../../content/state-slug-list.ts";
import { fetchPinTable, lookupPin } from "./pin-lookup.ts";
import { fillTemplate as fill } from "../../lib/fill-template.ts";
import { fillPart, follow, keep, keptState, onChange } from "./follow.ts";

export { STORAGE_KEY, keptState } from "./follow.ts";

function nameOf(box: HTMLElement, slug: StateSlug): string {
  const option = box.querySelector<HTMLOptionElement>(`option[value="${slug}"]`);
  return option?.textContent ?? slug;
}

/** The line under the forms: which state this browser keeps, its page, and Forget. */
function showKept(box: HTMLElement, message?: string) {
  const status = box.querySelector<HTMLElement>("[data-state-status]")!;
  status.replaceChildren();
  const slug = keptState();
  if (message) status.append(message, " ");
  if (!slug) return;
  const select = box.querySelector<HTMLSelectElement>("select[name=state]");
  if (select) select.value = slug;
  status.append(fill(box.dataset.remembered!, { state: nameOf(box, slug) }), " ");
  const link = document.createElement("a");
  link.href = `${box.dataset.statePath}/${slug}`;
  link.textContent = box.dataset.open!;
  link.className = "underline";
  const forget = document.createElement("button");
  forget.type = "button";
  forget.dataset.forgetState = "";
  forget.textContent = box.dataset.forget!;
  forget.className = "ml-3 underline";
  status.append(link, forget);
}

async function findByPin(box: HTMLElement, form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>("input[name=pin]")!;
  const place = await lookupPin(input.value, fetchPinTable).catch(() => undefined);
  if (!place) {
    showKept(box, box.dataset.notFound);
    return;
  }
  void keep(place.state);
  const found = fill(box.dataset.found!, {
    pin: input.value.replace(/\s+/g, ""),
    district: place.district,
    state: nameOf(box, place.state),
  });
  showKept(box, found);
}

/** The choices already listening for a change of the kept state. */
const boxes = new WeakSet<HTMLElement>();

export function live(root: HTMLElement, event?: Event) {
  follow();
  if (root.dataset.statePart !== undefined) {
    if (!event) void fillPart(root);
    return;
  }
  const box = root.closest<HTMLElement>("[data-your-state]");
  if (!box) return;
  if (!boxes.has(box)) {
    boxes.add(box);
    // Taken from the account at sign-in: the choice says so too.
    onChange(() => showKept(box));
  }
  if (event?.type === "submit" && root instanceof HTMLFormElement) {
    if (root.dataset.pin !== undefined) {
      void findByPin(box, root);
      return;
    }
    const chosen = new FormData(root).get("state");
    if (typeof chosen === "string" && isStateSlug(chosen)) {
      // Signed in: on the account before the page changes (a few seconds at most).
      const wait = new Promise((resolve) => setTimeout(resolve, 3000));
      void Promise.race([keep(chosen), wait]).then(() =>
        window.location.assign(`${box.dataset.statePath}/${chosen}`),
      );
    }
    return;
  }
  const target = event?.target instanceof Element ? event.target : undefined;
  if (event?.type === "click" && target?.closest("[data-forget-state]")) {
    void keep(undefined);
    showKept(box, box.dataset.forgotten);
    return;
  }
  // Woken at load (this browser keeps a state) or by a first click: say what is kept.
  if (!event) showKept(box);
}
