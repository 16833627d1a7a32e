import type { Toast } from '../../domain/index.ts';
import { untilDownloaded } from './codeDownloads.ts';

type Sonner = typeof import('sonner');

// sonner is not in the first download, nor loaded after it: the first toast loads it, and the
// page's toaster (AppToaster) mounts then. A toast made before the toaster listens is not lost:
// sonner hands a new toaster the active toasts when it subscribes.
let sonner: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    // A failed download is not kept: the next load (a retry, codeDownloads.ts) tries again.
    sonner = import('sonner').then(
      (module) => (loaded = module),
      (error: unknown) => {
        sonner = null;
        throw error;
      },
    );
  }
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For useSyncExternalStore: whether a toast has asked for sonner yet. */
export function subscribeToSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const sonnerRequested = (): boolean => requested;

/** Shows a toast: at once when sonner is there, else as soon as it is (after a retry, if its download failed). */
export function notify(kind: 'success' | 'error', title: string, description?: string): void {
  const show = ({ toast }: Sonner) => {
    toast[kind](title, { description });
  };
  if (loaded) show(loaded);
  else void untilDownloaded(loadSonner).then(show);
}

/** Shows a domain toast (title, description, destructive or not) with sonner. */
export function showToast({ title, description, variant }: Toast): void {
  notify(variant === 'destructive' ? 'error' : 'success', title, description);
}
