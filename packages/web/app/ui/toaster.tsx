import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToasts } from "../lib/toast-store.ts";

const ToasterView = lazy(() => import("./toaster-view.tsx"));

/**
 * The one toaster of the site, mounted in the root layout. The Radix toast code
 * stays off the first load: it is fetched at the first notice and stays mounted
 * from then on.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [mounted, setMounted] = useState(false);
  if (toasts.length > 0 && !mounted) setMounted(true);

  return mounted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
