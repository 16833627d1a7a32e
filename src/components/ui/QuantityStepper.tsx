import { MinusIcon, PlusIcon } from './icons.tsx';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the product, so screen readers hear "Decrease quantity of Glass Storage Jars". */
  label: string;
  min?: number;
  max?: number;
  size?: 'sm' | 'md';
}

/** − [n] + with an editable number; the parent decides what a change means (rules live in the machines). */
export function QuantityStepper({ value, onChange, label, min = 1, max = 999, size = 'md' }: QuantityStepperProps) {
  const box = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  return (
    <div className="inline-flex items-center rounded-md border border-stone-300" role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        className={`${box} inline-flex items-center justify-center rounded-l-md hover:bg-stone-100 disabled:opacity-40`}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={`Decrease quantity of ${label}`}
      >
        <MinusIcon />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => {
          const next = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(next)) onChange(next);
        }}
        aria-label={`Quantity of ${label}`}
        className={`${size === 'sm' ? 'h-9 w-10' : 'h-11 w-12'} border-x border-stone-300 text-center tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        className={`${box} inline-flex items-center justify-center rounded-r-md hover:bg-stone-100 disabled:opacity-40`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={`Increase quantity of ${label}`}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
