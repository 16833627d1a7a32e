import { useRef, useState } from 'react';

export type Bound = 'min' | 'max';

/**
 * The two price boxes' own state. A number box reports '' for text it cannot read as a number
 * ('1e', '--'): which box holds such text is remembered, so the shopper is told why it sets no
 * bound instead of it silently doing nothing.
 */
export function usePriceBoxes() {
  const [unreadable, setUnreadable] = useState<Record<Bound, boolean>>({ min: false, max: false });
  const inputs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) };
  return {
    unreadable,
    inputs,
    anyUnreadable: unreadable.min || unreadable.max,
    report: (bound: Bound, badInput: boolean) =>
      setUnreadable((current) => (current[bound] === badInput ? current : { ...current, [bound]: badInput })),
    /** Unreadable text is '' to React too, so React would leave it on screen: empty the boxes here. */
    empty: () => {
      for (const input of [inputs.min.current, inputs.max.current]) if (input) input.value = '';
      setUnreadable({ min: false, max: false });
    },
  };
}

export type PriceBoxes = ReturnType<typeof usePriceBoxes>;
