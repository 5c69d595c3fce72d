import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToasts } from "../../lib/toast-store.ts";
import { whenIdle } from "../../lib/when-idle.ts";

const loadToasterView = () => import("./toaster-view.tsx");
const ToasterView = lazy(loadToasterView);

/**
 * The one toaster of the site, mounted in the root layout. The Radix toast code
 * stays off the first load: it is fetched when the page is idle (or at the first
 * notice, whichever comes first) and stays mounted from the first notice on.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [mounted, setMounted] = useState(false);
  if (toasts.length > 0 && !mounted) setMounted(true);

  useEffect(() => whenIdle(() => void loadToasterView()), []);

  return mounted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
