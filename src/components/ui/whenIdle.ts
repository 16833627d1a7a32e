/**
 * Runs `task` once the browser is idle (at the latest after 3 s), or after 1 s where there is no
 * requestIdleCallback (Safari): for background reads that must never compete with hydration.
 * Returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
