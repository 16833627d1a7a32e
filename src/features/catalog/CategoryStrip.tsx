import { Localized, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import type { LocalizedText } from '../../domain/locale.ts';
import { ALL_CATEGORIES } from '../../domain/index.ts';

/**
 * A horizontal strip with one button per category (and All first). The active one is highlighted
 * and pressed; choosing one selects it in the listing.
 */
export function CategoryStrip({
  categories,
  active,
  onSelect,
  categoryName,
}: {
  /** The categories' English names (the listing's filter values). */
  categories: readonly string[];
  /** A category's name as the page shows it. */
  categoryName: (name: string) => LocalizedText;
  active: string;
  onSelect: (category: string) => void;
}) {
  const text = useScreenMessages('listing');
  const current = active.trim().toLowerCase();
  const chip = (pressed: boolean) =>
    `inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
      pressed
        ? 'border-primary bg-primary text-primary-foreground'
        : 'border-stone-300 bg-white text-stone-800 hover:border-primary hover:text-primary'
    }`;
  return (
    <nav aria-label={text.categories} className="border-b border-stone-200 bg-white">
      <ul className="relative mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:thin]">
        <li className="shrink-0">
          <button type="button" aria-pressed={current === ALL_CATEGORIES} onClick={() => onSelect(ALL_CATEGORIES)} className={chip(current === ALL_CATEGORIES)}>
            {text.all}
          </button>
        </li>
        {categories.map((name) => {
          const pressed = name.toLowerCase() === current;
          return (
            <li key={name} className="shrink-0">
              <button type="button" aria-pressed={pressed} onClick={() => onSelect(name)} className={chip(pressed)}>
                <Localized text={categoryName(name)} />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
