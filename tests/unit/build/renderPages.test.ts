/** How many threads render a build's pages: one per core, none idle on a small shop, one on a one-core machine. */
import { describe, expect, it } from 'vitest';
import { renderThreads } from '../../../scripts/prerender/renderPages.ts';

describe('renderThreads', () => {
  it('uses every core for a large shop', () => {
    expect(renderThreads(10_114, 2)).toBe(2);
    expect(renderThreads(10_114, 8)).toBe(8);
  });

  it('uses one thread on a one-core machine, and for a demo-sized shop on any', () => {
    expect(renderThreads(10_114, 1)).toBe(1);
    expect(renderThreads(120, 8)).toBe(1);
    expect(renderThreads(0, 4)).toBe(1);
  });
});
