import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so tests do not load the React Router plugin.
export default defineConfig({
  test: {
    // `npm test` runs this suite beside the browser suites on 2 cores: simulated typing
    // can take seconds there. A slow machine is not a failure; wrong behaviour is.
    testTimeout: 20_000,
    setupFiles: ["./test/setup.ts"],
    reporters: ["default", "../../scripts/summary-reporter.ts"],
    // Components render in jsdom; the rest (data, servers, build scripts, the service worker's
    // logic) runs in plain Node: a jsdom per file cost a third of this suite's time. A `.ts` test
    // that needs a document says so with `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: { name: "components", environment: "jsdom", include: ["app/**/*.test.tsx"] },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "sw/**/*.test.ts",
          ],
        },
      },
    ],
  },
});
