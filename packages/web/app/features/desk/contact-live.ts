/**
 * The home and /contact form's account part (issue 30, item 11): a signed-in person's name and
 * email address are filled in where the fields are still empty, as the request form does. The
 * form's static island (static-island.tsx `data-live="contact"`) fetches this when the page opens
 * with a session stored (or on the first click in the form), and the auth runtime when the person
 * signs in on the page (auth-runtime.ts `wakeAccountParts`), so no reload is needed. Sending the
 * form is contact-submit.ts's; this only follows the account.
 */
import { mirror } from "../accounts/auth-provider.tsx";
import { displayNameOf } from "../accounts/display-name.ts";

const forms = new WeakSet<HTMLElement>();

export function live(root: HTMLElement) {
  if (!(root instanceof HTMLFormElement) || forms.has(root)) return;
  forms.add(root);
  const fill = () => {
    const user = mirror.value?.user;
    if (!user) return;
    for (const [name, value] of [
      ["name", displayNameOf(user)],
      ["email", user.email ?? ""],
    ]) {
      const input = root.elements.namedItem(name!);
      if (value && input instanceof HTMLInputElement && !input.value) input.value = value;
    }
  };
  fill();
  mirror.subscribe(fill);
}
