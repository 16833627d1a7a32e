import { useLocalePath, useMessages, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { useEffect, useState } from 'react';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { CATALOG_SEARCH_ID } from '../layout/index.ts';
import { fieldClass } from './fieldClass.ts';
import { loadProductSearch } from './productSearch.ts';
import type { Listing } from './useCatalogResults.ts';

/**
 * The search box: a real GET form on the listing's own URL key (`/?q=…`), so Enter searches even
 * before the code has arrived; focusing it asks for the whole catalogue (`onFocus`) and the search
 * matcher (loadProductSearch), so both are here by the time typing pauses. The input
 * keeps what is typed itself (uncontrolled, `listing.searchBox`): a key press renders nothing, and
 * the listing follows once typing pauses (useListingState).
 */
export function CatalogSearchBox({ listing, onFocus }: { listing: Listing; onFocus?: () => void }) {
  const { layout } = useMessages();
  const text = useScreenMessages('listing');
  const toLocale = useLocalePath();
  const { draft, searchBox, type, flush } = listing;
  // Words typed into the prerendered box before the code arrived: read before hydration commits,
  // then applied once, so they filter and reach the URL.
  const [typedBeforeCode] = useState(() =>
    typeof document === 'undefined' ? '' : ((document.getElementById(CATALOG_SEARCH_ID) as HTMLInputElement | null)?.value ?? ''),
  );
  useEffect(() => {
    if (typedBeforeCode !== '' && typedBeforeCode !== draft.search) type('search', typedBeforeCode);
    // Once, at mount: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      role="search"
      action={toLocale('/')}
      method="get"
      className="relative col-span-2 md:col-span-1"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={CATALOG_SEARCH_ID} className="sr-only">
        {layout.searchProducts}
      </label>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-stone-500" width={18} height={18} />
      <input
        id={CATALOG_SEARCH_ID}
        name="q"
        type="search"
        ref={searchBox}
        defaultValue={draft.search}
        onChange={(event) => type('search', event.target.value)}
        onBlur={flush}
        onFocus={() => {
          void loadProductSearch();
          onFocus?.();
        }}
        placeholder={text.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className={`${fieldClass} ps-10`}
      />
    </form>
  );
}
