import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_STATE,
  parseListingQuery,
  serializeListingQuery,
  type ListingState,
} from '../../../src/domain';

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery('')).toEqual(DEFAULT_LISTING_STATE);
    expect(DEFAULT_LISTING_STATE).toEqual({
      category: 'all',
      search: '',
      sort: 'relevance',
      minPrice: null,
      maxPrice: null,
      view: 'grid',
    });
  });

  it('reads every key', () => {
    expect(parseListingQuery('?category=Kitchen&q=glass%20jar&sort=price-desc&min=5&max=49.99&view=list')).toEqual({
      category: 'Kitchen',
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

  it('keeps unicode search text', () => {
    expect(parseListingQuery(`q=${encodeURIComponent('زجاج 🫙')}`).search).toBe('زجاج 🫙');
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
      search: 'glass',
      sort: 'name-asc',
      minPrice: 1250,
      maxPrice: 0,
      view: 'list',
    };
    expect(serializeListingQuery(state).toString()).toBe('category=Kitchen&q=glass&sort=name-asc&min=12.5&max=0&view=list');
  });

  it('round-trips', () => {
    const states: ListingState[] = [
      { category: 'Bath & Body', search: 'مطبخ 🍳 & co', sort: 'price-asc', minPrice: 29, maxPrice: 100_000, view: 'grid' },
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
});
