import { describe, expect, it } from 'vitest';
import { KEYSTROKE_P95_BUDGET_MS, SHOPPER_GAPS_MS, keyPressDurations, keystrokeFigures, percentile } from '../../../bench/keystrokes.ts';

/** The listing's pause in typing before it shows results (useListingState). */
const RESULTS_PAUSE_MS = 300;

describe('the shopper\'s gaps', () => {
  it('are of several lengths, some just past the results\' pause so a render meets the next key', () => {
    expect(new Set(SHOPPER_GAPS_MS).size).toBeGreaterThanOrEqual(5);
    const pastThePause = SHOPPER_GAPS_MS.filter((gap) => gap > RESULTS_PAUSE_MS);
    expect(pastThePause.length).toBeGreaterThanOrEqual(2);
    for (const gap of pastThePause) expect(gap).toBeLessThan(RESULTS_PAUSE_MS + 50);
  });
});

describe('keyPressDurations', () => {
  it('takes the longest event of each interaction and counts unreported keys as 8 ms', () => {
    const entries = [
      { name: 'keydown', duration: 24, interactionId: 7 },
      { name: 'keyup', duration: 56, interactionId: 7 },
      { name: 'keydown', duration: 16, interactionId: 9 },
      // Not an interaction (no id): not a key press.
      { name: 'pointermove', duration: 200, interactionId: 0 },
    ];
    expect(keyPressDurations(entries, 4)).toEqual([56, 16, 8, 8]);
  });
});

describe('keystrokeFigures', () => {
  it('judges p95 by nearest rank, so one slow key in twenty passes and two do not', () => {
    const oneSlow = [...Array<number>(19).fill(8), 120];
    expect(keystrokeFigures(oneSlow)).toEqual({ keys: 20, p50: 8, p95: 8, max: 120, overAFrame: 1 });
    const twoSlow = [...Array<number>(18).fill(8), 64, 120];
    expect(keystrokeFigures(twoSlow).p95).toBe(64);
    expect(keystrokeFigures(twoSlow).p95).toBeGreaterThan(KEYSTROKE_P95_BUDGET_MS);
  });

  it('gives NaN for no values rather than a figure that would pass', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});
