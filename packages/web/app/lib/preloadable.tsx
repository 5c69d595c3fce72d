/**
 * React.lazy, plus a way to load the code ahead of rendering. Prerendering loads
 * every preloadable first (entry.server.tsx), so nothing suspends there: a
 * component that suspended during prerender would be streamed as hidden HTML
 * revealed by a script, invisible without JavaScript and a layout shift with it.
 * In the browser the code arrives after the page's own, and once loaded a
 * component renders at once (no suspense) on every later render.
 */
import { lazy, type ComponentType } from "react";

const registry = new Set<() => Promise<unknown>>();

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

export function preloadable<P extends object>(factory: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= factory().then((component) => {
      loaded = component;
      return component;
    }));
  registry.add(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableComponent(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}

/** Loads every preloadable component's code (the server calls this before rendering). */
export function preloadAll(): Promise<unknown> {
  return Promise.all([...registry].map((preload) => preload()));
}
