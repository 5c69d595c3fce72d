import { Icon } from "./ui/icons.tsx";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { lazy, Suspense, useEffect } from "react";
import "./app.css";
import { AuthProvider } from "./features/accounts/auth-provider.tsx";
import { SiteHeader } from "./frame/layout/site-header.tsx";
import { LanguageOffer } from "./frame/layout/language-switch.tsx";
import { StaticIsland } from "./frame/static-island.tsx";
import { markHydrated, onDemand } from "./ui/on-demand.tsx";
import { OnDemandMenu } from "./ui/on-demand-menu.tsx";
import { Toaster } from "./ui/toaster.tsx";
import { requestedPath } from "./content/routes.ts";
import { I18nProvider, useI18n } from "./i18n/context.tsx";
import { localeInfo, localeOfPath } from "./i18n/locales.ts";
import { messagesFile } from "./i18n/messages-file.ts";
import { pageMessages } from "./i18n/page-messages.ts";
import { scriptStyle } from "./frame/script-type.ts";
import { loadNoticeTexts } from "./lib/notice-texts.ts";
import { siteIconHref } from "./lib/site-icon.ts";
import { whenIdle } from "./lib/when-idle.ts";
import type { Route } from "./+types/root";

// Runs at build time only (ssr: false + prerender): the page's language comes from its URL.
// Its catalogue is a file of its own that the page names (messages-file.ts), fetched before the
// page hydrates (entry.client.tsx), so neither a bundle nor the page's HTML carries any
// language's messages. Its notice texts are fetched here too, so the markup that carries a
// notice (the header's Emergency Help, the footer) renders them without suspending.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(requestedPath(new URL(request.url).pathname));
  await loadNoticeTexts(locale);
  return { locale, messagesHref: messagesFile(locale).href };
}

// The catalogue changes only with the language: moving between pages of one language keeps it.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** The element after which nothing is shown: the first frame waits until it is parsed (Layout). */
const FRAME_END_ID = "frame-end";

// Only a client-side move to a page that does not exist shows it here (the 404 page itself is a route).
const NotFound = lazy(() => import("./frame/not-found-page.tsx"));

// The same on every page and never re-rendered: a static island, its code fetched only if it mounts after hydration.
const SiteFooter = onDemand(() =>
  import("./frame/layout/site-footer.tsx").then((m) => m.SiteFooter),
);

const loadFloatingHelpMenu = () =>
  import("./frame/layout/floating-help.tsx").then((m) => m.default);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Only a failed build-time render lacks the root's data; there is no page to frame then.
  if (!data) return <Document lang={localeInfo.en.htmlLang}>{children}</Document>;
  return (
    <I18nProvider locale={data.locale} messages={pageMessages(data.locale)}>
      <Document
        lang={localeInfo[data.locale].htmlLang}
        messagesHref={data.messagesHref}
        scriptCss={scriptStyle(data.locale)}
      >
        <SiteFrame>{children}</SiteFrame>
      </Document>
    </I18nProvider>
  );
}

function Document({
  lang,
  messagesHref,
  scriptCss,
  children,
}: {
  lang: string;
  messagesHref?: string;
  /** The faces and line heights of the page's script (frame/script-type.ts), if not Latin. */
  scriptCss?: string;
  children: React.ReactNode;
}) {
  return (
    <html lang={lang} data-messages={messagesHref}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href={siteIconHref} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {/*
          Nothing else blocks the first paint, so a browser would paint the page as its HTML
          arrives: a half-parsed header whose last buttons shift it, and words that move to the
          next line once the rest of a word arrives (stop 29's CI: a Hindi line on
          /hi/icu-ward-assistance). The first frame waits until the whole page frame (header,
          main, footer, floating help) is parsed: no request, a few KB more before the first
          paint (decision 0027), and nothing on screen moves as the page arrives. Browsers
          without rel=expect (Firefox, Safari) still paint as it arrives, so the layout holds
          still in that order too (e2e/tests/streaming.spec.ts).
        */}
        <link rel="expect" href={`#${FRAME_END_ID}`} {...{ blocking: "render" }} />
        <Meta />
        <Links />
        {scriptCss && <style>{scriptCss}</style>}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What frames every page's content: skip link, header, footer, floating help, toasts. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const { m } = useI18n();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-deep px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.layout.skipToContent}
      </a>
      {/*
          Only the header shows the account. The provider's first update (signed out, just
          after hydration) must not reach the page's sections: one whose code is still on
          its way would be thrown out for its empty fallback, and the page would jump.
        */}
      <AuthProvider>
        <SiteHeader />
      </AuthProvider>
      {/* On an English page, for a browser that prefers Hindi: one line offering the Hindi page. */}
      <LanguageOffer />
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
            <button className="inline-flex size-11 items-center justify-center gap-2 rounded-full bg-brand-deep font-semibold text-white shadow-lg hover:bg-brand-deeper sm:w-auto sm:px-5 min-[80rem]:size-12 min-[80rem]:px-0">
              <Icon name="life-buoy" className="size-6 sm:size-5 min-[80rem]:size-6" />
              <span className="max-sm:sr-only min-[80rem]:sr-only">{m.layout.needHelp}</span>
            </button>
          }
        />
      </div>
      {/* The end of everything the first frame shows: the first paint waits for it (above). */}
      <span id={FRAME_END_ID} hidden />
      <Toaster />
    </>
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

/** Offline use (sw/sw.ts): registered only once the page is interactive and the browser is idle. */
function useServiceWorker() {
  useEffect(
    () =>
      whenIdle(() => {
        import("./lib/register-service-worker.ts")
          .then((module) => module.registerServiceWorker())
          .catch(() => undefined); // offline before the chunk was saved: nothing to register yet
      }),
    [],
  );
}

export default function App() {
  useHydratedMarker();
  useServiceWorker();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  return <SomethingWentWrong />;
}

function SomethingWentWrong() {
  const { m } = useI18n();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold">{m.layout.errorTitle}</h1>
      <p className="mt-4 text-lg text-muted">{m.layout.errorBody}</p>
    </div>
  );
}
