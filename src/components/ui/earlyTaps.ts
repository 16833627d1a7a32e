/**
 * Taps made before the page answered (docs/decisions/0004-early-taps-kept-and-replayed.md). The inline script in index.html catches
 * clicks (and a `<select>`'s change) on controls marked `data-replay="<key>"` until the control's
 * part of the page answers (the page's frame is marked `data-interactive` once hydrated, save the
 * parts still `data-hydrating`, HydrateAfterPage; `#main[data-interactive]` once the whole page
 * has, which answers for every control), and queues them
 * here, once per control at its latest tap: a
 * second tap on Add to Cart before the code arrived adds nothing more. It stops the event, so a
 * tap is either handled by React then or queued for later, never both. It goes on queueing after
 * the mark for as long as the queue still holds taps: the hand-over takes a task per tap, and a
 * tap that went straight to React in that time would overtake the ones before it (a variant
 * chosen early, then Add to Cart tapped as the page answered: added with no variant, so not at
 * all). The hand-over's own events pass (`replaying`). Queueing a tap, or a finger put on a
 * control (pointerdown), also starts downloading the code the tap will need where the page lists
 * some (`preload`: the cart drawer's chunks), so it is here by the time the tap is replayed.
 * A queued control shows as
 * pending (a ring and a progress cursor) through a stylesheet of the script's own, which `mark()`
 * redraws from the queue: an attribute or class put on the control would not match what React
 * hydrates.
 *
 * A `<select>`'s input event (the browser sends it just before change) is held back too, though
 * not queued: React, hearing a discrete event while it hydrates, finishes hydrating at once, sets
 * the select back to the app's value and answers from then on, so the change that follows in the
 * same task reached it with the choice already undone (a variant chosen mid-hydration snapped back).
 */
interface EarlyTap {
  key: string;
  /** The element tapped: hydration keeps it, a page rendered afresh has a new one with the same key. */
  control: HTMLElement;
  /** The option a `<select>` was set to; null for a click. */
  value: string | null;
}

declare global {
  interface Window {
    earlyTaps?: EarlyTap[] & {
      mark(): void;
      replaying?: boolean;
      /** Starts loading the code a tap on `key` needs (a prerendered page's loader, scripts/prerender/pageHtml.ts, then loadOnEarlyTap). */
      preload?(key: string): void;
    };
  }
}

/**
 * Loads a control's lazily loaded code (`load[key]`, such as the cart drawer's) on the first sign
 * that it was tapped before the page answered: a tap already queued, or from now on one the
 * inline script queues or a finger put on the control (both call `earlyTaps.preload`, which on a
 * prerendered page has already started fetching the code's files). Input waits while hydration
 * runs, so a tap often reaches the page only once it answers: with its code imported by then, the
 * drawer opens in the tap's own render instead of a download and a render later.
 */
export function loadOnEarlyTap(load: Readonly<Record<string, () => void>>): void {
  const queue = window.earlyTaps;
  if (!queue) return;
  for (const tap of queue) load[tap.key]?.();
  const fetchFiles = queue.preload;
  queue.preload = (key) => {
    fetchFiles?.(key);
    load[key]?.();
  };
}

/** Lets React commit what the previous tap did, so the next one's handler sees it (a variant, then Add to Cart). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether a tap on `control` goes to the page's handlers: the inline script's test in index.html. */
function answers(control: Element): boolean {
  return (control.closest('[data-interactive]') !== null && control.closest('[data-hydrating]') === null) || document.querySelector('#main[data-interactive]') !== null;
}

let announceInteractive = () => {};
/** Settles once the whole page answers (`#main` marked interactive): for work that should not compete with hydration. */
export const pageInteractive = new Promise<void>((resolve) => {
  announceInteractive = resolve;
});

/**
 * Called as each part of the page has hydrated (the page around the parts that hydrate later,
 * then each of those, HydrateAfterPage): once none is left hydrating, marks `#main` interactive,
 * and hands over the taps their parts now answer.
 */
export function markPageInteractive(): void {
  if (!document.querySelector('[data-hydrating]')) {
    document.getElementById('main')?.setAttribute('data-interactive', '');
    announceInteractive();
  }
  void replayEarlyTaps();
}

/**
 * Hands each queued tap to its control, in the order the shopper made them, once: a click on the
 * control, or the chosen option and a change event on a `<select>` (hydration set it back to the
 * app's value). Each control's own handler decides what the tap does. A tap whose part of the page
 * has not hydrated yet stops the hand-over there, taps after it included (their order holds); the
 * part resumes it once hydrated (markPageInteractive). The queue empties, so later pages replay
 * nothing.
 */
export async function replayEarlyTaps(): Promise<void> {
  const queue = window.earlyTaps;
  if (!queue) return;
  // Taken one at a time from the shared queue, so a second call (StrictMode runs effects twice in
  // development, each part of the page calls once hydrated) shares the work instead of repeating it.
  for (;;) {
    await nextTask();
    const tap = queue[0];
    if (!tap) return;
    const control = tap.control.isConnected
      ? tap.control
      : [...document.querySelectorAll<HTMLElement>('[data-replay]')].find((candidate) => candidate.dataset.replay === tap.key);
    if (control && !answers(control)) return;
    queue.shift();
    queue.mark();
    if (!control) continue;
    queue.replaying = true;
    try {
      if (tap.value === null) {
        control.click();
      } else if (control instanceof HTMLSelectElement) {
        control.value = tap.value;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } finally {
      queue.replaying = false;
    }
  }
}
