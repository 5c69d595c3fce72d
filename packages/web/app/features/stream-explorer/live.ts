/**
 * The stream explorer's code (issue 24), loaded only on /stream-selection-guide by its static
 * island (static-island.tsx `data-live="explorer"`): on the first submit, or at once when this
 * browser kept answers or holds a session. It scores the answers (lib/stream-fit.ts), shows the
 * fits and reasons already written into the markup (stream-explorer-section.tsx), says the result
 * in one polite sentence and moves focus to it.
 *
 * Answers stay in this browser (localStorage `saathi-explorer`). A signed-in person may save them to
 * the account: as `user_metadata.stream_explorer`, through the auth client the page already has.
 * Why there, not a desk endpoint: it is a few ids that belong with the account and nothing else,
 * so the account's own export and erasure carry it, with no table, endpoint or migration to keep;
 * and it is never shared with staff, as desk rows are.
 */
import { mirror } from "../accounts/auth-provider.tsx";
import { cleanAnswers, scoreAnswers, type Answers } from "../../lib/stream-fit.ts";

export const EXPLORER_KEY = "saathi-explorer";
/** What is kept, here and on the account: the answers, and when they were last changed (ms). */
type Kept = { answers: Answers; at: number };

/** Each explorer's answer to a submit, once its code has started on it. */
const started = new WeakMap<HTMLElement, () => void>();
/** Submits the explorer's own listener handled (the rest came before it was listening). */
const handled = new WeakSet<Event>();

function read(storage: Storage | undefined): Kept | undefined {
  try {
    const value = JSON.parse(storage?.getItem(EXPLORER_KEY) ?? "null") as Kept | null;
    if (value && typeof value.at === "number")
      return { answers: cleanAnswers(value.answers), at: value.at };
  } catch {
    // Blocked or damaged: nothing kept.
  }
  return undefined;
}

function keep(storage: Storage | undefined, kept: Kept | undefined) {
  try {
    if (kept) storage?.setItem(EXPLORER_KEY, JSON.stringify(kept));
    else storage?.removeItem(EXPLORER_KEY);
  } catch {
    // Storage full or blocked: the results still show on this page.
  }
}

function fromAccount(): Kept | undefined {
  const saved = mirror.value?.user?.user_metadata?.stream_explorer as Kept | undefined;
  if (!saved || typeof saved !== "object" || typeof saved.at !== "number") return undefined;
  return { answers: cleanAnswers(saved.answers), at: saved.at };
}

export function live(form: HTMLElement, event?: Event) {
  // A submit made while this code was on its way (the first use loaded it): answer it now.
  const running = started.get(form);
  if (running) {
    if (event?.type === "submit" && !handled.has(event)) running();
    return;
  }
  if (!(form instanceof HTMLFormElement)) return;
  const storage = typeof localStorage === "undefined" ? undefined : localStorage;
  const section = form.closest("section") ?? document;
  const $ = <E extends HTMLElement>(selector: string) => section.querySelector<E>(selector)!;
  const results = $("[data-explorer-results]");
  const status = $("[data-explorer-status]");
  const account = $("[data-explorer-account]");
  const saved = $("[data-explorer-saved]");

  const answersNow = (): Answers => {
    const data = new FormData(form);
    return cleanAnswers(
      Object.fromEntries(
        [...new Set(data.keys())].map((question) => [question, data.getAll(question)]),
      ),
    );
  };

  function fill(answers: Answers) {
    for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]"))
      box.checked = answers[box.name]?.includes(box.value) ?? false;
  }

  /** Shows the fits for the answers in the form; `announce`: say it and move focus there. */
  function show(announce: boolean) {
    const result = scoreAnswers(answersNow());
    const shown = new Set([...result.streams.flatMap((s) => s.reasons), ...result.notes]);
    results.hidden = false;
    $("[data-explorer-empty]").hidden = !result.empty;
    $("[data-explorer-fits]").hidden = result.empty;
    $("[data-explorer-notes]").hidden = result.empty || result.notes.length === 0;
    for (const item of section.querySelectorAll<HTMLElement>("[data-reason]"))
      item.hidden = !shown.has(item.dataset.reason!);
    const sentence: string[] = [];
    for (const { stream, fit, reasons } of result.streams) {
      const card = $(`[data-stream="${stream}"]`);
      card.dataset.fit = fit;
      card.querySelector<HTMLElement>("[data-explorer-none]")!.hidden = reasons.length > 0;
      for (const label of card.querySelectorAll<HTMLElement>("[data-fit]"))
        label.hidden = label.dataset.fit !== fit;
      sentence.push(
        `${card.querySelector("h4")!.textContent}: ${card.querySelector(`[data-fit="${fit}"]`)!.textContent}`,
      );
    }
    saved.textContent = "";
    if (!announce) return;
    const heading = results.querySelector<HTMLElement>("h3")!;
    status.textContent = result.empty
      ? $("[data-explorer-empty]").textContent!
      : `${heading.textContent}. ${sentence.join(". ")}.`;
    heading.focus();
  }

  function showAccount() {
    account.hidden = !mirror.value?.user;
  }

  /** A submit: keep the answers, and show and say how the streams fit them. */
  function answer() {
    keep(storage, { answers: answersNow(), at: Date.now() });
    show(true);
  }

  started.set(form, answer);
  form.addEventListener("submit", (submit) => {
    handled.add(submit);
    submit.preventDefault();
    answer();
  });
  form.addEventListener("change", () => keep(storage, { answers: answersNow(), at: Date.now() }));
  form.addEventListener("reset", () => {
    keep(storage, undefined);
    results.hidden = true;
    status.textContent = "";
  });
  $("[data-explorer-save]").addEventListener("click", () => {
    const value = mirror.value;
    if (!value?.user) return;
    const kept: Kept = { answers: answersNow(), at: Date.now() };
    keep(storage, kept);
    void value
      .client()
      .then((auth) => auth.updateUser({ data: { stream_explorer: kept } }))
      .then(({ error }) => {
        if (error) throw error;
        saved.textContent = saved.dataset.saved!;
      })
      .catch(() => {
        saved.textContent = saved.dataset.failed!;
      });
  });

  // The newer of this browser's answers and the account's, shown as they were left.
  function restore() {
    const here = read(storage);
    const there = fromAccount();
    const newest = here && there ? (there.at > here.at ? there : here) : (here ?? there);
    if (!newest || Object.keys(newest.answers).length === 0) return false;
    if (newest === there) keep(storage, there);
    fill(newest.answers);
    show(false);
    return true;
  }

  if (event?.type === "submit") answer();
  else restore();
  showAccount();
  // Signing in or out on this page: the save button follows, and a saved set of answers appears.
  let hadUser = Boolean(mirror.value?.user);
  mirror.subscribe(() => {
    showAccount();
    const hasUser = Boolean(mirror.value?.user);
    if (hasUser && !hadUser && results.hidden) restore();
    hadUser = hasUser;
  });
}
