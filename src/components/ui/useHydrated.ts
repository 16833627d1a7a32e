import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether React is hydrating the render in progress, told by which of useSyncExternalStore's
 * getters it calls: `getServerSnapshot` on the server and while hydrating, `getSnapshot` otherwise
 * (React's documented contract). Both return the same value, so the store never "changes": a
 * store whose client value differs from its server value is re-rendered by React right after
 * hydration, synchronously (SyncLane), in the task that runs the hydration's effects, which made
 * one long task of re-rendering every component that asked (the header, the product lists, the
 * hero, each page's cart views: ~110 ms at 4× CPU on the home page).
 */
let renderIsHydrating = false;
const readOnClient = () => {
  renderIsHydrating = false;
  return 0;
};
const readWhileHydrating = () => {
  renderIsHydrating = true;
  return 0;
};

/**
 * False while React hydrates a page prerendered at build time (and on the server), true after.
 * The prerendered HTML knows nothing of the shopper's browser (the cart in localStorage), so
 * anything drawn from it waits for this to turn true, or hydration would not match the HTML.
 * A component rendered in the browser from the start (a page rendered afresh, a page opened
 * after the first) gets true at once. After hydration it turns true in a transition: React
 * renders what changes in slices that yield to the browser, not in one long task; an input
 * that comes meanwhile is answered first.
 */
export function useHydrated(): boolean {
  useSyncExternalStore(noSubscription, readOnClient, readWhileHydrating);
  const [hydrated, setHydrated] = useState(!renderIsHydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
