import { Suspense, useEffect, type ReactNode } from 'react';
import { markPageInteractive } from './earlyTaps.ts';
import { useHydrated } from './useHydrated.ts';

/**
 * A part of a prerendered page that hydrates after the rest of it: a listing of cards below the
 * first screen, or on the home page the first screen itself (categories, hero, banner), so that
 * the frame around them (header, footer) hydrates first. A Suspense boundary of its own, which
 * React hydrates in a pass of its own once the page around it has committed, so the header (the
 * cart icon) answers without waiting for the parts; a tap on the cart icon made meanwhile goes
 * ahead of them. (One pass over the whole home page took 1.5–2.5 s at 4× CPU; a pointerdown in
 * it made React finish it in one task before the tap.) The part is marked `data-hydrating` until
 * it has hydrated: the inline script in index.html queues taps on its controls until then, and
 * `#main[data-interactive]` waits for it (src/components/ui/earlyTaps.ts). A page rendered in the
 * browser has nothing to wait for.
 */
export function HydrateAfterPage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydratingMark>{children}</HydratingMark>
    </Suspense>
  );
}

function HydratingMark({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markPageInteractive();
  }, [hydrated]);
  // `contents`: the wrapper takes no box, so the page lays out as without it.
  return (
    <div className="contents" data-hydrating={hydrated ? undefined : ''}>
      {children}
    </div>
  );
}
