import { useLayoutEffect, useMemo, useRef, type PointerEvent, type TouchEvent } from 'react';

/** A horizontal swipe longer than this changes the image; shorter ones are taps or scroll jitter. */
const SWIPE_THRESHOLD_PX = 40;

export type SwipeDirection = 'previous' | 'next' | null;

/**
 * Which way a gesture from (startX, startY) to (endX, endY) swipes: more than 40 px sideways, and
 * more sideways than up or down (a mostly vertical drag is the page scrolling). Towards the
 * inline start = next, as a page is turned: leftwards in English, rightwards in Arabic.
 */
export function swipeDirection(startX: number, startY: number, endX: number, endY: number, rtl = false): SwipeDirection {
  const dx = (endX - startX) * (rtl ? -1 : 1);
  const dy = endY - startY;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Whether an element is laid out right to left (the nearest `dir` says; <html dir> at the latest). */
function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * Swipe handlers for a gallery. Fingers are read from touch events (a touch's pointer events are
 * cancelled as soon as the browser starts scrolling); mouse and pen drags from pointer events.
 * `consumeSwipe()` tells a click handler that the click ended a swipe (and should not open zoom).
 */
export function useSwipe({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const start = useRef<{ x: number; y: number; rtl: boolean } | null>(null);
  const swiped = useRef(false);
  const callbacks = useRef({ onPrevious, onNext });
  // The handlers below are made once; they call whichever callbacks the last render gave.
  useLayoutEffect(() => {
    callbacks.current = { onPrevious, onNext };
  });

  return useMemo(() => {
    const begin = (x: number, y: number, target: Element) => {
      start.current = { x, y, rtl: isRightToLeft(target) };
      swiped.current = false;
    };
    const finish = (x: number, y: number) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const direction = swipeDirection(from.x, from.y, x, y, from.rtl);
      if (direction === null) return;
      swiped.current = true;
      if (direction === 'next') callbacks.current.onNext();
      else callbacks.current.onPrevious();
    };
    const cancel = () => {
      start.current = null;
    };
    return {
      handlers: {
        onTouchStart: (event: TouchEvent) => {
          const touch = event.changedTouches[0];
          if (touch) begin(touch.clientX, touch.clientY, event.currentTarget);
        },
        onTouchEnd: (event: TouchEvent) => {
          const touch = event.changedTouches[0];
          if (touch) finish(touch.clientX, touch.clientY);
        },
        onTouchCancel: cancel,
        onPointerDown: (event: PointerEvent) => {
          if (event.pointerType !== 'touch') begin(event.clientX, event.clientY, event.currentTarget);
        },
        onPointerUp: (event: PointerEvent) => {
          if (event.pointerType !== 'touch') finish(event.clientX, event.clientY);
        },
        onPointerCancel: (event: PointerEvent) => {
          if (event.pointerType !== 'touch') cancel();
        },
      },
      consumeSwipe: () => {
        const was = swiped.current;
        swiped.current = false;
        return was;
      },
    };
  }, []);
}
