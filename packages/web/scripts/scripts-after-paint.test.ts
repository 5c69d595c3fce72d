// @vitest-environment node
/**
 * The build's rewrite of React Router's scripts: nothing in the HTML fetches a script, and the
 * loader runs React Router's own module text, with the same modulepreloads, only after the load
 * event and the first contentful paint. Run in jsdom (which does not execute module scripts, so
 * the module the loader inserts is only inspected); hydration itself is covered by the e2e suite.
 */
import { describe, expect, it, vi } from "vitest";
import { inlineScriptHashes } from "../server/csp.ts";
import { DEFERRED_TYPE, startScriptsAfterPaint } from "./scripts-after-paint.ts";

// jsdom ships no types, and @types/jsdom brings global fetch types that break the auth server's
// typecheck: this is the little of its API used here (the specifier as a string keeps tsc out).
type JsdomOptions = {
  runScripts: "dangerously";
  pretendToBeVisual: boolean;
  beforeParse: (window: Window) => void;
};
const { JSDOM } = (await import("jsdom" as string)) as {
  JSDOM: new (html: string, options: JsdomOptions) => { window: Window };
};

const MODULE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/content-page-1.js";
  window.__reactRouterRouteModules = {"root":route0,"page:/a":route1};
import("/assets/entry.client-1.js");`;

const REACT_ROUTER_HTML = `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="modulepreload" href="/assets/manifest-1.js"><link rel="modulepreload" href="/assets/entry.client-1.js"><link rel="modulepreload" href="/assets/framework-1.js"><title>A</title></head><body><main id="main"><p>Text</p></main><script>window.__reactRouterContext = {};</script><script type="module" async>${MODULE}</script><script>window.after = true;</script></body></html>`;

/** Loads the rewritten page in jsdom with a paint-timing stand-in that the test controls. */
function load(html: string) {
  let paintObserver: ((entries: string[]) => void) | undefined;
  const painted: string[] = [];
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    beforeParse(window) {
      const paint = window as unknown as {
        PerformanceObserver: unknown;
        performance: { getEntriesByName: (name: string) => unknown[] };
      };
      paint.performance.getEntriesByName = (name: string) => painted.filter((n) => n === name);
      paint.PerformanceObserver = class {
        static supportedEntryTypes = ["paint"];
        constructor(callback: (list: unknown, observer: unknown) => void) {
          paintObserver = (names) =>
            callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
        }
        observe() {}
        disconnect() {
          paintObserver = undefined;
        }
      };
    },
  });
  const paint = () => {
    painted.push("first-contentful-paint");
    paintObserver?.(["first-contentful-paint"]);
  };
  return { document: dom.window.document, window: dom.window, paint };
}

const started = (document: Document) =>
  [...document.querySelectorAll("script")].filter((s) => s.type === "module");
const frames = () => new Promise((resolve) => setTimeout(resolve, 120));

describe("startScriptsAfterPaint", () => {
  const rewritten = startScriptsAfterPaint(REACT_ROUTER_HTML);

  it("leaves nothing in the HTML that fetches or runs a script before the loader does", () => {
    expect(rewritten).not.toMatch(/<link[^>]*modulepreload/);
    expect(rewritten).not.toContain('type="module"');
    expect(rewritten).toContain(`<script type="${DEFERRED_TYPE}">${MODULE}</script>`);
    // The page's other scripts are untouched, in their places.
    expect(rewritten).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(rewritten.indexOf("window.after")).toBeGreaterThan(rewritten.indexOf(DEFERRED_TYPE));
  });

  it("keeps the module's text, so the page's CSP (a hash per inline script) allows it when it runs", () => {
    const original = inlineScriptHashes(REACT_ROUTER_HTML);
    expect(inlineScriptHashes(rewritten)).toEqual(expect.arrayContaining(original));
  });

  it("runs React Router's module, with its modulepreloads, only after load and the first paint", async () => {
    const { document, window, paint } = load(rewritten);
    await new Promise((resolve) => window.addEventListener("load", resolve));
    await frames();
    expect(started(document)).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    paint();
    // After the paint it starts within a frame or two; a busy machine may take longer.
    await vi.waitFor(() => expect(started(document)).toHaveLength(1), { timeout: 5000 });
    const [module] = started(document);
    expect(module?.textContent).toBe(MODULE);
    expect(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href"),
      ),
    ).toEqual(["/assets/manifest-1.js", "/assets/entry.client-1.js", "/assets/framework-1.js"]);
    expect(document.querySelectorAll('link[rel="modulepreload"]')[0]?.parentElement).toBe(
      document.head,
    );
  });

  it("starts at the next frames when the page had painted before it loaded", async () => {
    const { document, window, paint } = load(rewritten);
    paint();
    await new Promise((resolve) => window.addEventListener("load", resolve));
    await vi.waitFor(() => expect(started(document)).toHaveLength(1), { timeout: 5000 });
  });

  it("fails the build when React Router's output is not what it rewrites", () => {
    expect(() => startScriptsAfterPaint("<html><body><p>No scripts</p></body></html>")).toThrow(
      /React Router's <Scripts> output/,
    );
  });
});
