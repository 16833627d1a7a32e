import { startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';

/** React's own hook for hydrating a target first (on every hydration root; not in its types). */
type HydrationRoot = Root & { unstable_scheduleHydration(target: Node): void };

/**
 * Attaches React to a prerendered page. A page nobody has touched hydrates in a transition, which
 * yields to the browser every few milliseconds: no long task.
 *
 * A tap made before the code arrived (src/components/ui/earlyTaps.ts) waits for its part of the
 * page to hydrate, and React hydrates every Suspense boundary (App's around the routes holds the
 * whole page, header included) in a pass of its own after the root's, at its lowest priority and
 * time-sliced, whatever the root's priority: on the slow-phone profile that pass, not the code's
 * download, was most of the ~1 s between the start-up file's evaluation and the replayed tap.
 * So a page with taps waiting hydrates the root at once (one task), and asks React to hydrate the
 * boundaries holding each tapped control right after it, synchronously, as React does itself for
 * a tap that reaches a part still waiting (`unstable_scheduleHydration` at a discrete event's
 * priority: React retries the target once the root has hydrated). The parts that hydrate later
 * (HydrateAfterPage) and do not hold a tapped control still do, in passes of their own.
 */
export function hydratePrerendered(container: Element, app: ReactNode): void {
  const waiting = window.earlyTaps ?? [];
  if (waiting.length === 0) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = hydrateRoot(container, app) as HydrationRoot;
  flushSync(() => {
    for (const tap of waiting) root.unstable_scheduleHydration(tap.control);
  });
}
