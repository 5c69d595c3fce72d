import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so tests do not load the React Router plugin.
export default defineConfig({
  test: {
    environment: "jsdom",
    // `npm test` runs this suite beside the browser suites on 2 cores: simulated typing
    // can take seconds there. A slow machine is not a failure; wrong behaviour is.
    testTimeout: 20_000,
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "sw/**/*.test.ts",
    ],
    setupFiles: ["./test/setup.ts"],
    reporters: ["default", "../../scripts/summary-reporter.ts"],
  },
});
