import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyListingChange,
  parseListingQuery,
  parsePriceBound,
  serializeListingQuery,
  toDollars,
  type Cents,
  type ListingState,
} from '../../domain/index.ts';

/**
 * The text boxes of the listing as the listing uses them (the URL holds their parsed values): the
 * price boxes as typed, the search once typing pauses (the search box itself shows every key).
 */
export interface ListingDraft {
  search: string;
  min: string;
  max: string;
}

/**
 * How long typing must pause before it is written to the URL. Longer than the shopper's pauses
 * between keys: a URL write is a history call (5–20 ms, once in a while, in Chromium here) and a
 * render under the router, and each landed on the key typed after it. Nothing waits for the URL
 * meanwhile: the listing follows the draft, and Enter or leaving the box (a tap elsewhere) writes
 * it at once.
 */
const URL_AFTER_TYPING_PAUSE_MS = 600;

/**
 * How long typing in the search box must pause before the results follow it: longer than most
 * pauses between a shopper's keys within a word, so the results render once a word is typed
 * rather than for each of its first letters. Each render is a new page of cards (~20 ms of
 * style, layout and paint on the 5,000-product page here, several times that on a slow phone),
 * and the key that comes as it lands paints late. At 150 ms, keys typed 80–260 ms apart painted
 * after more than 16 ms 14–24 times in 72, against 9–18 at 300 (five runs each, alternating);
 * a key that follows a pause just past 300 ms still meets a render (bench/search.ts types some).
 */
const SEARCH_AFTER_TYPING_PAUSE_MS = 300;

function boundText(cents: Cents | null): string {
  return cents === null ? '' : String(toDollars(cents));
}

function draftFromState(state: ListingState): ListingDraft {
  return { search: state.search, min: boundText(state.minPrice), max: boundText(state.maxPrice) };
}

function patchFromDraft(draft: Partial<ListingDraft>): Partial<ListingState> {
  const patch: Partial<ListingState> = {};
  if (draft.search !== undefined) patch.search = draft.search;
  if (draft.min !== undefined) patch.minPrice = parsePriceBound(draft.min);
  if (draft.max !== undefined) patch.maxPrice = parsePriceBound(draft.max);
  return patch;
}

/**
 * The catalogue's listing state, kept in the URL query string (category, subcategory, q, sort,
 * min, max, view) through the domain's parse/serialize, so a filtered view is a link that
 * survives reload and Back.
 *
 * History policy:
 * - discrete choices (category, sort, view, Clear Filters) push an entry, so Back undoes them;
 * - typing (search, min, max) is written once it pauses for 600 ms; the first write of a
 *   burst of typing pushes an entry and the following ones replace it, so Back returns to the
 *   list as it was before the shopper started typing, not to every prefix of the word. A burst
 *   ends when the box loses focus or a discrete choice is made.
 *
 * The price boxes show the draft (what was typed); the listing uses the draft too, so results
 * follow typing without waiting for the URL.
 *
 * A key press in the search box renders nothing: the box keeps what is typed itself (`searchBox`,
 * an uncontrolled input), and `draft.search` follows it once typing pauses for 300 ms, in a
 * transition. The results (5,000 products filtered, a new page of cards) and the Filters count
 * then follow together. Rendered behind each key, even the box, the form and the count around it
 * delayed the key's own paint on a 5,000-product page, and a slow phone's first search took each
 * key as a long task. When the URL or Clear Filters changes the search, the box is set here.
 */
export function useListingState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListingQuery(params), [params]);
  const [draft, setDraft] = useState<ListingDraft>(() => draftFromState(state));

  const pending = useRef<Partial<ListingDraft> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inBurst = useRef(false);
  const searchBox = useRef<HTMLInputElement>(null);

  /** Shows `text` in the search box (a change the shopper did not type there). */
  const showSearch = useCallback((text: string) => {
    clearTimeout(searchTimer.current);
    const box = searchBox.current;
    if (box && box.value !== text) box.value = text;
  }, []);

  // A write that runs from a timer must start from the URL as it is then, not as it was when
  // the timer was set.
  const latest = useRef({ params, setParams });
  useLayoutEffect(() => {
    latest.current = { params, setParams };
  }, [params, setParams]);

  const write = useCallback((patch: Partial<ListingState>, replace: boolean) => {
    const { params: current, setParams: set } = latest.current;
    const next = serializeListingQuery(applyListingChange(parseListingQuery(current), patch), current);
    if (next.toString() === current.toString()) return;
    latest.current = { params: next, setParams: set };
    set(next, { replace });
  }, []);

  /** Takes what is waiting to be written (and stops the timer). */
  const takePending = useCallback((): Partial<ListingState> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const waiting = pending.current;
    pending.current = null;
    return waiting ? patchFromDraft(waiting) : {};
  }, []);

  // The URL changed on its own (Back, a link, Clear Filters): show it in the boxes, unless the
  // shopper is typing and their text has not been written yet.
  useEffect(() => {
    if (pending.current) return;
    showSearch(state.search);
    setDraft((current) => {
      const next = { ...current };
      if (current.search !== state.search) next.search = state.search;
      if (parsePriceBound(current.min) !== state.minPrice) next.min = boundText(state.minPrice);
      if (parsePriceBound(current.max) !== state.maxPrice) next.max = boundText(state.maxPrice);
      return next.search === current.search && next.min === current.min && next.max === current.max ? current : next;
    });
  }, [state.search, state.minPrice, state.maxPrice, showSearch]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(searchTimer.current);
    },
    [],
  );

  /** A keystroke in the search or a price box. */
  const type = useCallback(
    (field: keyof ListingDraft, value: string) => {
      if (field === 'search') {
        clearTimeout(searchTimer.current);
        searchTimer.current = setTimeout(
          () => startTransition(() => setDraft((current) => (current.search === value ? current : { ...current, search: value }))),
          SEARCH_AFTER_TYPING_PAUSE_MS,
        );
      } else {
        setDraft((current) => ({ ...current, [field]: value }));
      }
      pending.current = { ...pending.current, [field]: value };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const patch = takePending();
        write(patch, inBurst.current);
        inBurst.current = true;
      }, URL_AFTER_TYPING_PAUSE_MS);
    },
    [takePending, write],
  );

  /** Writes pending typing now (Enter, leaving the box) and ends the burst. */
  const flush = useCallback(() => {
    if (pending.current) write(takePending(), inBurst.current);
    inBurst.current = false;
  }, [takePending, write]);

  /** A discrete choice: pushes one entry with it and with whatever was typed. */
  const choose = useCallback(
    (patch: Partial<ListingState>) => {
      const typed = takePending();
      inBurst.current = false;
      write({ ...typed, ...patch }, false);
    },
    [takePending, write],
  );

  /** Clear Filters: category, subcategory, search and price range; sort order and view stay. */
  const clearFilters = useCallback(() => {
    takePending();
    inBurst.current = false;
    showSearch('');
    setDraft((current) => ({ ...current, search: '', min: '', max: '' }));
    write({ category: 'all', subcategory: '', search: '', minPrice: null, maxPrice: null }, false);
  }, [takePending, write, showSearch]);

  return { state, draft, searchBox, type, flush, choose, clearFilters };
}
