import { describe, expect, it } from 'vitest';
import {
  defaultZone,
  deliveryFee,
  findArea,
  formatAmount,
  formatLbp,
  freeDeliveryAnnouncement,
  lbpBeside,
  matchingAreas,
  toCents,
  toCentsOrNull,
  toLbp,
  zoneForArea,
  zoneForCity,
  type ShopTerms,
} from '../../../src/domain';
import { FEE_EXAMPLES, LBP_EXAMPLES } from '../../support/delivery-examples';
import { DEMO_TERMS } from './fixtures';

describe('the delivery fee, on the table of cases the server is tested on too', () => {
  it.each(FEE_EXAMPLES)('fee $fee, free from $freeThreshold: subtotal $subtotal → $expected', ({ fee, freeThreshold, subtotal, expected }) => {
    expect(deliveryFee(toCents(subtotal), { fee: toCents(fee), freeThreshold: toCentsOrNull(freeThreshold) })).toBe(toCents(expected));
  });
});

describe('Lebanese pounds, on the table of cases the server is tested on too', () => {
  it.each(LBP_EXAMPLES)('$usd dollars at $lbpPerUsd → $shown', ({ usd, lbpPerUsd, expected, shown }) => {
    expect(toLbp(toCents(usd), lbpPerUsd)).toBe(expected);
    expect(lbpBeside(toCents(usd), lbpPerUsd, 'en')).toBe(shown);
  });

  it('shows nothing while the shop shows no pounds', () => {
    expect(lbpBeside(2000, null, 'en')).toBeNull();
  });

  it('writes pounds with thousands separators and a plain space', () => {
    expect(formatLbp(1_790_000)).toBe('≈ LBP 1,790,000');
  });
});

describe('areas and zones', () => {
  it('takes the first zone as the default zone', () => {
    expect(defaultZone(DEMO_TERMS)?.name).toBe('Beirut');
    expect(defaultZone({ ...DEMO_TERMS, zones: [] })).toBeNull();
  });

  it('finds a listed area by name in any letter case, with spaces around', () => {
    expect(findArea(DEMO_TERMS, '  tripoli ')?.name).toBe('Tripoli');
    expect(findArea(DEMO_TERMS, 'TRIPOLI')?.id).toBe('area-tripoli');
    expect(findArea(DEMO_TERMS, 'Trip')).toBeNull();
    expect(findArea(DEMO_TERMS, '')).toBeNull();
    expect(findArea(DEMO_TERMS, null)).toBeNull();
  });

  it('finds a listed area by its Arabic name too, as place_order does, so the fee shows on Arabic pages', () => {
    expect(findArea(DEMO_TERMS, ' طرابلس ')?.id).toBe('area-tripoli');
    expect(findArea(DEMO_TERMS, 'الأشرفية')?.name).toBe('Achrafieh');
    expect(findArea(DEMO_TERMS, 'طرابل')).toBeNull();
    expect(zoneForCity(DEMO_TERMS, 'جونيه')?.fee).toBe(500);
    // An English name wins over another area's Arabic one (the database keeps each unique on its own).
    const clash = { ...DEMO_TERMS, areas: [{ id: 'a', name: 'Alpha', nameAr: 'beta', zoneId: 'zone-far' }, { id: 'b', name: 'Beta', nameAr: null, zoneId: 'zone-mount' }] };
    expect(findArea(clash, 'BETA')?.id).toBe('b');
  });

  it('filters the areas by what was typed, keeping the list order', () => {
    expect(matchingAreas(DEMO_TERMS, 'jbeil').map((area) => area.name)).toEqual(['Jbeil', 'Bint Jbeil']);
    expect(matchingAreas(DEMO_TERMS, ' E').map((area) => area.name)).toEqual(['Beirut', 'Achrafieh', 'Jounieh', 'Jbeil', 'Bint Jbeil']);
    expect(matchingAreas(DEMO_TERMS, '')).toHaveLength(DEMO_TERMS.areas.length);
    expect(matchingAreas(DEMO_TERMS, 'Zahle')).toEqual([]);
  });

  it('filters by the Arabic names too', () => {
    expect(matchingAreas(DEMO_TERMS, 'جبيل').map((area) => area.name)).toEqual(['Jbeil', 'Bint Jbeil']);
    expect(matchingAreas(DEMO_TERMS, 'بيروت').map((area) => area.name)).toEqual(['Beirut']);
  });

  it("prices an area by its zone, and a place not on the list by the default zone's terms", () => {
    expect(zoneForCity(DEMO_TERMS, 'Tripoli')?.fee).toBe(600);
    expect(zoneForCity(DEMO_TERMS, 'achrafieh')?.name).toBe('Beirut');
    expect(zoneForCity(DEMO_TERMS, 'Qornet Chehwan')?.name).toBe('Beirut');
    expect(zoneForCity(DEMO_TERMS, '')?.name).toBe('Beirut');
    expect(zoneForArea(DEMO_TERMS, null)?.name).toBe('Beirut');
    // An area whose zone is no longer among the active ones goes by the default zone.
    expect(zoneForArea(DEMO_TERMS, { id: 'x', name: 'Gone', nameAr: null, zoneId: 'zone-switched-off' })?.name).toBe('Beirut');
  });
});

describe('the announcement banner (derived from the default zone)', () => {
  it("states the default zone's threshold: the spec's banner with the demo's terms", () => {
    expect(freeDeliveryAnnouncement(DEMO_TERMS, 'en')).toBe('Free Delivery On Orders Above $50');
  });

  it('follows the default zone, cents and all', () => {
    const terms: ShopTerms = { ...DEMO_TERMS, zones: [{ id: 'z', name: 'Everywhere', nameAr: null, fee: 200, freeThreshold: 4950 }] };
    expect(freeDeliveryAnnouncement(terms, 'en')).toBe('Free Delivery On Orders Above $49.50');
  });

  it('is left out when the default zone is never free, or there is no zone', () => {
    expect(freeDeliveryAnnouncement({ ...DEMO_TERMS, zones: [{ id: 'z', name: 'Everywhere', nameAr: null, fee: 200, freeThreshold: null }] }, 'en')).toBeNull();
    expect(freeDeliveryAnnouncement({ ...DEMO_TERMS, zones: [] }, 'en')).toBeNull();
  });

  it('writes whole dollars without cents', () => {
    expect(formatAmount(5000)).toBe('$50');
    expect(formatAmount(123_400)).toBe('$1234');
    expect(formatAmount(4950)).toBe('$49.50');
  });
});
