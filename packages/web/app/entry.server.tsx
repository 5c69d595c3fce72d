/**
 * Server entry, used only to prerender at build time. Unlike React Router's
 * default it waits for the whole page (onAllReady) and loads the code of every component
 * that the browser loads on demand first (frame/static-island.tsx: section kinds, the
 * footer, the page frame), so each page's HTML holds all its content, visible without JS.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { WholePageContext, wholePage } from "./frame/first-load.ts";
import { preloadAllOnDemand } from "./ui/on-demand.tsx";
import { catalogues } from "./i18n/catalogues.ts";
import { locales } from "./i18n/locales.ts";
import { provideMessages } from "./i18n/page-messages.ts";

// Prerendering renders pages of every language; the browser fetches its page's (entry.client.tsx).
for (const locale of locales) provideMessages(locale, catalogues[locale]);

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  await preloadAllOnDemand();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      // A content page's HTML is drawn from the whole page; its data is a first-load view (frame/first-load.ts).
      <WholePageContext value={loadContext.get(wholePage)}>
        <ServerRouter context={routerContext} url={request.url} />
      </WholePageContext>,
      {
        // Never outline a finished Suspense boundary into a hidden chunk revealed by script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    timeout = setTimeout(abort, streamTimeout);
  });
}
