import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storeConfig } from '../../config/store.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { CartIcon, InstagramIcon, MenuIcon, SearchIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { preloadCartDrawer, useCart } from '../cart/index.ts';
import { contactLinks } from './contactLinks.ts';
import { focusCatalogSearch, type HomeNavigationState } from './navigation.ts';
import { useHydrated } from '../../components/ui/useHydrated.ts';
import { lazyWithPreload, useLazyReady } from '../../components/ui/lazyWithPreload.ts';
import { ShopLink, useLocale, useLocalePath, useMessages } from '../../components/ui/PageLocale.tsx';
import { splitLocalePath, type Locale } from '../../domain/index.ts';
import { messagesFor } from '../../i18n/index.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

// The menu drawer (every category and subcategory) loads the first time it opens: closed, it
// shows nothing, so no page's HTML repeats the lists and the first visit does not load its code.
const MenuDrawer = lazyWithPreload(() => import('./MenuDrawer.tsx').then((module) => ({ default: module.MenuDrawer })));

/** Starts loading the menu drawer before it opens, on a sign that it will (see preloadCartDrawer). */
export function preloadMenuDrawer(): void {
  MenuDrawer.prefetch();
}

/** 'Cart, 3 items' / 'Cart, 1 item' / 'Cart, empty'. */
export function cartLabel(quantity: number, locale: Locale): string {
  return messagesFor(locale).layout.cart(quantity);
}

const iconButton = buttonClass('ghost', 'icon', 'relative shrink-0');

/**
 * Sticky header: menu drawer on the left, the logo centred (links to /), and search, Instagram,
 * WhatsApp (those two from sm up) and the cart with its quantity badge on the right.
 */
export function Header() {
  const cart = useCart();
  const hydrated = useHydrated();
  // The cart lives in this browser: the prerendered page shows an empty one until hydrated.
  const quantity = hydrated ? cart.totalQuantity : 0;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = useLocale();
  const toLocale = useLocalePath();
  const { layout } = useMessages();
  const brand = storeConfig.brand.name;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuReady = useLazyReady(MenuDrawer, menuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Announce changes of the cart count (not the count the page starts with).
  const [announcement, setAnnouncement] = useState('');
  const previousQuantity = useRef<number | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (previousQuantity.current !== null && previousQuantity.current !== quantity) {
      setAnnouncement(`${cartLabel(quantity, locale)}.`);
    }
    previousQuantity.current = quantity;
  }, [hydrated, quantity, locale]);

  const search = () => {
    if (splitLocalePath(pathname).path === '/') focusCatalogSearch();
    else navigate(toLocale('/'), { state: { focusSearch: true } satisfies HomeNavigationState });
  };

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-2 sm:px-4">
        <div className="flex items-center">
          <button
            type="button"
            className={iconButton}
            onClick={() => setMenuOpen(true)}
            onPointerDown={preloadMenuDrawer}
            data-replay="menu"
            aria-label={layout.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <MenuIcon width={24} height={24} />
          </button>
          <LanguageSwitch className="flex h-11 items-center rounded-md px-1 text-sm sm:px-1.5 font-medium text-stone-800 underline-offset-4 hover:text-primary hover:underline" />
        </div>

        {/* h-8 on a phone: at 360 px the logo (128 px) leaves room for the menu and the language
            switch ('English', the wider name) on one side and search and cart on the other. */}
        <ShopLink
          to="/"
          className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-md"
          aria-label={layout.home({ brand })}
        >
          <img
            src={storeConfig.brand.logoUrl}
            alt=""
            width="240"
            height="60"
            className="h-8 w-auto sm:h-10"
          />
        </ShopLink>

        <div className="flex items-center">
          <button type="button" className={iconButton} onClick={search} data-replay="search" aria-label={layout.searchProducts}>
            <SearchIcon />
          </button>
          <div className="hidden sm:flex">
            <a
              href={contactLinks.instagram()}
              target="_blank"
              rel="noopener noreferrer"
              className={iconButton}
              aria-label={layout.onInstagram({ brand })}
            >
              <InstagramIcon />
            </a>
            <a
              href={contactLinks.whatsapp()}
              target="_blank"
              rel="noopener noreferrer"
              className={iconButton}
              aria-label={layout.chatOnWhatsApp({ brand })}
            >
              <WhatsAppIcon />
            </a>
          </div>
          <button
            type="button"
            className={iconButton}
            onClick={cart.open}
            onPointerDown={() => preloadCartDrawer(locale)}
            data-replay="cart"
            aria-label={cartLabel(quantity, locale)}
            aria-haspopup="dialog"
          >
            <CartIcon width={22} height={22} />
            {quantity > 0 && (
              <span
                aria-hidden="true"
                data-testid="cart-badge"
                className="absolute end-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold leading-none text-primary-foreground tabular-nums"
              >
                {quantity > 99 ? '99+' : quantity}
              </span>
            )}
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {menuReady && <MenuDrawer open={menuOpen} onClose={closeMenu} />}
    </header>
  );
}
