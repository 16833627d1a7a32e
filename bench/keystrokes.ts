/**
 * The keystroke budget's arithmetic (docs/decisions/0015-keystroke-budget.md), kept apart from the
 * browser driving in bench/search.ts so it is tested on its own (tests/unit/bench/keystrokes.test.ts).
 */

/** A keystroke paints within this at p95, at 5,000 products, typed with a shopper's gaps. */
export const KEYSTROKE_P95_BUDGET_MS = 50;
/** The floor measured for a page with no React that only swaps in the same 24 cards. */
export const KEYSTROKE_P95_GOAL_MS = 32;
/** A frame: what a bare search box gives, and what "a slow key" counts past. */
export const FRAME_MS = 16;

/**
 * Gaps between a shopper's keys, cycled: most shorter than the listing's pause (300 ms,
 * useListingState), two of eight just longer, so their results render as the next key comes, as
 * under a thumb that hesitates mid-word.
 */
export const SHOPPER_GAPS_MS = [80, 120, 310, 170, 230, 140, 340, 100];

export type EventTimingEntry = { name: string; duration: number; interactionId: number };

/** The value at percentile `p` (nearest rank) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Each key press's keystroke-to-next-paint as the browser measures it (Event Timing, what INP is
 * made of): the longest event of its interaction, from the key's timestamp to the paint after its
 * handlers. Chromium reports only events of 16 ms or more, rounded to 8 ms; a key press with none
 * reported took less than 16 ms and counts as 8.
 */
export function keyPressDurations(entries: readonly EventTimingEntry[], pressed: number): number[] {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  }
  const durations = [...byInteraction.values()];
  while (durations.length < pressed) durations.push(8);
  return durations;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The figures a run of key presses is reported with: p50, p95 (the judged one), the slowest, and keys over a frame. */
export function keystrokeFigures(durations: readonly number[]): { keys: number; p50: number; p95: number; max: number; overAFrame: number } {
  return {
    keys: durations.length,
    p50: round(percentile(durations, 50)),
    p95: round(percentile(durations, 95)),
    max: round(Math.max(...durations)),
    overAFrame: durations.filter((duration) => duration > FRAME_MS).length,
  };
}
