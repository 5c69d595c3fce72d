/**
 * Issue 35: "Your state" in the browser (frame/sections/state-choice-section.tsx, `data-live`):
 * loaded on the first choice or PIN, or at once where this browser keeps a state. The state is
 * kept in localStorage only (`saathi-your-state`, the key static-island.tsx wakes this code by),
 * shown with a link to its page and "Forget my state"; a PIN is looked up in the site's own
 * static table for its prefix (pin-lookup.ts), never sent anywhere else.
 */
import { isStateSlug, type StateSlug } from "../../content/state-slugs.ts";
import { fetchPinTable, lookupPin } from "./pin-lookup.ts";

export const STORAGE_KEY = "saathi-your-state";

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function keptState(): StateSlug | undefined {
  try {
    const value = storage()?.getItem(STORAGE_KEY) ?? "";
    return isStateSlug(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function keep(slug: StateSlug | undefined) {
  try {
    if (slug) storage()?.setItem(STORAGE_KEY, slug);
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the choice still leads to the page.
  }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? "");

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
  keep(place.state);
  const found = fill(box.dataset.found!, {
    pin: input.value.replace(/\s+/g, ""),
    district: place.district,
    state: nameOf(box, place.state),
  });
  showKept(box, found);
}

export function live(root: HTMLElement, event?: Event) {
  const box = root.closest<HTMLElement>("[data-your-state]");
  if (!box) return;
  if (event?.type === "submit" && root instanceof HTMLFormElement) {
    if (root.dataset.pin !== undefined) {
      void findByPin(box, root);
      return;
    }
    const chosen = new FormData(root).get("state");
    if (typeof chosen === "string" && isStateSlug(chosen)) {
      keep(chosen);
      window.location.assign(`${box.dataset.statePath}/${chosen}`);
    }
    return;
  }
  const target = event?.target instanceof Element ? event.target : undefined;
  if (event?.type === "click" && target?.closest("[data-forget-state]")) {
    keep(undefined);
    showKept(box, box.dataset.forgotten);
    return;
  }
  // Woken at load (this browser keeps a state) or by a first click: say what is kept.
  if (!event) showKept(box);
}
