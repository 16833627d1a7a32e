// Placeholder: the storefront issue builds the real header (menu drawer, search, social, cart badge).
import { Link } from 'react-router-dom';
import { storeConfig } from '../../config/store.ts';
import { useCart } from '../cart/index.ts';

export function Header() {
  const cart = useCart();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-stone-200 bg-white/95 px-4">
      <span />
      <Link to="/" aria-label={`${storeConfig.brand.name} home`}>
        <img src={storeConfig.brand.logoUrl} alt={storeConfig.brand.name} width="160" height="40" />
      </Link>
      <button type="button" onClick={cart.open} aria-label={`Cart, ${cart.totalQuantity} items`}>
        {cart.totalQuantity}
      </button>
    </header>
  );
}
