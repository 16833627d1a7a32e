import { describe, expect, it } from 'vitest';
import { merchantReturnPolicy, productHead } from '../../../src/app/seo';
import { storeConfig } from '../../../src/config/store';
import { deliveryTerms } from '../../../src/domain';
import { BEIRUT_RATE, makeProduct } from '../domain/fixtures';

/** The default zone's terms in Lebanon: $3, free from $50. */
const LEBANON = deliveryTerms(BEIRUT_RATE, 'LB');

/** The product page's schema.org Offer. */
function offerOf(price: number, salePrice: number | null = null): Record<string, unknown> {
  const head = productHead(makeProduct({ id: 'p-1', price, salePrice, images: ['/images/products/jar.jpg'] }), LEBANON, storeConfig.siteUrl, 'en');
  return head.structuredData!.offers as Record<string, unknown>;
}

describe('product page structured data: delivery and returns, as Google asks of merchant listings', () => {
  it('announces delivery to Lebanon at the delivery fee below the free-delivery threshold, in the days the store configuration gives', () => {
    expect(offerOf(1250).shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'LB' },
      shippingRate: { '@type': 'MonetaryAmount', value: '3.00', currency: 'USD' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
      },
    });
  });

  it('announces free delivery for an item whose price reaches the threshold (the sale price counts)', () => {
    const threshold = BEIRUT_RATE.freeThreshold;
    const rate = (offer: Record<string, unknown>) => (offer.shippingDetails as { shippingRate: { value: string } }).shippingRate.value;
    expect(rate(offerOf(threshold))).toBe('0.00');
    expect(rate(offerOf(threshold + 1000, threshold - 1))).toBe('3.00');
  });

  it('announces no delivery when the shop\'s zones could not be read', () => {
    const head = productHead(makeProduct({ id: 'p-1', price: 1250, images: ['/images/products/jar.jpg'] }), null, storeConfig.siteUrl, 'en');
    expect(head.structuredData!.offers).not.toHaveProperty('shippingDetails');
  });

  it('carries the return policy of the store configuration', () => {
    expect(offerOf(1250).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'LB',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: storeConfig.returnPolicy.days,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
    expect(merchantReturnPolicy({ deliveryCountry: 'LB', returnPolicy: { days: 14, freeReturns: false } })).toMatchObject({
      merchantReturnDays: 14,
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    });
    expect(merchantReturnPolicy({ deliveryCountry: 'LB', returnPolicy: { days: 0, freeReturns: true } })).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'LB',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });
});
