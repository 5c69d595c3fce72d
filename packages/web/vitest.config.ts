import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so tests do not load the React Router plugin.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    reporters: ["default", "../../scripts/summary-reporter.ts"],
  },
});
