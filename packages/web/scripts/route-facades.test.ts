// @vitest-environment node
/**
 * The build's rewrite of React Router's inline module past Rolldown's façades (route-facades.ts):
 * the same route exports, read from the chunk behind them, with no request for the façades.
 */
import { describe, expect, it } from "vitest";
import { facadeOf, manifestPastFacades, skipFacades } from "./route-facades.ts";

const MODULE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/content-page-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"page:en-home":route1};

import("/assets/entry.client-1.js");`;

const page = (module: string, preloads: string[]) =>
  `<!DOCTYPE html><html><head>${preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head><body><script type="module" async>${module}</script></body></html>`;

const PRELOADS = [
  "/assets/manifest-1.js",
  "/assets/entry.client-1.js",
  "/assets/app-1.js",
  "/assets/framework-1.js",
  "/assets/root-1.js",
  "/assets/content-page-1.js",
];

const manifest = (routes: Record<string, string>) =>
  `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: "/assets/entry.client-1.js" },
    routes: Object.fromEntries(Object.entries(routes).map(([id, module]) => [id, { id, module }])),
  })};`;

const FILES: Record<string, string> = {
  "/assets/manifest-1.js": manifest({
    root: "/assets/root-1.js",
    "page:en": "/assets/content-page-1.js",
    "page:hi": "/assets/content-page-1.js",
    "page:en-home": "/assets/content-page-1.js",
    "routes/search": "/assets/search-1.js",
  }),
  "/assets/root-1.js": `export{i as ErrorBoundary,a as Layout,o as default,s as shouldRevalidate}from"./app-1.js";`,
  "/assets/content-page-1.js": `export{t as clientLoader,n as default,r as meta}from"./app-1.js";\n`,
  "/assets/entry.client-1.js": `import"./app-1.js";`,
  "/assets/search-1.js": `import{a as e}from"./app-1.js";export default function(){return e}`,
};
const read = (url: string) => {
  if (!(url in FILES)) throw new Error(`no ${url}`);
  return FILES[url]!;
};

describe("facadeOf", () => {
  it("reads a route's and the entry's façade, and nothing else", () => {
    expect(facadeOf("/assets/root-1.js", FILES["/assets/root-1.js"]!)).toEqual({
      target: "/assets/app-1.js",
      exports: [
        ["i", "ErrorBoundary"],
        ["a", "Layout"],
        ["o", "default"],
        ["s", "shouldRevalidate"],
      ],
    });
    expect(facadeOf("/assets/entry.client-1.js", FILES["/assets/entry.client-1.js"]!)).toEqual({
      target: "/assets/app-1.js",
      exports: [],
    });
    expect(facadeOf("/assets/search-1.js", FILES["/assets/search-1.js"]!)).toBeUndefined();
  });
});

describe("skipFacades", () => {
  it("imports the chunk behind the façades, with the same exports under every id of their module", () => {
    const html = skipFacades(page(MODULE, PRELOADS), read);
    const module = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(module).not.toMatch(/root-1|content-page-1|entry\.client-1/);
    expect(module).toContain(
      `import "/assets/manifest-1.js";\nimport * as chunk0 from "/assets/app-1.js";`,
    );
    expect(module).toContain(
      "const facade0 = Object.freeze({ ErrorBoundary: chunk0.i, Layout: chunk0.a, default: chunk0.o, shouldRevalidate: chunk0.s });",
    );
    expect(module).toContain(
      "const facade1 = Object.freeze({ clientLoader: chunk0.t, default: chunk0.n, meta: chunk0.r });",
    );
    expect(module).toContain(
      `window.__reactRouterRouteModules = {"root":facade0,"page:en-home":facade1,"page:en":facade1,"page:hi":facade1};`,
    );
    expect(module).toContain(`import("/assets/app-1.js");`);
    expect([...html.matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/assets/manifest-1.js",
      "/assets/app-1.js",
      "/assets/framework-1.js",
    ]);
  });

  it("runs: the route objects carry the chunk's exports", async () => {
    const html = skipFacades(page(MODULE, PRELOADS), read);
    const module = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const app = { i: "E", a: "L", o: "App", s: "S", t: "CL", n: "Page", r: "M" };
    const globals: { __reactRouterRouteModules?: Record<string, Record<string, string>> } = {};
    const imported: string[] = [];
    const body = module
      .replace(/^import "[^"]+";$/m, "")
      .replace(/^import \* as (\w+) from "[^"]+";$/m, "const $1 = app;")
      .replace(/import\(("[^"]+")\);/, "imported.push($1);")
      .replace("window.", "globals.");
    new Function("app", "globals", "imported", body)(app, globals, imported);
    expect(globals.__reactRouterRouteModules!.root).toEqual({
      ErrorBoundary: "E",
      Layout: "L",
      default: "App",
      shouldRevalidate: "S",
    });
    expect(globals.__reactRouterRouteModules!["page:hi"]).toEqual({
      clientLoader: "CL",
      default: "Page",
      meta: "M",
    });
    expect(imported).toEqual(["/assets/app-1.js"]);
  });

  it("leaves a route whose file is real code as React Router wrote it, and still registers every façade's ids", () => {
    const module = MODULE.replace("/assets/content-page-1.js", "/assets/search-1.js").replace(
      `"page:en-home":route1`,
      `"routes/search":route1`,
    );
    const html = skipFacades(page(module, [...PRELOADS, "/assets/search-1.js"]), read);
    expect(html).toContain(`import * as route1 from "/assets/search-1.js";`);
    expect(html).toContain(
      `window.__reactRouterRouteModules = {"root":facade0,"routes/search":route1,"page:en":facade1,"page:hi":facade1,"page:en-home":facade1};`,
    );
    expect(html).toContain(`<link rel="modulepreload" href="/assets/search-1.js"/>`);
    expect(html).not.toContain(`href="/assets/root-1.js"`);
  });
});

describe("manifestPastFacades", () => {
  it("names the chunk behind each façade, and leaves real modules", () => {
    const manifest = JSON.parse(
      /=(\{.*\});$/.exec(manifestPastFacades(FILES["/assets/manifest-1.js"]!, read))![1]!,
    ) as { entry: { module: string }; routes: Record<string, { module: string }> };
    expect(manifest.entry.module).toBe("/assets/app-1.js");
    expect(
      Object.fromEntries(Object.entries(manifest.routes).map(([id, r]) => [id, r.module])),
    ).toEqual({
      root: "/assets/app-1.js",
      "page:en": "/assets/app-1.js",
      "page:hi": "/assets/app-1.js",
      "page:en-home": "/assets/app-1.js",
      "routes/search": "/assets/search-1.js",
    });
  });
});
