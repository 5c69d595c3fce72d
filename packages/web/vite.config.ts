import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Two kinds of chunk, so the size report can tell them apart and a page needs few
 * requests: "framework" holds React, React DOM and React Router (the same on every
 * page, cached across them); "app" holds the rest of the code every page runs at
 * start. Code loaded on demand (each section kind, dialogs, menus, the auth client,
 * search) has chunks of its own, and what the sections share is one more.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run[\\/]route-pattern|cookie-es)[\\/]/;

/**
 * What every content page runs at start: the modules the root route and the content
 * page import, directly or not (their static imports; dynamic ones load on demand).
 * Route modules are all entries, so rolldown's "$initial" alone would also pull the
 * search, account and 404 pages, and what only they use, into "app"; this follows the
 * import graph from the two routes instead, as the build parses it.
 */
function startupModules() {
  const imports = new Map<string, readonly string[]>();
  let startup: Set<string> | undefined;
  // And the service worker's registration, which root.tsx imports once the page is idle: 0.5 KiB
  // that every page loads anyway, so one request fewer inside "app" (its import() then costs nothing).
  const isStart = (id: string) =>
    /app[\\/](root|routes[\\/]content-page)\.tsx(\?|$)|entry\.client\.tsx$|lib[\\/]register-service-worker\.ts$/.test(
      id,
    );
  const plugin: Plugin = {
    name: "saathi:startup-modules",
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  function has(id: string) {
    if (!startup) {
      startup = new Set();
      const queue = [...imports.keys()].filter(isStart);
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (startup.has(next)) continue;
        startup.add(next);
        queue.push(...(imports.get(next) ?? []));
      }
    }
    return startup.has(id);
  }
  return { plugin, has };
}

const startup = startupModules();

/**
 * Vite wraps every dynamic import in a helper that first injects <link> preloads for the
 * chunk's dependencies and, when an import fails, dispatches "vite:preloadError". With
 * `modulePreload: false` and one stylesheet there are no dependencies to preload (every call
 * passes an empty list) and nothing listens for the event, so the helper would only be
 * ~1.3 KiB gzip of start-up code doing nothing: this stands in for it and just imports.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const plainDynamicImports: Plugin = {
  name: "saathi:plain-dynamic-imports",
  enforce: "pre",
  resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (id) =>
    id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : undefined,
};

/**
 * `npm run dev`: each language's messages file, which a build writes (scripts/postbuild.ts),
 * served from the catalogue as it is now, whatever hash the page names.
 */
const devMessages: Plugin = {
  name: "saathi:dev-messages",
  apply: "serve",
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const locale = /^\/assets\/messages-(\w+)-\w+\.json$/.exec(request.url ?? "")?.[1];
      if (!locale) return next();
      server
        .ssrLoadModule("/app/i18n/messages-file.ts")
        .then(({ messagesFile }) => {
          response.setHeader("Content-Type", "application/json; charset=utf-8");
          response.end(
            (messagesFile as typeof import("./app/i18n/messages-file.ts").messagesFile)(
              locale as never,
            ).body,
          );
        })
        .catch(() => next());
    });
  },
};

/**
 * What the on-demand sections share: their frame, cards, action buttons, and the rich text that
 * most kinds render (alone it was one request more wherever a section's code loads).
 */
const SECTIONS_SHARED =
  /app[\\/](ui[\\/](icons|action-button|card|rich-text)|frame[\\/]sections[\\/]section-shell)\.tsx$/;
/**
 * The accordion section kind with its accordion (the streams kind uses the accordion too): one
 * request, not two, when a page with accordions is reached by client navigation (on a first load
 * they are static islands and load no code: decision 0033).
 */
const ACCORDION = /app[\\/](ui[\\/]accordion|frame[\\/]sections[\\/]accordion-section)\.tsx$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), startup.plugin, plainDynamicImports, devMessages],
  build: {
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 2 },
            { name: "app", test: startup.has, priority: 1 },
            // What the on-demand sections share: one request, not ten.
            { name: "sections-shared", test: SECTIONS_SHARED },
            { name: "accordion-section", test: ACCORDION },
          ],
        },
      },
    },
  },
});
