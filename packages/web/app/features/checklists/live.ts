/**
 * A checklist's code (issue 24), loaded by its static island (static-island.tsx `data-live`) on the
 * first click in it, or at once when this browser keeps ticks or a session. It works on the
 * prerendered markup (list-section.tsx): keeps each change in localStorage with its time, shows the
 * count ("4 of 11 done", a polite live region), and **Clear** (the form's reset button) unticks
 * every item. For a signed-in person every change also goes to the account (sync.ts).
 */
import {
  cleared,
  countText,
  doneCount,
  isTicked,
  readState,
  withLocalChanges,
  writeState,
  STORAGE_KEY,
  type TickState,
} from "./ticks.ts";
import { startSync } from "./sync.ts";
import { localeOfPath } from "../../i18n/locales.ts";

const roots = new Set<HTMLElement>();
const storage = () => (typeof localStorage === "undefined" ? undefined : localStorage);
let state: TickState = readState(storage());

function boxesOf(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLInputElement>("input[type=checkbox][data-item]")];
}

function itemsOf(root: HTMLElement) {
  return boxesOf(root).map((box) => box.dataset.item!);
}

/** Shows the state on every checklist on the page: each box, and each count. */
function render() {
  for (const root of roots) {
    const id = root.dataset.checklistId!;
    for (const box of boxesOf(root)) box.checked = isTicked(state.lists, id, box.dataset.item!);
    const count = root.querySelector<HTMLElement>("[data-checklist-count]");
    const text = countText(
      root.dataset.count!,
      doneCount(state.lists, id, itemsOf(root)),
      itemsOf(root).length,
      localeOfPath(location.pathname),
    );
    // Only a real change: a live region announces every write.
    if (count && count.textContent !== text) count.textContent = text;
  }
}

function save(next: TickState) {
  state = next;
  writeState(storage(), state);
  render();
}

function change(id: string, item: string, ticked: boolean, at: number) {
  save(withLocalChanges(state, { [id]: { [item]: { ticked, at } } }));
}

const sync = startSync({
  set: (next) => save(next),
  latest: () => readState(storage()),
});

if (typeof window !== "undefined")
  // Another tab ticked: show it here too.
  window.addEventListener("storage", (event) => {
    if (event.key !== STORAGE_KEY) return;
    state = readState(storage());
    render();
  });

export function live(root: HTMLElement) {
  if (roots.has(root)) return;
  roots.add(root);
  const id = root.dataset.checklistId!;
  // Ticks made before this code arrived (the click that fetched it, say) are changes too.
  const now = Date.now();
  let changed = false;
  for (const box of boxesOf(root))
    if (box.checked !== box.defaultChecked) {
      state = withLocalChanges(state, {
        [id]: { [box.dataset.item!]: { ticked: box.checked, at: now } },
      });
      changed = true;
    }
  if (changed) writeState(storage(), state);
  root.addEventListener("change", (event) => {
    const box = event.target as HTMLInputElement;
    if (box.dataset.item === undefined) return;
    change(id, box.dataset.item, box.checked, Date.now());
    sync.soon();
  });
  // Clear is the form's reset button: the browser unticks the boxes, and the clearing is kept.
  root.addEventListener("reset", () => {
    save(withLocalChanges(state, cleared({}, id, itemsOf(root), Date.now())));
    sync.soon();
  });
  render();
  sync.soon(changed ? 600 : 0);
}
