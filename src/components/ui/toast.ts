import type { Toast } from '../../domain/index.ts';
import { keepAcrossReload, keptAcrossReload, untilDownloaded } from './codeDownloads.ts';

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

type ToastKind = 'success' | 'error';

/** Toasts made while sonner's download failed: shown once it comes, or after the reload that brings it. */
export type WaitingToast = { kind: ToastKind; title: string; description?: string };
const waiting: WaitingToast[] = [];
keepAcrossReload('toasts', () => (waiting.length > 0 ? waiting : undefined));

/** Shows a toast: at once when sonner is there, else as soon as it is (after a retry, if its download failed). */
export function notify(kind: ToastKind, title: string, description?: string): void {
  if (loaded) {
    loaded.toast[kind](title, { description });
    return;
  }
  const toast = { kind, title, description };
  waiting.push(toast);
  void untilDownloaded(loadSonner).then(() => {
    waiting.splice(waiting.indexOf(toast), 1);
    notify(kind, title, description);
  });
}

// Toasts a reload for the shop's code interrupted come back with sonner (SonnerToaster.tsx shows them).
if (keptAcrossReload('toasts')) void loadSonner().catch(() => {});

/** Shows a domain toast (title, description, destructive or not) with sonner. */
export function showToast({ title, description, variant }: Toast): void {
  notify(variant === 'destructive' ? 'error' : 'success', title, description);
}
