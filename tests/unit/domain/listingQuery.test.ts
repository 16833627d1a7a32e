import { describe, expect, it } from 'vitest';
import {
  applyListingChange,
  DEFAULT_LISTING_STATE,
  listingHref,
  parseListingQuery,
  serializeListingQuery,
  type ListingState,
} from '../../../src/domain';

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery('')).toEqual(DEFAULT_LISTING_STATE);
    expect(DEFAULT_LISTING_STATE).toEqual({
      category: 'all',
      subcategory: '',
      search: '',
      sort: 'relevance',
      minPrice: null,
      maxPrice: null,
      view: 'grid',
    });
  });

  it('reads every key', () => {
    expect(
      parseListingQuery('?category=Kitchen&subcategory=cookware-id&q=glass%20jar&sort=price-desc&min=5&max=49.99&view=list'),
    ).toEqual({
      category: 'Kitchen',
      subcategory: 'cookware-id',
      search: 'glass jar',
      sort: 'price-desc',
      minPrice: 500,
      maxPrice: 4999,
      view: 'list',
    });
  });

  it('ignores garbage', () => {
    expect(
      parseListingQuery(new URLSearchParams('category=%20%20&sort=cheapest&min=abc&max=&view=table&utm=x')),
    ).toEqual(DEFAULT_LISTING_STATE);
    expect(parseListingQuery('min=-3').minPrice).toBe(0);
    expect(parseListingQuery(`q=${'x'.repeat(500)}`).search).toHaveLength(200);
  });

  it('reads a subcategory only together with its category', () => {
    expect(parseListingQuery('?subcategory=cookware-id')).toEqual(DEFAULT_LISTING_STATE);
    expect(parseListingQuery('?category=ALL&subcategory=cookware-id').subcategory).toBe('');
    expect(parseListingQuery('?category=Kitchen&subcategory=%20%20').subcategory).toBe('');
    expect(parseListingQuery('?category=Kitchen&subcategory=%20cookware-id%20').subcategory).toBe('cookware-id');
  });

  it('reads price bounds as a number box writes them, exponent form included', () => {
    expect(parseListingQuery('?max=1e3').maxPrice).toBe(100_000);
    expect(parseListingQuery('?min=2.5E1').minPrice).toBe(2500);
    expect(parseListingQuery('?min=-1e2').minPrice).toBe(0);
    expect(parseListingQuery('?max=1e999').maxPrice).toBeNull();
  });

  it('keeps unicode search text', () => {
    expect(parseListingQuery(`q=${encodeURIComponent('زجاج 🫙')}`).search).toBe('زجاج 🫙');
  });

  it('round-trips an Arabic query, diacritics and all, through a shared link', () => {
    // 'إِبْريق شاي' (teapot), as typed with its diacritics.
    const search = '\u0625\u0650\u0628\u0652\u0631\u064A\u0642 \u0634\u0627\u064A';
    const query = serializeListingQuery({ search, category: 'Kitchen' }).toString();
    expect(query).toBe('category=Kitchen&q=%D8%A5%D9%90%D8%A8%D9%92%D8%B1%D9%8A%D9%82+%D8%B4%D8%A7%D9%8A');
    expect(parseListingQuery(query).search).toBe(search);
    // Pasted into a chat the link may come back percent-encoded with %20 for the space.
    expect(parseListingQuery(`?q=${encodeURIComponent(search)}`).search).toBe(search);
    expect(parseListingQuery(new URL(`https://shop.example/ar/?${query}`).search).search).toBe(search);
  });
});

describe('serializeListingQuery', () => {
  it('omits defaults', () => {
    expect(serializeListingQuery(DEFAULT_LISTING_STATE).toString()).toBe('');
    expect(serializeListingQuery({ category: 'ALL', search: '   ' }).toString()).toBe('');
  });

  it('writes keys in a stable order', () => {
    const state: ListingState = {
      category: 'Kitchen',
      subcategory: 'cookware-id',
      search: 'glass',
      sort: 'name-asc',
      minPrice: 1250,
      maxPrice: 0,
      view: 'list',
    };
    expect(serializeListingQuery(state).toString()).toBe(
      'category=Kitchen&subcategory=cookware-id&q=glass&sort=name-asc&min=12.5&max=0&view=list',
    );
  });

  it('round-trips', () => {
    const states: ListingState[] = [
      { category: 'Bath & Body', subcategory: '', search: 'مطبخ 🍳 & co', sort: 'price-asc', minPrice: 29, maxPrice: 100_000, view: 'grid' },
      { ...DEFAULT_LISTING_STATE, category: 'Kitchen', subcategory: '20000000-0000-4000-8000-000000000001' },
      { ...DEFAULT_LISTING_STATE, view: 'list' },
      { ...DEFAULT_LISTING_STATE, sort: 'name-desc', maxPrice: 4999 },
    ];
    for (const state of states) expect(parseListingQuery(serializeListingQuery(state))).toEqual(state);
  });

  it('keeps parameters it does not own and replaces its own', () => {
    const params = serializeListingQuery({ search: 'mug' }, '?utm_source=wa&q=old&sort=name-asc');
    expect(params.toString()).toBe('utm_source=wa&q=mug');
    expect(serializeListingQuery({ sort: 'nonsense' as never }).toString()).toBe('');
  });

  it('writes a subcategory only under a category', () => {
    expect(serializeListingQuery({ subcategory: 'cookware-id' }).toString()).toBe('');
    expect(serializeListingQuery({ category: 'all', subcategory: 'cookware-id' }).toString()).toBe('');
    expect(serializeListingQuery({ category: 'Kitchen', subcategory: '  ' }).toString()).toBe('category=Kitchen');
    // Replaced like every other listing key, e.g. a subcategory left over from the previous link.
    expect(serializeListingQuery({ category: 'Cleaning' }, '?category=Kitchen&subcategory=cookware-id').toString()).toBe(
      'category=Cleaning',
    );
  });
});

describe('applyListingChange', () => {
  const cookware: ListingState = { ...DEFAULT_LISTING_STATE, category: 'Kitchen', subcategory: 'cookware-id', search: 'pan' };

  it('choosing a category, even the same one, shows the whole category', () => {
    expect(applyListingChange(cookware, { category: 'Cleaning' })).toEqual({ ...cookware, category: 'Cleaning', subcategory: '' });
    expect(applyListingChange(cookware, { category: 'Kitchen' })).toEqual({ ...cookware, subcategory: '' });
    expect(applyListingChange(cookware, { category: 'all' }).subcategory).toBe('');
  });

  it('keeps the subcategory through other changes, and sets one when told', () => {
    expect(applyListingChange(cookware, { search: 'lid', sort: 'price-asc', maxPrice: 2000 })).toEqual({
      ...cookware,
      search: 'lid',
      sort: 'price-asc',
      maxPrice: 2000,
    });
    expect(applyListingChange(cookware, { subcategory: '' })).toEqual({ ...cookware, subcategory: '' });
    expect(applyListingChange(DEFAULT_LISTING_STATE, { category: 'Kitchen', subcategory: 'knives-id' })).toMatchObject({
      category: 'Kitchen',
      subcategory: 'knives-id',
    });
  });
});

describe('listingHref', () => {
  it('is the home page with the listing in its query', () => {
    expect(listingHref({})).toBe('/');
    expect(listingHref({ category: 'Cleaning' })).toBe('/?category=Cleaning');
    expect(listingHref({ category: 'Storage & Organization', subcategory: 'pantry-id' })).toBe(
      '/?category=Storage+%26+Organization&subcategory=pantry-id',
    );
  });
});
