import { Icon } from "./components/icons.tsx";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { lazy, Suspense, useEffect } from "react";
import "./app.css";
import { AuthProvider } from "./auth/auth-provider.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { markHydrated, onDemand, StaticIsland } from "./components/static-island.tsx";
import { OnDemandMenu } from "./components/ui/on-demand-menu.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import type { Route } from "./+types/root";

// Only a client-side move to a page that does not exist shows it here (the 404 page itself is a route).
const NotFound = lazy(() => import("./routes/not-found.tsx"));

// The same on every page and never re-rendered: a static island, its code fetched only if it mounts after hydration.
const SiteFooter = onDemand(() =>
  import("./components/layout/site-footer.tsx").then((m) => m.SiteFooter),
);

const loadFloatingHelpMenu = () =>
  import("./components/layout/floating-help.tsx").then((m) => m.default);

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {/*
          Nothing blocks the first paint, so the browser may paint a half-parsed header and
          then shift it as its last buttons arrive. Holding the first frame until <main>
          (just after the header) is parsed costs no request and keeps the layout still.
        */}
        <link rel="expect" href="#main" {...{ blocking: "render" }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/*
          Only the header shows the account. The provider's first update (signed out, just
          after hydration) must not reach the page's sections: one whose code is still on
          its way would be thrown out for its empty fallback, and the page would jump.
        */}
        <AuthProvider>
          <SiteHeader />
        </AuthProvider>
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <StaticIsland component={SiteFooter} props={{}} />
        {/* Quick ways to reach a person, always on screen and never over the page's words. Below
            1280 px (80rem: the browser's text size moves it) it sits in the corner of a bar across
            the bottom of the screen, for which the body keeps room (app.css), so the page scrolls
            above it; on a phone it is a 44 px round button. From 80rem it floats in the margin beside
            the 72rem-wide content. app.css hides it while the mobile menu, a dialog or a toast is
            open. Its box has its full height from the first paint, so nothing shifts. */}
        <div
          className="floating-help fixed inset-x-0 bottom-0 z-30 flex h-14 items-center border-t border-line bg-canvas px-4 sm:px-6 min-[80rem]:right-auto min-[80rem]:bottom-4 min-[80rem]:left-[clamp(0.5rem,calc(50vw-39.5rem),1rem)] min-[80rem]:h-12 min-[80rem]:border-0 min-[80rem]:bg-transparent min-[80rem]:px-0"
          data-print="hide"
        >
          <OnDemandMenu
            load={loadFloatingHelpMenu}
            trigger={
              <button className="inline-flex size-11 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg hover:bg-brand-800 sm:w-auto sm:px-5 min-[80rem]:size-12 min-[80rem]:px-0">
                <Icon name="life-buoy" className="size-6 sm:size-5 min-[80rem]:size-6" />
                <span className="max-sm:sr-only min-[80rem]:sr-only">Need help?</span>
              </button>
            }
          />
        </div>
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated: tests and audits wait for it. */
function useHydratedMarker() {
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = "true";
    performance.mark("saathi:hydrated");
  }, []);
}

export default function App() {
  useHydratedMarker();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">
        Please reload the page. If it keeps happening, write to us and tell us what you were doing.
      </p>
    </div>
  );
}
