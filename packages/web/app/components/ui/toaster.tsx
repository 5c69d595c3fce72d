import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { preloadable } from "../../lib/preloadable.tsx";
import { getServerToasts, getToasts, subscribeToasts } from "../../lib/toast-store.ts";
import { whenIdle } from "../../lib/when-idle.ts";

const ToasterView = preloadable(() => import("./toaster-view.tsx").then((m) => m.default));

/**
 * The one toaster of the site, mounted in the root layout. The Radix toast code
 * stays off the first load: it is fetched when the page is idle (or at the first
 * notice, whichever comes first) and stays mounted from the first notice on.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [mounted, setMounted] = useState(false);
  if (toasts.length > 0 && !mounted) setMounted(true);

  useEffect(() => whenIdle(() => void ToasterView.preload()), []);

  return mounted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
