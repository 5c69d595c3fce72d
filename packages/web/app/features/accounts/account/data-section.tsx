import { Icon } from "../../../ui/icons.tsx";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "../../../ui/button.tsx";
import { useAccountI18n } from "../account-i18n.tsx";
import { useAuth } from "../auth-provider.tsx";
import { fetchAuthSettings } from "../auth-endpoint.ts";
import { BusyButton, FormError, useSubmit } from "../form-parts.tsx";
import { myDeskExport } from "../../desk/desk-api.ts";
import { AccountSection } from "./account-section.tsx";

const DeleteAccountDialog = lazy(() => import("./delete-account-dialog.tsx"));

/**
 * Everything the account holds, in one JSON document; `about` says so in the page's language: the
 * auth server's account record and passkeys, and the service desk's requests, messages and
 * subscriptions (`GET /api/desk/me/export`). A part that cannot be read fails the whole download,
 * so a file never looks complete when it is not.
 */
export async function collectAccountData(
  auth: Awaited<ReturnType<ReturnType<typeof useAuth>["client"]>>,
  about: string,
) {
  const { data, error } = await auth.getUser();
  if (error) throw error;
  const settings = await fetchAuthSettings();
  const passkeys = settings?.passkeys_enabled ? ((await auth.passkey.list()).data ?? []) : [];
  const { data: stored } = await auth.getSession();
  if (!stored.session) throw new Error("no session");
  const serviceDesk = await myDeskExport(stored.session.access_token);
  return {
    exported_at: new Date().toISOString(),
    about,
    account: data.user,
    passkeys,
    service_desk: serviceDesk,
  };
}

function saveJson(fileName: string, value: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Your data: Download my data (a JSON file) and Delete account (India's DPDP Act right to erasure). */
export function DataSection() {
  const { user, client } = useAuth();
  const { t } = useAccountI18n();
  const { pending, error, errorId, run } = useSubmit();
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  return (
    <AccountSection title={t.data.title} description={t.data.description}>
      <div className="flex flex-wrap gap-3">
        <BusyButton
          variant="secondary"
          pending={pending}
          onClick={() =>
            void run(async () => {
              const auth = await client();
              saveJson(
                `saathi-account-${new Date().toISOString().slice(0, 10)}.json`,
                await collectAccountData(auth, t.data.exportAbout),
              );
            })
          }
        >
          <Icon name="download" />
          {t.data.download}
        </BusyButton>
        <Button ref={deleteButton} variant="urgent" onClick={() => setDeleting(true)}>
          <Icon name="trash" />
          {t.data.deleteAccount}
        </Button>
      </div>
      <FormError id={errorId} message={error} />
      {deleting && user ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            email={user.email ?? ""}
            open={deleting}
            onOpenChange={setDeleting}
            returnFocusTo={deleteButton}
          />
        </Suspense>
      ) : null}
    </AccountSection>
  );
}
