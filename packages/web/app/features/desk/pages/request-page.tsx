import { UrgentHelpBlock } from "../../../ui/crisis-lines.tsx";
import { useDesk } from "../desk-messages.tsx";
import { RequestForm } from "../request-form.tsx";

/**
 * /request?kind=...&source=... (and /hi/request): the request form every service button opens
 * (decision 0022). The urgent-help lines come first: the form is answered in support hours.
 */
export function RequestPage() {
  const { t } = useDesk();
  return (
    <>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t.request.title}</h1>
      <UrgentHelpBlock className="mt-6" />
      <p className="mt-2 text-sm text-muted">{t.request.urgentFirst}</p>
      <p className="mt-6 text-lg">{t.request.lead}</p>
      <RequestForm />
    </>
  );
}
