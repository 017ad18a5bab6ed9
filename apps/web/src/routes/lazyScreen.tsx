import { lazy, type ComponentType } from 'react';

/** A screen whose code loads on demand, with a way to start that load before the screen renders. */
export type LazyScreen<P extends object> = ComponentType<P> & { start: () => Promise<unknown> };

/**
 * `React.lazy`, except that once its code has arrived the screen renders at once (ADR 0092). A screen under
 * `React.lazy` always suspends on its first render, even when its module is already in: its fallback is committed,
 * and React then holds the screen back until 300 ms after that fallback (its fallback throttle), which on a phone
 * cost every lazy screen's first load about 0.3 s. `start` loads the code (the route's loader, and the first render
 * of the page, call it); rendered after that, the screen is drawn directly, with no fallback.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed is asked again at the next render, which shows its error
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { start });
}
