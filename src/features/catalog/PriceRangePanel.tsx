import { useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { useId } from 'react';
import { buttonClass } from '../../components/ui/Button.tsx';
import { fieldClass } from './fieldClass.ts';
import type { Listing } from './useCatalogResults.ts';
import type { Bound, PriceBoxes } from './usePriceBoxes.ts';

/** The Filters panel: Min Price, Max Price and Clear Filters. */
export function PriceRangePanel({
  id,
  open,
  listing,
  boxes,
  canClear,
  onClear,
}: {
  id: string;
  open: boolean;
  listing: Listing;
  boxes: PriceBoxes;
  canClear: boolean;
  onClear: () => void;
}) {
  const text = useScreenMessages('listing');
  const { draft, type, flush } = listing;
  const ids = { min: useId(), max: useId(), error: useId() };
  const clampOnBlur = (bound: Bound) => {
    const value = draft[bound];
    if (value.trim() !== '' && Number(value) < 0) type(bound, '0');
    flush();
  };

  return (
    <div id={id} hidden={!open} className="mt-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[10rem_10rem_auto]">
        {(['min', 'max'] as const).map((bound) => (
          <div key={bound} className="flex flex-col gap-1">
            <label htmlFor={ids[bound]} className="text-sm font-medium text-stone-800">
              {bound === 'min' ? text.minPrice : text.maxPrice}
            </label>
            <input
              id={ids[bound]}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft[bound]}
              ref={boxes.inputs[bound]}
              onChange={(event) => type(bound, event.target.value)}
              // Every keystroke, unlike onChange, which stays silent while the value stays ''.
              onInput={(event) => boxes.report(bound, event.currentTarget.validity.badInput)}
              onBlur={() => clampOnBlur(bound)}
              placeholder={text.anyPrice}
              aria-invalid={boxes.unreadable[bound] || undefined}
              aria-describedby={boxes.unreadable[bound] ? `${ids.error}-${bound}` : undefined}
              className={`${fieldClass} ${boxes.unreadable[bound] ? 'border-red-600' : ''}`}
            />
            {boxes.unreadable[bound] && (
              <p id={`${ids.error}-${bound}`} className="text-sm text-red-700">
                {text.priceNotANumber}
              </p>
            )}
          </div>
        ))}
        <button
          type="button"
          onClick={onClear}
          disabled={!canClear}
          className={buttonClass('ghost', 'md', 'col-span-2 justify-self-start sm:col-span-1')}
        >
          {text.clearFilters}
        </button>
      </div>
    </div>
  );
}
