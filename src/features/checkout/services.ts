/**
 * What the order dialog needs from the outside world, as plain async functions: the production
 * versions are the data layer's RPC calls (src/data/orders.ts); tests pass their own.
 */
import type { CheckDiscountInput, CheckDiscountOutput } from '../../../machines/discount.ts';
import type { NotifyOwnerInput, PlaceOrderInput, PlaceOrderOutput } from '../../../machines/checkout.ts';
import { checkDiscount, notifyOwner, placeOrder } from '../../data/orders.ts';

export interface CheckoutServices {
  placeOrder: (input: PlaceOrderInput) => Promise<PlaceOrderOutput>;
  checkDiscount: (input: CheckDiscountInput) => Promise<CheckDiscountOutput>;
  notifyOwner: (input: NotifyOwnerInput) => Promise<unknown>;
}

export const productionServices: CheckoutServices = {
  placeOrder: (input) => placeOrder(input),
  checkDiscount: (input) => checkDiscount(input),
  notifyOwner: (input) => notifyOwner(input),
};
