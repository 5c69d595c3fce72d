/**
 * Components whose code is a chunk of their own (`onDemand`), fetched when they first render or
 * when a route preloads them; prerendering loads them all first (`preloadAllOnDemand`,
 * entry.server.tsx). Also whether the browser is still hydrating the prerendered page, which
 * static islands (frame/static-island.tsx) ask.
 */
import { lazy, type ComponentType } from "react";

let hydrated = false;

/**
 * True while the browser hydrates a prerendered page, whose inline script gives React
 * Router its context for hydration. False once that first render has committed
 * (`markHydrated`), when prerendering, and where components render without a prerendered page.
 */
export function hydrating() {
  return !hydrated && typeof window !== "undefined" && "__reactRouterContext" in window;
}

/** Called once the first render in the browser has committed (root.tsx). */
export function markHydrated() {
  hydrated = true;
}

export type OnDemand<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

const everyOnDemand: Array<{ preload: () => Promise<unknown> }> = [];

/**
 * A component whose code is its own chunk, fetched when it first renders or when
 * `preload` is called. Once loaded it renders at once (no suspense) on every later render.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function OnDemandComponent(props: P) {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  everyOnDemand.push({ preload });
  return Object.assign(OnDemandComponent, { preload });
}

/**
 * Loads every on-demand component (prerendering calls this before rendering), and those that
 * loading them declared in turn (a desk page's body, features/desk/desk-route.tsx), until none is left.
 */
export async function preloadAllOnDemand(): Promise<void> {
  for (let loaded = 0; loaded < everyOnDemand.length;) {
    const next = everyOnDemand.slice(loaded);
    loaded = everyOnDemand.length;
    await Promise.all(next.map((component) => component.preload()));
  }
}
