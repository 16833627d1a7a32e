import { describe, expect, it } from 'vitest';
import { swipeDirection } from '../../../../src/features/product/useSwipe.ts';

describe('swipe direction follows the reading direction', () => {
  it('left to right: a swipe leftwards shows the next image, rightwards the previous one', () => {
    expect(swipeDirection(200, 100, 100, 110)).toBe('next');
    expect(swipeDirection(100, 100, 200, 90)).toBe('previous');
  });

  it('right to left: a swipe rightwards shows the next image, leftwards the previous one', () => {
    expect(swipeDirection(100, 100, 200, 110, true)).toBe('next');
    expect(swipeDirection(200, 100, 100, 90, true)).toBe('previous');
  });

  it('a short or mostly vertical drag is no swipe, in either direction', () => {
    for (const rtl of [false, true]) {
      expect(swipeDirection(100, 100, 130, 100, rtl)).toBeNull();
      expect(swipeDirection(100, 100, 160, 200, rtl)).toBeNull();
    }
  });
});
