import type { ReactNode } from "react";
import { ClientOnly } from "../../lib/client-only.tsx";
import { AccountMessagesProvider } from "./account-i18n.tsx";
import { AuthMirror } from "./auth-provider.tsx";

/**
 * The prerendered frame of an account page: its heading (focusable, so focus can
 * land there after signing in) and a status line, in the page's language (the route's
 * loader gives these two at build time); the browser fills in the rest, with the
 * header's auth context (AuthMirror) and the account's words, which load with its code.
 * It is at least a screen tall, so the footer starts below the fold and whatever the browser
 * fills in (a sign-in prompt, the account's sections) moves nothing in view: before, the footer
 * jumped down as the account arrived (CLS 0.17 at 390 px).
 */
export function AccountShell({
  title,
  waiting,
  children,
}: {
  title: string;
  waiting: string;
  children: () => ReactNode;
}) {
  const status = (
    <p role="status" className="mt-8 text-lg text-muted">
      {waiting}
    </p>
  );
  return (
    <div className="mx-auto min-h-svh max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 tabIndex={-1} className="text-3xl font-extrabold outline-none sm:text-4xl">
        {title}
      </h1>
      <ClientOnly fallback={status}>
        {() => (
          <AuthMirror>
            <AccountMessagesProvider>{children()}</AccountMessagesProvider>
          </AuthMirror>
        )}
      </ClientOnly>
    </div>
  );
}
