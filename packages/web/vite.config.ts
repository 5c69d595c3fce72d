import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Two kinds of chunk, so the size report can tell them apart and a page needs few
 * requests: "framework" holds React, React DOM and React Router (the same on every
 * page, cached across them); "app" holds the rest of the code every page runs at
 * start. Code loaded on demand (each section kind, dialogs, menus, the auth client,
 * search) has chunks of its own, and what the sections share is one more.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run[\\/]route-pattern|cookie-es)[\\/]/;

/**
 * Route modules are entries too, so "$initial" alone would pull the search and account
 * pages (and what only they use) into "app", which every content page loads: they get
 * chunks of their own instead.
 */
const OTHER_PAGES = /app[\\/](routes[\\/](search|account|reset-password)\.tsx|components[\\/]search[\\/]search-results\.tsx|components[\\/]search[\\/]site-search\.ts|auth[\\/](account-shell\.tsx|auth-redirect\.ts)|lib[\\/]client-only\.tsx)(\?|$)/;

const SECTIONS_SHARED = /app[\\/]components[\\/](icons|action-button|crisis-lines|ui[\\/]card|sections[\\/]section-shell)\.tsx$|node_modules[\\/]lucide-react[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 2 },
            { name: "app", tags: ["$initial"], test: (id) => !OTHER_PAGES.test(id), priority: 1 },
            // What the on-demand sections share (their frame, cards, icons): one request, not ten.
            { name: "sections-shared", test: SECTIONS_SHARED },
          ],
        },
      },
    },
  },
});
