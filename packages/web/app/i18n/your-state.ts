/**
 * Issue 35: the words of the parts that follow the kept state (i18n/<code>/your-state.ts): loaded,
 * one language at a time, with that code, only in a browser that keeps a state.
 */
import type { Widen } from "./catalogue.ts";
import type { yourState } from "./en/your-state.ts";
import { lazyNamespace } from "./lazy-namespace.ts";

export type YourStateMessages = Widen<typeof yourState>;

export const loadYourStateMessages = lazyNamespace<YourStateMessages>({
  en: () => import("./en/your-state.ts").then((module) => module.yourState),
  hi: () => import("./hi/your-state.ts").then((module) => module.yourState),
  bn: () => import("./bn/your-state.ts").then((module) => module.yourState),
  mr: () => import("./mr/your-state.ts").then((module) => module.yourState),
});
