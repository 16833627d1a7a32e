import { formatPrice, type Cents } from '../../domain/index.ts';
import { Isolate, useMessages } from './PageLocale.tsx';

/**
 * A price, with the original struck through when on sale. Amounts come computed from the domain;
 * each is isolated on Arabic pages, so '$12.50' never reads as '12.50$'.
 */
export function Price({ amount, original, className = '' }: { amount: Cents; original?: Cents | null; className?: string }) {
  const { common } = useMessages();
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`}>
      <span className="font-semibold text-stone-900">
        <Isolate>{formatPrice(amount)}</Isolate>
      </span>
      {original != null && original > amount && (
        // Relative: the visually hidden word is placed against the price it reads, not against the
        // page, or a card scrolled out of a carousel would carry it past the scroller's clip and
        // make the whole page scroll sideways (issue 47 item 8).
        <s className="relative text-sm text-stone-500">
          <span className="sr-only">{common.was} </span>
          <Isolate>{formatPrice(original)}</Isolate>
        </s>
      )}
    </span>
  );
}
