/**
 * Sending the home and /contact form (a request of the kind "message") in place, once the page's
 * script runs: the static island it lives in (static-island.tsx) fetches this module only when the
 * form is sent, so a content page's first load carries none of it. The same checks and words as the
 * request form; each mistake goes in the error line beside its field (`data-error-for`), which the
 * field names in its `aria-describedby`, and every mistake or failed send in the error summary at
 * the form's top, which gets the focus; the signed-in person's session goes with the request, so
 * it joins their account; then on to the thank-you page.
 */
import { mirroredAuth } from "../accounts/auth-provider.tsx";
import { loadDeskMessages } from "../../i18n/desk.ts";
import { isLocale, localizedPath, type Locale } from "../../i18n/locales.ts";
import { failureAsError, sendRequest } from "./desk-api.ts";
import { requestBody, validateRequest, type FieldError, type FormValues } from "./validate.ts";

type Navigate = (to: string) => unknown;

/** The signed-in person's access token, refreshed if it has expired; none when signed out. */
async function accessToken(): Promise<string | undefined> {
  const auth = mirroredAuth();
  if (!auth?.user) return undefined;
  try {
    const { data } = await (await auth.client()).getSession();
    return data.session?.access_token;
  } catch {
    return undefined;
  }
}

/** A field's control by name (a group of radio buttons by its first), if the form has it. */
function controlOf(form: HTMLFormElement, field: string | undefined): HTMLElement | null {
  const control = field ? form.elements.namedItem(field) : null;
  const element = control instanceof RadioNodeList ? control[0] : control;
  return element instanceof HTMLElement ? element : null;
}

/**
 * Writes each mistake beside its field and clears the others, and fills the error summary at the
 * form's top (GOV.UK's pattern): "There is a problem", every mistake (a link to its field, or words
 * alone when it is about no field, such as no connection), that nothing was sent and that what was
 * typed is still here; then the summary gets the focus, on the screen.
 */
async function showErrors(form: HTMLFormElement, errors: FieldError[], locale: Locale) {
  const words = await loadDeskMessages(locale);
  const text = (error: FieldError) =>
    error.code === "offline"
      ? navigator.onLine === false
        ? words.offlineNow
        : words.offline
      : words.errors[error.code];
  for (const line of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const field = line.dataset.errorFor!;
    const mine = errors.filter((error) => error.field === field);
    line.textContent = mine.map(text).join(" ");
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLElement) {
      if (mine.length) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
  }
  const summary = form.querySelector<HTMLElement>("[data-error-summary]");
  if (!summary) return;
  const heading = document.createElement("h3");
  heading.className = "text-lg font-bold";
  heading.textContent = words.problem.title;
  const list = document.createElement("ul");
  list.className = "mt-1 list-disc pl-5";
  for (const error of errors) {
    const item = list.appendChild(document.createElement("li"));
    const control = controlOf(form, error.field);
    if (!control?.id) {
      item.textContent = text(error);
      continue;
    }
    const link = item.appendChild(document.createElement("a"));
    link.href = `#${control.id}`;
    link.className = "underline underline-offset-4";
    link.textContent = text(error);
    // To the field itself, not through the page's router (the island's link handling).
    link.addEventListener("click", (event) => {
      event.preventDefault();
      control.focus();
    });
  }
  const kept = document.createElement("p");
  kept.className = "mt-2 font-normal";
  kept.textContent = `${words.problem.notSent} ${words.problem.kept}`;
  summary.replaceChildren(heading, list, kept);
  summary.focus({ preventScroll: true });
  summary.scrollIntoView({ block: "start" });
}

export async function sendContactForm(form: HTMLFormElement, navigate: Navigate): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button?.disabled) return;
  const values = Object.fromEntries(
    [...new FormData(form)].map(([name, value]) => [name, String(value)]),
  ) as FormValues;
  const locale = isLocale(values.locale) ? values.locale : "en";
  let errors = validateRequest(values);
  if (!errors.length) {
    const label = button?.textContent ?? "";
    if (button) {
      button.disabled = true;
      button.textContent = button.dataset.pendingLabel ?? label;
    }
    try {
      const created = await sendRequest(requestBody(values), await accessToken());
      const query = new URLSearchParams({ ref: created.reference, t: created.token });
      await navigate(localizedPath(`/request/sent?${query}`, locale));
      return;
    } catch (failure) {
      errors = [failureAsError(failure)];
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
  }
  await showErrors(form, errors, locale);
}
