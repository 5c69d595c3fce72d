/**
 * The code of "Was this page useful?" (page-feedback.tsx), fetched by its static island
 * (static-island.tsx `data-live`) on the first click or submit in it; until then, and wherever it
 * cannot arrive, the forms post as the plain forms they are. It works on the prerendered markup:
 * No opens what was wrong (and moves to its first choice) instead of sending; Yes and Send are
 * sent in place as JSON to the desk; the answer, thanks or why not, appears in the polite live
 * region under the forms, in the page's words (its `data-*`). After thanks the box keeps its
 * height while the forms go, so nothing below it moves.
 */
type Words = {
  thanks: string;
  failed: string;
  rateLimited: string;
  tooLong: string;
  offline: string;
};

const sending = new WeakSet<HTMLElement>();

export function live(root: HTMLElement, event?: Event) {
  // A click only fetched this code; a submit is what it acts on.
  if (!(root instanceof HTMLFormElement) || event?.type !== "submit") return;
  const box = root.closest<HTMLElement>("[data-feedback-box]");
  if (!box) return;
  const submitter = (event as SubmitEvent).submitter;
  if (submitter?.hasAttribute("data-feedback-no")) return openWhatWasWrong(box);
  void send(box, root, submitter);
}

function openWhatWasWrong(box: HTMLElement) {
  const details = box.querySelector("details");
  if (!details) return;
  details.open = true;
  details.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
}

async function send(box: HTMLElement, form: HTMLFormElement, submitter: HTMLElement | null) {
  const result = box.querySelector<HTMLElement>("[data-feedback-result]");
  if (!result || sending.has(box)) return;
  const words = result.dataset as unknown as Words;
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === "string") fields[name] = value;
  // The button pressed says Yes or No, as it does in a plain post.
  if (submitter instanceof HTMLButtonElement && submitter.name)
    fields[submitter.name] = submitter.value;
  sending.add(box);
  // Emptied first, so the same refusal twice is said twice.
  result.textContent = "";
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
    });
    if (response.ok) return thanked(box, result, words.thanks);
    const { code } = ((await response.json().catch(() => ({}))) ?? {}) as { code?: string };
    refused(
      result,
      code === "rate_limited_ip"
        ? words.rateLimited
        : code === "too_long" || code === "body_too_large"
          ? words.tooLong
          : words.failed,
    );
  } catch {
    refused(result, navigator.onLine === false ? words.offline : words.failed);
  } finally {
    sending.delete(box);
  }
}

/** Why not, said where the focus goes, on the screen: a failed send is never silent (issue 30). */
function refused(result: HTMLElement, words: string) {
  result.textContent = words;
  result.focus({ preventScroll: true });
  result.scrollIntoView({ block: "nearest" });
}

function thanked(box: HTMLElement, result: HTMLElement, thanks: string) {
  box.style.minHeight = `${box.getBoundingClientRect().height}px`;
  for (const part of box.querySelectorAll<HTMLElement>("[data-feedback-form]")) part.hidden = true;
  result.textContent = thanks;
  // The button pressed is gone: focus goes to the answer.
  result.focus();
}
