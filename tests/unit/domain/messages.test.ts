import { describe, expect, it } from 'vitest';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { storeConfig } from '../../../src/config/store';
import { enCheckout } from '../../../src/i18n/en-checkout';
import {
  cartToasts,
  discountToasts,
  orderToasts,
  stockNotes,
} from '../../../src/domain';
import {
  discountErrorToast,
  minimumFromDetails,
  orderErrorToast,
  readServerError,
  SERVER_ERROR_CODES,
} from '../../../src/domain/serverErrors.ts';

const destructive = (title: string, description: string) => ({ title, description, variant: 'destructive' });
const plain = (title: string, description?: string) =>
  description === undefined ? { title, variant: 'default' } : { title, description, variant: 'default' };

describe('discount errors', () => {
  it.each([
    [{ code: 'invalid_code' }, destructive('Invalid Code', 'The discount code you entered is not valid.')],
    [{ code: 'expired_code' }, destructive('Expired Code', 'This discount code has expired.')],
    [
      { code: 'minimum_not_met', details: { min_order_amount: 50 } },
      destructive('Minimum Order Not Met', 'This discount requires a minimum order of $50.00.'),
    ],
    [
      { code: 'minimum_not_met', details: { min_order_amount: '75.5' } },
      destructive('Minimum Order Not Met', 'This discount requires a minimum order of $75.50.'),
    ],
    [
      { code: 'minimum_not_met' },
      destructive('Minimum Order Not Met', 'This discount requires a higher minimum order.'),
    ],
    [{ code: 'usage_limit' }, destructive('Code Usage Limit Reached', 'This discount code has reached its usage limit.')],
    [new TypeError('Failed to fetch'), destructive('Error', 'Failed to apply discount code. Please try again.')],
    [{ code: 'invalid_order' }, destructive('Error', 'Failed to apply discount code. Please try again.')],
    [null, destructive('Error', 'Failed to apply discount code. Please try again.')],
  ])('%j', (error, toast) => {
    expect(discountErrorToast('en', error)).toEqual(toast);
  });
});

describe('order errors', () => {
  it.each([
    [{ code: 'missing_information' }, destructive('Missing Information', 'Please fill in all required fields.')],
    [{ code: 'invalid_order' }, destructive('Error', 'Failed to submit order. Please try again.')],
    [new Error('network down'), destructive('Error', 'Failed to submit order. Please try again.')],
    [undefined, destructive('Error', 'Failed to submit order. Please try again.')],
    [{ code: 'out_of_stock', details: { available: 2 } }, destructive('Out of Stock', 'Only 2 item(s) available in stock')],
    [
      { code: 'out_of_stock', details: { available: 1, item_name: 'Glass Jar' } },
      destructive('Out of Stock', 'Glass Jar: Only 1 item(s) available in stock'),
    ],
    [{ code: 'out_of_stock', details: { available: 0 } }, destructive('Out of Stock', 'Item out of stock')],
    [{ code: 'out_of_stock' }, destructive('Out of Stock', 'Item out of stock')],
    // A code that went bad between Apply and Complete Order.
    [{ code: 'expired_code' }, destructive('Expired Code', 'This discount code has expired.')],
    [
      { code: 'minimum_not_met', details: { min_order_amount: 50 } },
      destructive('Minimum Order Not Met', 'This discount requires a minimum order of $50.00.'),
    ],
  ])('%j', (error, toast) => {
    expect(orderErrorToast('en', error)).toEqual(toast);
  });
});

describe('readServerError', () => {
  it('knows the eleven server codes (not_found: get_order)', () => {
    expect(SERVER_ERROR_CODES).toEqual([
      'missing_information',
      'out_of_stock',
      'invalid_code',
      'expired_code',
      'minimum_not_met',
      'usage_limit',
      'invalid_order',
      'price_changed',
      'idempotency_conflict',
      'rate_limited',
      'not_found',
    ]);
  });

  it('reads a raw PostgREST error (code in message, details as JSON text)', () => {
    expect(readServerError({ code: 'P0001', message: 'out_of_stock', details: '{"available":3}' })).toEqual({
      code: 'out_of_stock',
      details: { available: 3 },
    });
    expect(readServerError({ code: 'P0001', message: 'usage_limit', details: 'not json' })).toEqual({
      code: 'usage_limit',
      details: {},
    });
    expect(readServerError('boom')).toEqual({ code: 'network', details: {} });
    expect(readServerError({ code: 'invalid_code', details: [1] })).toEqual({ code: 'invalid_code', details: {} });
  });

  it('reads the minimum order from min_order_amount (the only key check_discount sends), ignoring nonsense', () => {
    expect(minimumFromDetails({ min_order_amount: 50 })).toBe(5000);
    expect(minimumFromDetails({ min_order_amount: '12.5' })).toBe(1250);
    expect(minimumFromDetails({ min_order_amount: 'lots' })).toBeNull();
    expect(minimumFromDetails({ min_order_amount: Number.NaN })).toBeNull();
    expect(minimumFromDetails({ minimum_amount: '12.5' })).toBeNull();
  });
});

describe('success toasts', () => {
  it('discount', () => {
    expect(discountToasts('en').applied('10% off everything')).toEqual(plain('Discount Applied!', '10% off everything'));
    expect(discountToasts('en').applied(null)).toEqual(plain('Discount Applied!', 'Discount has been applied to your order.'));
    expect(discountToasts('en').applied('  ')).toEqual(plain('Discount Applied!', 'Discount has been applied to your order.'));
    expect(discountToasts('en').removed()).toEqual(plain('Discount Removed'));
    expect(enCheckout.notices.applying).toBe('Applying...');
  });

  it.each([
    [{ sendEmail: true, sendWhatsApp: false }, 'Sent via Email'],
    [{ sendEmail: true, sendWhatsApp: true }, 'Sent via Email + WhatsApp'],
    [{ sendEmail: false, sendWhatsApp: true }, 'Sent via WhatsApp'],
    [{ sendEmail: false, sendWhatsApp: false }, 'Order saved. No send channels enabled.'],
  ])('Order Submitted! with %j → %s', (notifications, description) => {
    expect(orderToasts('en').submitted(notifications)).toEqual(plain('Order Submitted!', description));
  });

  it('Order Submitted! with the configured switches', () => {
    expect(orderToasts('en').submitted(storeConfig.notifications)).toEqual(plain('Order Submitted!', 'Sent via Email'));
  });

  it.each([
    ['home', plain(englishScreenCopy.orderSuccess.title, englishScreenCopy.orderSuccess.description)],
    ['product', plain(englishScreenCopy.orderSuccess.title, englishScreenCopy.orderSuccess.description)],
    ['about', plain('Order Submitted!', "Thank you for your order. We can't wait for you to enjoy your MOMments!")],
    ['preorder', plain('Preorder Submitted!', "We'll contact you when items are available.")],
  ] as const)('page success for %s', (mode, toast) => {
    expect(orderToasts('en').pageSuccess(mode, englishScreenCopy.orderSuccess)).toEqual(toast);
  });

  it('home follows configured copy', () => {
    const orderSuccess = { title: 'Shukran!', description: 'On its way.' };
    expect(orderToasts('en').pageSuccess('home', orderSuccess)).toEqual(plain('Shukran!', 'On its way.'));
    expect(orderToasts('en').pageSuccess('about', orderSuccess).title).toBe('Order Submitted!');
  });
});

describe('cart toasts and stock notes', () => {
  it('cannot add: the stock sentence when there is one, else "Item out of stock"', () => {
    expect(cartToasts('en').cannotAdd()).toEqual(destructive('Cannot Add to Cart', 'Item out of stock'));
    expect(cartToasts('en').cannotAdd('Only 2 item(s) available in stock. You already have 2 in your cart.')).toEqual(
      destructive('Cannot Add to Cart', 'Only 2 item(s) available in stock. You already have 2 in your cart.'),
    );
  });

  it('names the product added or updated', () => {
    expect(cartToasts('en').added('Mug').description).toBe('Mug added to cart');
    expect(cartToasts('en').updated('Glass Jar (1 L)').description).toBe('Glass Jar (1 L) quantity updated');
  });

  it('counts what is in stock, and says out of stock at none', () => {
    expect(stockNotes('en').inStock(4)).toBe('4 in stock');
    expect(stockNotes('en').inStock(0)).toBe('Item out of stock');
  });
});
