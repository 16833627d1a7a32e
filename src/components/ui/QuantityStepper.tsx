import { useMessages } from './PageLocale.tsx';
import { useState } from 'react';
import { MinusIcon, PlusIcon } from './icons.tsx';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the product, so screen readers hear "Decrease quantity of Glass Storage Jars". */
  label: string;
  min?: number;
  max?: number;
  size?: 'sm' | 'md';
  /** Set where the stepper is in a prerendered page: − and + are `<key>-decrease` / `<key>-increase` for the early-tap replay (earlyTaps.ts). */
  replayKey?: string;
}

/**
 * A number typed in the box: a whole number from 1 up (capped at `max`), or null when it is not
 * one (empty, 0, negative, a fraction or text). Typing never goes below 1: only − (or a remove
 * control) takes a line away.
 */
export function typedQuantity(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity < 1 ? null : Math.min(quantity, max);
}

/**
 * − [n] + with an editable number; the parent decides what a change means (rules live in the
 * machines). The box may be emptied and retyped freely: what is typed is committed once, on
 * blur or Enter; something that is not a quantity of at least 1 puts the current value back.
 * Escape puts it back too.
 */
export function QuantityStepper({ value, onChange, label, min = 1, max = 999, size = 'md', replayKey }: QuantityStepperProps) {
  const { quantity: names } = useMessages();
  const box = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  // What the shopper is typing, or null when the box shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const quantity = typedQuantity(draft, max);
    if (quantity !== null && quantity !== value) onChange(quantity);
  };
  return (
    <div className="inline-flex items-center rounded-md border border-stone-300" role="group" aria-label={names.of({ name: label })}>
      <button
        type="button"
        className={`${box} inline-flex items-center justify-center rounded-s-md hover:bg-stone-100 disabled:opacity-40`}
        onClick={() => onChange(value - 1)}
        data-replay={replayKey && `${replayKey}-decrease`}
        disabled={value <= min}
        aria-label={names.decrease({ name: label })}
      >
        <MinusIcon />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? value}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          else if (event.key === 'Escape' && draft !== null) {
            event.stopPropagation();
            setDraft(null);
          }
        }}
        aria-label={names.of({ name: label })}
        className={`${size === 'sm' ? 'h-9 w-10' : 'h-11 w-12'} border-x border-stone-300 text-center tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        className={`${box} inline-flex items-center justify-center rounded-e-md hover:bg-stone-100 disabled:opacity-40`}
        onClick={() => onChange(value + 1)}
        data-replay={replayKey && `${replayKey}-increase`}
        disabled={value >= max}
        aria-label={names.increase({ name: label })}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
