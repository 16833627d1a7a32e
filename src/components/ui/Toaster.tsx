import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithPreload } from './lazyWithPreload.ts';
import type { ToasterPlacement } from './SonnerToaster.tsx';
import { loadSonner, sonnerRequested, subscribeToSonner } from './toast.ts';

// sonner's toaster with the shop's settings comes with sonner itself, at the first toast.
const SonnerToaster = lazyWithPreload(() => loadSonner().then(() => import('./SonnerToaster.tsx')));

/**
 * The shop's toaster. The page has one (AppToaster in src/app/App.tsx); every open Dialog has one
 * too (ModalToaster.tsx). Not in the prerendered HTML, and not downloaded until the first toast (see toast.ts).
 */
export function AppToaster({ dir, placement = 'page' }: { dir: 'ltr' | 'rtl'; placement?: ToasterPlacement }) {
  // False on the server and while hydrating: sonner is only ever asked for by a toast.
  const requested = useSyncExternalStore(subscribeToSonner, sonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster dir={dir} placement={placement} />
    </Suspense>
  );
}
