import { formatPrice, type Cents } from '../../domain/index.ts';

/** A price, with the original struck through when on sale. Amounts come computed from the domain. */
export function Price({ amount, original, className = '' }: { amount: Cents; original?: Cents | null; className?: string }) {
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`}>
      <span className="font-semibold text-stone-900">{formatPrice(amount)}</span>
      {original != null && original > amount && (
        <s className="text-sm text-stone-500">
          <span className="sr-only">was </span>
          {formatPrice(original)}
        </s>
      )}
    </span>
  );
}
