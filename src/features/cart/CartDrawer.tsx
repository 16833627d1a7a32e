import { useCallback } from 'react';
import { formatPrice } from '../../domain/index.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CartIcon } from '../../components/ui/icons.tsx';
import { OrderChatButtons } from '../chat/index.ts';
import { useDelivery } from '../delivery/index.ts';
import { useCart, useCartDrawerOpen } from './CartProvider.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { useLocalize, useScreenMessages } from '../../components/ui/PageLocale.tsx';

/**
 * 'Shopping Cart (N)': a drawer from the right (full width on small screens, max-w-md above) with
 * the lines, totals, the free-delivery hint, Checkout, WhatsApp/Instagram and Clear Cart.
 */
export function CartDrawer({ onCheckout }: { onCheckout: () => void }) {
  const cartDrawerText = useScreenMessages('cart').drawer;
  const cart = useCart();
  const isOpen = useCartDrawerOpen();
  const { lines, totals, totalQuantity, updateQuantity, remove, close } = cart;
  // Priced for the area chosen at checkout (remembered), else the default zone.
  const { terms, area, zone } = useDelivery();
  const localize = useLocalize();
  const lbpPerUsd = terms?.lbpPerUsd ?? null;
  const changeQuantity = useCallback((key: string, quantity: number) => updateQuantity(key, quantity), [updateQuantity]);
  const removeLine = useCallback((key: string) => remove(key), [remove]);

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={cartDrawerText.title(totalQuantity)}
      placement="end"
      coversPhoneScreen
      // Below sm the drawer takes the whole width (the browser's own dialog max-width would leave a gap).
      className="max-w-none sm:max-w-md"
    >
      {lines.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 px-6 py-16 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden="true">
            <CartIcon width={28} height={28} />
          </span>
          <p className="text-lg font-medium">{cartDrawerText.empty}</p>
          <p className="text-sm text-stone-600">{cartDrawerText.emptyHint}</p>
          <Button variant="default" onClick={close}>
            {cartDrawerText.continueShopping}
          </Button>
        </div>
      ) : (
        <div className="flex h-full flex-col">
          <ul className="min-h-0 flex-1 divide-y divide-stone-200 overflow-y-auto px-5" aria-label={cartDrawerText.cartItems}>
            {lines.map((line) => (
              <CartLineItem
                key={`${line.product.id}:${line.variant?.id ?? 'default'}`}
                line={line}
                onQuantityChange={changeQuantity}
                onRemove={removeLine}
                onNavigate={close}
              />
            ))}
          </ul>
          <div className="shrink-0 space-y-3 border-t border-stone-200 bg-stone-50 px-5 py-4">
            {totals.amountToFreeDelivery !== null && (
              <p className={`rounded-md px-3 py-2 text-sm ${totals.isFreeDelivery ? 'bg-primary/10 text-primary' : 'bg-secondary/60 text-secondary-foreground'}`}>
                {totals.amountToFreeDelivery > 0
                  ? cartDrawerText.freeDeliveryHint({ amount: formatPrice(totals.amountToFreeDelivery) })
                  : cartDrawerText.freeDeliveryReached}
              </p>
            )}
            <OrderTotals totals={totals} area={area ? localize(area.name, area.nameAr).text : null} lbpPerUsd={lbpPerUsd} totalTestId="cart-total" />
            <Button variant="cart" size="lg" className="w-full" onClick={onCheckout}>
              {cartDrawerText.checkout}
            </Button>
            <div>
              <p className="mb-2 text-center text-xs text-stone-500">{cartDrawerText.sendOrder}</p>
              <OrderChatButtons order={{ lines, deliveryRate: zone, lbpPerUsd }} size="sm" />
            </div>
            <Button variant="ghost" size="sm" className="w-full text-red-700 hover:bg-red-50" onClick={cart.clear}>
              {cartDrawerText.clear}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
