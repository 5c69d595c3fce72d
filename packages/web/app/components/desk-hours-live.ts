/**
 * The code of the reply time beside a service button (desk-hours-note.tsx), woken as it comes near
 * the screen: asks the desk whether it is open or someone is on it now, and says when a request sent
 * now would be answered, in the page's words (`data-words`) and language. Offline, or with the
 * desk unreachable, it says nothing: the hours above it stay true.
 */
import type { Messages } from "../i18n/catalogue.ts";
import { deskStatus } from "../desk/desk-api.ts";
import { localeOfPath } from "../i18n/locales.ts";

type Words = Messages["sections"]["deskReply"];

const asked = new WeakSet<HTMLElement>();

export function live(root: HTMLElement) {
  const line = root.querySelector<HTMLElement>("[data-desk-reply]");
  if (!line || asked.has(root)) return;
  asked.add(root);
  const words = JSON.parse(root.dataset.words ?? "{}") as Words;
  const locale = localeOfPath(location.pathname);
  deskStatus().then(
    (status) => {
      const time = status.reply_by_text[locale] ?? status.reply_by_text.en;
      line.textContent = status.live
        ? words.live
        : (status.open_now ? words.open : words.closed).replace("{time}", time);
    },
    () => asked.delete(root),
  );
}
