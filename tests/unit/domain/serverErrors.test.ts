import { describe, expect, it } from 'vitest';
import { discountErrorToast, fieldErrorFrom, orderErrorToast, priceChangeFrom, stockProblemFrom } from '../../../src/domain/serverErrors.ts';

const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

describe('the error catalogue for the order rules', () => {
  it('names a product that just sold out when a preorder is possible, else says how many are left', () => {
    const soldOut = { item_id: 'i', variant_id: null, item_name: 'Sell Out Jar', variant_label: null, available: 0, preorder_available: true };
    expect(orderErrorToast('en', { code: 'out_of_stock', details: soldOut })).toEqual({ title: 'Out of Stock', description: 'Sell Out Jar just sold out.', variant: 'destructive' });
    expect(orderErrorToast('en', { code: 'out_of_stock', details: { ...soldOut, variant_label: 'White', available: 2, preorder_available: false } }).description).toBe(
      'Sell Out Jar (White): Only 2 item(s) available in stock',
    );
    expect(stockProblemFrom({ ...soldOut, variant_id: 'v', variant_label: 'L' })).toEqual({ itemId: 'i', variantId: 'v', name: 'Sell Out Jar (L)', available: 0, preorderAvailable: true });
    expect(stockProblemFrom({})).toBeNull();
  });

  it('reads the new prices of price_changed in cents', () => {
    const change = priceChangeFrom({
      total_price: '26.00',
      subtotal: 23,
      delivery_fee: 3,
      discount_amount: 0,
      lines: [{ item_id: 'i', variant_id: null, quantity: 2, unit_price: '7.00', total_price: 14 }],
    });
    expect(change).toEqual({ lines: [{ itemId: 'i', variantId: null, quantity: 2, unitPrice: 700, total: 1400 }], subtotal: 2300, deliveryFee: 300, discountAmount: 0, total: 2600 });
    expect(priceChangeFrom({ total_price: 'x', lines: [] })).toBeNull();
    expect(orderErrorToast('en', { code: 'price_changed', details: {} }).title).toBe('Prices Have Changed');
  });

  it('says exactly the same to a throttled shopper for orders and codes', () => {
    expect(orderErrorToast('en', { code: 'rate_limited', details: { retry_after_seconds: 30 } }).description).toBe(RATE_LIMITED);
    expect(discountErrorToast('en', { code: 'rate_limited', details: { retry_after_seconds: 30 } }).description).toBe(RATE_LIMITED);
  });
});

describe('a field the server refused', () => {
  it('says what the field expects', () => {
    expect(fieldErrorFrom('en', { field: 'phone', reason: 'format' })).toEqual({
      phone: 'Please enter a phone number of 7 to 15 digits, e.g. 71 234 567, +961 71 234 567 or +44 20 7946 0958.',
    });
    expect(fieldErrorFrom('en', { field: 'city', reason: 'control_characters' })).toEqual({
      city: 'City must be one line of plain text, without line breaks or special characters.',
    });
    expect(fieldErrorFrom('en', { field: 'expected_total', reason: 'not_a_number' })).toBeNull();
    expect(orderErrorToast('en', { code: 'invalid_order', details: { field: 'phone', reason: 'format' } }).title).toBe('Invalid Information');
  });

  it('asks for the area again when the shop no longer delivers there', () => {
    const message = 'Delivery to this area has changed. Please choose your area again.';
    expect(fieldErrorFrom('en', { field: 'area', reason: 'unknown_area' })).toEqual({ city: message });
    expect(orderErrorToast('en', { code: 'invalid_order', details: { field: 'area', reason: 'unknown_area' } })).toEqual({
      title: 'Delivery Area Changed',
      description: message,
      variant: 'destructive',
    });
  });
});
