import { describe, expect, it } from 'vitest';
import { FIRST_TAP_BUDGET_MS, worstFirstTap, type FirstTap } from '../../../bench/firstTap.ts';

const run = (tapMs: number, effectMs: number, lcpMs: number, once = 1): FirstTap => ({
  lcpMs,
  tapMs,
  effectMs,
  afterTapMs: effectMs - tapMs,
  afterLcpMs: effectMs - lcpMs,
  once,
});

describe('worstFirstTap', () => {
  it('judges the slowest run from the touch, not from the largest paint', () => {
    // The second run's effect comes latest after its paint, the third's latest after its touch.
    const worst = worstFirstTap([run(400, 1300, 900), run(500, 1500, 300), run(200, 1450, 1000)]);
    expect(worst.afterTapMs).toBe(1250);
    expect(worst.afterLcpMs).toBe(1200);
    expect(worst.afterTapMs).toBeLessThanOrEqual(FIRST_TAP_BUDGET_MS);
  });

  it('fails exactly-once when any run took the tap twice or not at all', () => {
    expect(worstFirstTap([run(0, 900, 500), run(0, 900, 500, 0), run(0, 900, 500)]).once).toBe(0);
    expect(worstFirstTap([run(0, 900, 500), run(0, 900, 500)]).once).toBe(1);
  });

  it('refuses to judge no runs', () => {
    expect(() => worstFirstTap([])).toThrow('No first tap measured');
  });
});
