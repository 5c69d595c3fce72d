/**
 * No façade on a first visit: React Router's inline module imports the start-up code itself.
 *
 * React Router names one file per route module and one for the browser entry, and its inline
 * module imports them (`import * as route0 from "/assets/root-….js"`, then
 * `import("/assets/entry.client-….js")`). The build puts the code every content page runs at
 * start, those modules included, in one chunk, "app" (vite.config.ts, decision 0013), so Rolldown
 * writes those files as façades: `export{i as ErrorBoundary,…}from"./app-….js"` for a route,
 * `import"./app-….js"` for the entry, 26 to 97 bytes each, and three requests of every first
 * visit that bring nothing (decision 0032).
 *
 * This rewrites the inline module before the scripts-after-paint step: a route whose file is a
 * façade becomes an object of the same exports read from the chunk behind it (React Router only
 * reads a route module's exports by name), the entry's import becomes the chunk's, and the
 * façades' modulepreloads go. The chunk is evaluated at the same point (the first import that
 * reaches it) and runs the same code, so hydration starts as before. Every route module React
 * Router's manifest gives the same façade (the content page serves "page:en", "page:hi" and
 * "page:en-home") gets that object, so a client navigation to another of them fetches nothing
 * either. The façade files stay in the build, unused by pages, for anything that names them.
 *
 * A file that is not a façade of this exact form is imported as before, so a change in Rolldown's
 * output costs requests, never correctness.
 */

/** A route's façade: `export{a as default,b as meta}from"./app-1.js";`. */
const EXPORT_FACADE = /^export\s*\{([^}]*)\}\s*from\s*"\.\/([\w.-]+\.js)"\s*;?\s*$/;
/** The entry's façade: `import"./app-1.js";`. */
const IMPORT_FACADE = /^import\s*"\.\/([\w.-]+\.js)"\s*;?\s*$/;
const ROUTE_IMPORT = /^import \* as (route\d+) from "(\/assets\/[\w.-]+\.js)";$/gm;
const ENTRY_IMPORT = /^import\("(\/assets\/[\w.-]+\.js)"\);$/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = \{([^}]*)\};/;
const MANIFEST_IMPORT = /^import "(\/assets\/manifest-[\w-]+\.js)";$/m;
const INLINE_MODULE = /(<script type="module" async>)([\s\S]*?)(<\/script>)/;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;

type Facade = { target: string; exports: [local: string, exported: string][] };

/** What a /assets file re-exports, when it is nothing but a façade of another chunk. */
export function facadeOf(url: string, source: string): Facade | undefined {
  const dir = url.slice(0, url.lastIndexOf("/") + 1);
  const reexport = EXPORT_FACADE.exec(source.trim());
  if (reexport) {
    const exports = reexport[1]!
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [local, exported = local] = part.split(/\s+as\s+/) as [string, string?];
        return [local, exported] as [string, string];
      });
    if (exports.every(([l, e]) => /^[\w$]+$/.test(l) && /^[\w$]+$/.test(e)))
      return { target: dir + reexport[2], exports };
  }
  const sideEffect = IMPORT_FACADE.exec(source.trim());
  if (sideEffect) return { target: dir + sideEffect[1], exports: [] };
  return undefined;
}

/** React Router's manifest, from its module's text. */
function parseManifest(manifestSource: string): {
  entry: { module: string };
  routes: Record<string, { module: string }>;
} {
  const json = /^window\.__reactRouterManifest\s*=\s*(\{[\s\S]*\});?\s*$/.exec(
    manifestSource.trim(),
  )?.[1];
  if (!json) throw new Error("route-facades: React Router's manifest module has changed form");
  return JSON.parse(json);
}

/**
 * The page with its inline module importing the chunks behind any façades, and without their
 * modulepreloads. `read` gives a built /assets file's text by its URL (the manifest module as the
 * build wrote it, before manifestPastFacades).
 */
export function skipFacades(html: string, read: (url: string) => string): string {
  const inline = INLINE_MODULE.exec(html);
  if (!inline) return html;
  let body = inline[2]!;
  const manifestUrl = MANIFEST_IMPORT.exec(body)?.[1];
  const routeModules = ROUTE_MODULES.exec(body);
  if (!manifestUrl || !routeModules) return html;
  const manifest = parseManifest(read(manifestUrl));
  const chunks = new Map<string, string>();
  const chunkName = (target: string) => {
    if (!chunks.has(target)) chunks.set(target, `chunk${chunks.size}`);
    return chunks.get(target)!;
  };
  // Every route module of the manifest that is a façade, as an object of its exports, and the
  // ids it serves: all registered on every page, so React Router never imports one by its URL.
  const objects = new Map<string, { name: string; ids: string[] }>();
  const declarations: string[] = [];
  for (const [id, route] of Object.entries(manifest.routes)) {
    const known = objects.get(route.module);
    if (known) {
      known.ids.push(id);
      continue;
    }
    const facade = facadeOf(route.module, read(route.module));
    if (!facade?.exports.length) continue;
    const name = `facade${objects.size}`;
    const chunk = chunkName(facade.target);
    objects.set(route.module, { name, ids: [id] });
    declarations.push(
      `const ${name} = Object.freeze({ ${facade.exports.map(([local, exported]) => `${exported}: ${chunk}.${local}`).join(", ")} });`,
    );
  }
  const skipped = new Set<string>();
  const renamed = new Map<string, string>();
  body = body.replace(ROUTE_IMPORT, (line, name: string, url: string) => {
    const object = objects.get(url);
    if (!object) return line;
    skipped.add(url);
    renamed.set(name, object.name);
    return "";
  });
  body = body.replace(ENTRY_IMPORT, (line, url: string) => {
    const facade = facadeOf(url, read(url));
    if (!facade || facade.exports.length) return line;
    skipped.add(url);
    return `import(${JSON.stringify(facade.target)});`;
  });
  if (!objects.size && !skipped.size) return html;
  // The routes React Router listed (a façade's by its object), then every other id of a façade.
  const listed = [...routeModules[1]!.matchAll(/("(?:[^"\\]|\\.)*"):(route\d+)/g)].map(
    ([, id, name]) => [JSON.parse(id!) as string, renamed.get(name!) ?? name!] as const,
  );
  const ids = new Set(listed.map(([id]) => id));
  const entries = [
    ...listed,
    ...[...objects.values()].flatMap((object) =>
      object.ids.filter((id) => !ids.has(id)).map((id) => [id, object.name] as const),
    ),
  ];
  body = body
    .replace(
      MANIFEST_IMPORT,
      (line) =>
        `${line}\n${[...chunks].map(([target, name]) => `import * as ${name} from ${JSON.stringify(target)};`).join("\n")}\n${declarations.join("\n")}`,
    )
    .replace(
      ROUTE_MODULES,
      `window.__reactRouterRouteModules = {${entries.map(([id, name]) => `${JSON.stringify(id)}:${name}`).join(",")}};`,
    );
  return html
    .replace(INLINE_MODULE, (_, open: string, _body: string, close: string) => open + body + close)
    .replace(MODULEPRELOAD, (link, href: string) => (skipped.has(href) ? "" : link));
}

/**
 * React Router's manifest module with every module that is a façade named by the chunk behind it.
 * While hydrating, `<Scripts>` renders a modulepreload for the entry and each matched route's
 * module (React hoists and fetches them): named as the chunk the page already loaded, they cost no
 * request. Nothing imports a route's module by this name: every route id whose module is a façade
 * is registered by the pages' inline modules (skipFacades), so React Router never loads it lazily.
 */
export function manifestPastFacades(manifestSource: string, read: (url: string) => string): string {
  const manifest = parseManifest(manifestSource);
  const past = (url: string, routeModule: boolean) => {
    const facade = facadeOf(url, read(url));
    // A route's façade must re-export something (skipFacades registers only those); the entry's imports only.
    return facade && (routeModule ? facade.exports.length > 0 : facade.exports.length === 0)
      ? facade.target
      : url;
  };
  manifest.entry.module = past(manifest.entry.module, false);
  for (const route of Object.values(manifest.routes)) route.module = past(route.module, true);
  return `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
}
