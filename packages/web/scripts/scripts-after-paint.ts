/**
 * Starts React Router's scripts after the page has painted, not beside the HTML.
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every module hydration
 * needs (~105 KiB gzip, React and React Router most of it) and imports them from an inline
 * module at the end of the body. The preload scanner fetches those scripts at high priority
 * while the HTML is still arriving, so on a slow connection they share it with the HTML and the
 * stylesheet, and Lighthouse's simulation (Lantern) counts every script that finished before the
 * first paint as something the paint waited for (module scripts leave no `EvaluateScript` trace
 * event that would prove otherwise). Measured, that held FCP and LCP at ~1.8 s on slow 4G
 * although the text and the critical CSS are in the HTML (docs/decisions/0015).
 *
 * So the build drops the modulepreloads and makes React Router's inline module inert (a
 * non-JavaScript `type`, its text unchanged), and one fixed script after it waits for the
 * document's `load` event and its first contentful paint, then two frames, adds the same
 * modulepreloads (the modules download side by side, not import by import) and runs the module
 * text as a module script, and preloads the page's messages file, which the entry fetches before
 * it hydrates (app/entry.client.tsx), so it arrives beside the modules, not after them. Its static imports keep their order and the route modules are set in
 * the same job as before: the `app` chunk starts hydration when it is evaluated, so the imports
 * cannot be split into separate `import()` calls. The inserted module is allowed by the hash of
 * its text, which the page's CSP already holds (server/csp.ts hashes every inline script), and
 * hydration does not compare a script's `type` or text.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const ENTRY_MODULE = /<script type="module" async>([\s\S]*?)<\/script>/g;
/** The `type` that keeps React Router's module from running until the loader runs it. */
export const DEFERRED_TYPE = "text/x-after-paint";

/** The loader: the same for every page but for the modules it preloads. */
function loader(preloads: string[]) {
  return `(() => {
  const start = () => {
    const messages = document.documentElement.dataset.messages;
    if (messages) {
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "fetch";
      link.crossOrigin = "anonymous";
      link.href = messages;
      document.head.append(link);
    }
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement("script");
    module.type = "module";
    module.textContent = document.querySelector('script[type="${DEFERRED_TYPE}"]').textContent;
    document.body.append(module);
  };
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  const afterPaint = () => {
    if (
      !PerformanceObserver.supportedEntryTypes.includes("paint") ||
      performance.getEntriesByName("first-contentful-paint").length
    )
      return afterFrames();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterFrames();
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
})();`;
}

export function startScriptsAfterPaint(html: string): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const entries = [...html.matchAll(ENTRY_MODULE)];
  if (!preloads.length || entries.length !== 1)
    throw new Error(
      `scripts-after-paint: expected modulepreloads and one inline module, found ${preloads.length} and ${entries.length}; has React Router's <Scripts> output changed?`,
    );
  return html
    .replace(MODULEPRELOAD, "")
    .replace(
      ENTRY_MODULE,
      (_, body: string) =>
        `<script type="${DEFERRED_TYPE}">${body}</script><script>${loader(preloads)}</script>`,
    );
}
