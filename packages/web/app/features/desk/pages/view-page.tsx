import { useDesk } from "../desk-messages.tsx";
import { RequestThread } from "../request-thread.tsx";

/** /request/view?t=<token>: a request's private page (request-thread.tsx). */
export function ViewPage() {
  const { t } = useDesk();
  return (
    <>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t.view.title}</h1>
      <RequestThread />
    </>
  );
}
