import { storeConfig } from '../../config/store.ts';
import { useMessages, useStoreCopy } from '../../components/ui/PageLocale.tsx';
import { Button } from '../../components/ui/Button.tsx';

/** The first screen while the catalogue loads: the logo and the configured loading message. */
export function CatalogLoadingScreen() {
  const copy = useStoreCopy();
  const { brand } = storeConfig;
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-white px-6 text-center">
      <img src={brand.logoUrl} alt={brand.name} width="240" height="60" className="h-14 w-auto" />
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-secondary border-t-primary motion-reduce:animate-none"
      />
      <p className="text-stone-600">{copy.brand.loadingMessage}</p>
    </div>
  );
}

/** The catalogue could not be loaded: say so and offer Retry. */
export function CatalogError({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  const { catalog: text, common } = useMessages();
  return (
    <div role="alert" className={`mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-20 text-center ${className}`}>
      <h2 className="text-xl font-semibold text-stone-900">{text.loadFailed}</h2>
      <p className="text-stone-600">{common.connectionHint}</p>
      <Button onClick={onRetry} className="mt-2">
        {common.retry}
      </Button>
    </div>
  );
}
