import { lazy, useEffect, useReducer, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { flushSync } from 'react-dom';
import { untilDownloaded } from './codeDownloads.ts';

// The same bound as React.lazy's own: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the component's code (once); resolves when it is here. */
  preload(): Promise<unknown>;
  /**
   * Starts loading the code on a sign it will be wanted (a finger on the cart icon), and forgets
   * a failure: the render that needs the code tries again and reports it.
   */
  prefetch(): void;
  /** The component itself once its code is here, else null. */
  loaded(): T | null;
};

/**
 * React.lazy, for code that is often here before it is first rendered (loaded on a sign of
 * intent, such as a finger on the cart icon).
 *
 * React.lazy alone suspends on the first render even then: a resolved promise still answers a
 * tick later, so React commits the fallback, and React 19 then holds the content back until 300 ms
 * after that fallback (FALLBACK_THROTTLE_MS, which batches reveals). On a slow phone a cart drawer
 * whose code had long arrived opened 400–550 ms after the tap. Once the code is here, this one
 * answers with a thenable that calls back at once, which React.lazy takes as resolved on the spot:
 * no fallback, no wait.
 *
 * A download that fails as the component renders is not thrown into React (React.lazy would keep
 * the failure for good, and the error boundary would replace the shop): the component waits,
 * showing its Suspense fallback, until a retry brings the code (src/components/ui/codeDownloads.ts).
 */
export function lazyWithPreload<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again by the next preload or render.
        loading = null;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return untilDownloaded(preload);
    const module = loaded;
    const resolved = { then: (onLoaded: (value: { default: T }) => unknown) => onLoaded(module) };
    return resolved as unknown as Promise<{ default: T }>;
  });
  const prefetch = () => void preload().catch(() => {});
  return Object.assign(component, { preload, prefetch, loaded: () => loaded?.default ?? null });
}

/**
 * For a drawer or dialog in its own chunk: whether to render it. False until it is first opened
 * and its code is here, then true from then on (a closed one keeps its place, so it closes as it
 * should). Opening loads the code if nothing preloaded it, and renders again when it arrives.
 * Rendered only once its code is here, the lazy component resolves at once and needs no
 * Suspense boundary.
 *
 * No Suspense on purpose: a boundary that showed its (empty) fallback would hold the drawer back
 * until 300 ms after it (React 19's reveal throttle), and a tap replayed just before the code
 * finished arriving opened the cart 330 ms late. A download that fails waits for a retry
 * (codeDownloads.ts) with the drawer still wanted: the tap that opened it opens it then.
 *
 * `typedIntoAsItShows`: for a form the shopper may type into the moment it shows (the checkout).
 * Shown by the code's arrival, it is rendered in a render that runs its effects in the same task
 * (`flushSync`). Otherwise its effects (a store's subscription, a machine's start) come in a task
 * of their own, which the browser puts after any keystroke waiting: until then a controlled field
 * whose value lives in a store takes no letter (React puts the rendered value back). On a slow
 * phone a name typed as the form appeared lost its first letters ('ima Haddad'). Off for the
 * rest: their effects would only hold back their first paint.
 */
export function useLazyReady<T extends AnyComponent>(
  component: PreloadableComponent<T>,
  open: boolean,
  { typedIntoAsItShows = false }: { typedIntoAsItShows?: boolean } = {},
): boolean {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = wanted && component.loaded() !== null;
  useEffect(() => {
    // Not `component.loaded()` here: code that arrived between this render and its effect would
    // leave nothing to render it again (a cart link's drawer stayed shut under load).
    if (!wanted || ready) return;
    let current = true;
    void untilDownloaded(component.preload).then(() => {
      if (!current) return;
      if (typedIntoAsItShows) flushSync(arrived);
      else arrived();
    });
    return () => {
      current = false;
    };
  }, [wanted, ready, component, typedIntoAsItShows]);
  return ready;
}
