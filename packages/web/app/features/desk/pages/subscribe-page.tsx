import { useDesk } from "../desk-messages.tsx";
import { SubscribeForm } from "../subscribe-form.tsx";

/** /subscribe (and /hi/subscribe): the weekly email of new guides, by double opt-in. */
export function SubscribePage() {
  const { t } = useDesk();
  return (
    <>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t.subscribe.title}</h1>
      <p className="mt-6 text-lg">{t.subscribe.lead}</p>
      <p className="mt-3 text-muted">{t.subscribe.how}</p>
      <SubscribeForm />
    </>
  );
}
