/**
 * Issue 35: the exam calendar follows the kept state. Loaded by the calendar's static island
 * (`data-live="exam-state"`, woken at once where this browser keeps a state: `data-kept-by`, the
 * key "Your state" keeps it under, features/your-state/live.ts, which this reads and never
 * writes). It works on the prerendered markup (exam-calendar-section.tsx): it marks the kept
 * state's exams and their months `data-mine` and shows them (they are `hidden` until then), adds
 * their kinds to their months, counts the filter's choices again (in the page's digits, from each
 * choice's `data-template`), shows "<state>'s exams" in the filter and says in the note which
 * state the list follows. A state with no exams of its own leaves the list as it is.
 */
import { localeOfPath, type Locale } from "../../i18n/locales.ts";
import { localDigits } from "../../lib/digits.ts";
import { fillTemplate as fill } from "../../lib/fill-template.ts";
import { keptState } from "../your-state/kept.ts";

/** A filter choice's words (the text after its radio button) from its template, with `count`. */
function recount(label: HTMLElement, count: string) {
  const text = label.lastChild;
  if (text?.nodeType === Node.TEXT_NODE && label.dataset.template)
    text.textContent = fill(label.dataset.template, { count });
}

export function follow(
  root: HTMLElement,
  slug: string | undefined = keptState(),
  locale: Locale = localeOfPath(location.pathname),
) {
  if (!slug || root.dataset.mine === slug) return;
  const cards = [...root.querySelectorAll<HTMLElement>("li[data-states]")];
  const mine = cards.filter((li) => li.dataset.states!.split(" ").includes(slug));
  if (mine.length === 0) return;
  root.dataset.mine = slug;
  for (const li of cards) li.toggleAttribute("data-mine", mine.includes(li));
  const months = [...root.querySelectorAll<HTMLElement>("[data-month]")];
  for (const month of months) {
    const ours = mine.filter((li) => month.contains(li));
    month.toggleAttribute("data-mine", ours.length > 0);
    const kinds = new Set((month.dataset.kinds ?? "").split(" ").filter(Boolean));
    for (const li of ours) kinds.add(li.dataset.kind!);
    month.dataset.kinds = [...kinds].join(" ");
  }
  // What the list shows now: every exam for everyone, and the kept state's.
  const shown = [...root.querySelectorAll<HTMLElement>("li[data-kind]")].filter(
    (li) => li.dataset.stateOnly === undefined || li.hasAttribute("data-mine"),
  );
  const name = root.querySelector<HTMLElement>(`[data-state-name="${slug}"]`)?.textContent ?? slug;
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name="exam-kind"]')) {
    const label = input.closest("label");
    if (!label) continue;
    if (input.value === "state") {
      const words = label.querySelector<HTMLElement>("[data-state-label]");
      if (words)
        words.textContent = fill(label.dataset.template ?? "", {
          state: name,
          count: localDigits(mine.length, locale),
        });
      label.hidden = false;
    } else
      recount(
        label,
        localDigits(
          input.value === "all"
            ? shown.length
            : shown.filter((li) => li.dataset.kind === input.value).length,
          locale,
        ),
      );
  }
  const kept = root.querySelector<HTMLElement>("[data-state-kept]");
  if (kept) {
    kept.textContent = fill(kept.dataset.template ?? "", { state: name });
    kept.hidden = false;
  }
  root.querySelector<HTMLElement>("[data-state-choose]")?.setAttribute("hidden", "");
  root.querySelector<HTMLElement>("[data-state-change]")?.removeAttribute("hidden");

  // Which cards and months show, by `hidden` rather than rules in app.css (every byte of which
  // is on the first paint's path of every page): the kept state's exams join the list, and the
  // filter's "<state>'s exams" shows them alone. The other choices stay app.css's.
  const stateChoice = root.querySelector<HTMLInputElement>(
    'input[name="exam-kind"][value="state"]',
  );
  const apply = () => {
    const onlyMine = stateChoice?.checked ?? false;
    for (const li of root.querySelectorAll<HTMLElement>("li[data-kind]")) {
      const isMine = li.hasAttribute("data-mine");
      li.hidden = onlyMine ? !isMine : li.dataset.stateOnly !== undefined && !isMine;
    }
    for (const month of months) {
      const isMine = month.hasAttribute("data-mine");
      month.hidden = onlyMine ? !isMine : month.dataset.everyone === undefined && !isMine;
    }
  };
  apply();
  root.addEventListener("change", (event) => {
    if ((event.target as HTMLInputElement).name === "exam-kind") apply();
  });
}

/** Woken at load (a state is kept) or by a first click in the calendar: follow the kept state. */
export function live(root: HTMLElement) {
  follow(root);
}
