/**
 * Sending the home and /contact form (a request of the kind "message") in place, once the page's
 * script runs: the static island it lives in (static-island.tsx) fetches this module only when the
 * form is sent, so a content page's first load carries none of it. The same checks and words as the
 * request form; each mistake goes in the error line beside its field (`data-error-for`), which the
 * field names in its `aria-describedby`; the signed-in person's session goes with the request, so
 * it joins their account; then on to the thank-you page.
 */
import { mirroredAuth } from "../auth/auth-provider.tsx";
import { loadDeskMessages } from "../i18n/desk.ts";
import { isLocale, localizedPath } from "../i18n/locales.ts";
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

/** Writes each mistake beside its field (or in the form's own line) and clears the others. */
async function showErrors(form: HTMLFormElement, errors: FieldError[], locale: "en" | "hi") {
  const words = await loadDeskMessages(locale);
  const text = (error: FieldError) =>
    error.code === "offline" ? words.offline : words.errors[error.code];
  const placed = new Set<FieldError>();
  for (const line of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const field = line.dataset.errorFor;
    const mine = errors.filter((error) => {
      const here = field
        ? error.field === field
        : !form.querySelector(`[data-error-for="${error.field}"]`);
      if (here) placed.add(error);
      return here;
    });
    line.textContent = mine.map(text).join(" ");
    const control = field ? form.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) {
      if (mine.length) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
  }
  const first = errors.find((error) => error.field && placed.has(error))?.field;
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
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
