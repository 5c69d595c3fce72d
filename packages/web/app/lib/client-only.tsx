import { Suspense, useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children only in the browser, after hydration: prerendered HTML
 * holds the fallback, so a page whose content depends on the visitor (an account)
 * is a static shell that the browser fills in.
 */
export function ClientOnly({
  children,
  fallback,
}: {
  children: () => ReactNode;
  fallback: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={fallback}>{children()}</Suspense> : fallback;
}
