// Placeholder: the storefront issue builds the real cart drawer.
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useCart } from './CartProvider.tsx';

export function CartDrawer({ onCheckout }: { onCheckout: () => void }) {
  const cart = useCart();
  return (
    <Dialog open={cart.isOpen} onClose={cart.close} title={`Shopping Cart (${cart.totalQuantity})`} placement="right">
      <button type="button" onClick={onCheckout}>Checkout</button>
    </Dialog>
  );
}
