/**
 * Sending the home and /contact forms (a request of the kind "message") from the page, once its
 * script runs: the same checks and words as the request form, fetched only when the form is sent,
 * so a content page's first load carries none of it (components/sections/contact-section.tsx).
 */
import { loadDeskMessages } from "../i18n/desk.ts";
import type { Locale } from "../i18n/locales.ts";
import { failureAsError, sendRequest } from "./desk-api.ts";
import { requestBody, validateRequest, type FormValues } from "./validate.ts";

export type ContactOutcome =
  | { sent: true; reference: string; token: string }
  | { sent: false; errors: { field?: string; text: string }[] };

export async function submitContactForm(
  form: HTMLFormElement,
  locale: Locale,
  accessToken: () => Promise<string | undefined>,
): Promise<ContactOutcome> {
  const values = Object.fromEntries(
    [...new FormData(form)].map(([name, value]) => [name, String(value)]),
  ) as FormValues;
  let errors = validateRequest(values);
  if (!errors.length) {
    try {
      const created = await sendRequest(requestBody(values), await accessToken());
      return { sent: true, reference: created.reference, token: created.token };
    } catch (failure) {
      errors = [failureAsError(failure)];
    }
  }
  const words = await loadDeskMessages(locale);
  return {
    sent: false,
    errors: errors.map(({ code, field }) => ({
      ...(field ? { field } : {}),
      text: code === "offline" ? words.offline : words.errors[code],
    })),
  };
}
