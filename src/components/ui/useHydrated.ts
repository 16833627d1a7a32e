import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and on the server), true after.
 * The prerendered HTML knows nothing of the shopper's browser (the cart in localStorage), so
 * anything drawn from it waits for this to turn true, or hydration would not match the HTML.
 * A page rendered in the browser from the start gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
