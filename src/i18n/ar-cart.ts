/**
 * The Arabic words of the cart drawer and of the order totals it shares with the checkout and the
 * order page: every key of `en-cart.ts`, so a missing string fails the type check. Its own chunk, loaded with the screen on Arabic pages only (`loadScreenMessages`,
 * src/i18n/index.ts); conventions as in `ar.ts`.
 */
import { isolate } from './bidi.ts';
import type { CartMessages } from './en-cart.ts';

export const arCart: CartMessages = {
  drawer: {
    title: (count) => `سلة التسوق (${isolate(count)})`,
    empty: 'سلتك فارغة',
    emptyHint: 'تصفّح المتجر وأضف ما يعجبك.',
    continueShopping: 'متابعة التسوق',
    freeDeliveryHint: ({ amount }) => `أضف ${isolate(amount)} بعد للحصول على توصيل مجاني`,
    freeDeliveryReached: 'توصيل طلبك مجاني!',
    checkout: 'إتمام الشراء',
    sendOrder: 'أو أرسل هذا الطلب عبر المحادثة',
    clear: 'إفراغ السلة',
    cartItems: 'منتجات السلة',
    remove: ({ name }) => `إزالة ${isolate(name)}`,
  },
  totals: {
    subtotal: 'المجموع الفرعي',
    delivery: 'التوصيل',
    deliveryTo: ({ area }) => `التوصيل إلى ${isolate(area)}`,
    discount: ({ code }) => `الخصم (${isolate(code)})`,
    discountWithoutCode: 'الخصم',
    total: 'المجموع',
    free: 'مجاني',
  },
};
