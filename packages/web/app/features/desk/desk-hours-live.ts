/**
 * The code of the reply time beside a service button (desk-hours-note.tsx), woken as it comes near
 * the screen: asks the desk whether it is open or someone is on it now, and says when a request sent
 * now would be answered, in the page's language (its catalogue). Offline, or with the
 * desk unreachable, it says nothing: the hours above it stay true.
 */
import { deskStatus } from "./desk-api.ts";
import { localeOfPath } from "../../i18n/locales.ts";
import { pageMessages } from "../../i18n/page-messages.ts";

const asked = new WeakSet<HTMLElement>();

export function live(root: HTMLElement) {
  const line = root.querySelector<HTMLElement>("[data-desk-reply]");
  if (!line || asked.has(root)) return;
  asked.add(root);
  const locale = localeOfPath(location.pathname);
  // The page's catalogue, loaded before it hydrated (entry.client.tsx): not repeated in the HTML.
  const words = pageMessages(locale).sections.deskReply;
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
