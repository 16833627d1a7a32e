import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Attaches React to a prerendered page. In a transition, hydration yields to the browser every
 * few milliseconds: no long task, for a page nobody has touched yet. A tap made before the code
 * arrived (src/components/ui/earlyTaps.ts) waits for the page's frame to hydrate, though: then it
 * is done at once, in one task. On the slow-phone profile the yields, and the frames drawn between
 * them, stretched ~330 ms of hydration over ~700 ms before that tap could be replayed. The parts
 * that hydrate later (HydrateAfterPage) still do, in passes of their own, either way; a tap made
 * once hydration has started reaches React, whose pointerdown finishes the frame at once.
 */
export function hydratePrerendered(container: Element, app: ReactNode): void {
  if (window.earlyTaps?.length) {
    hydrateRoot(container, app);
  } else {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
}
