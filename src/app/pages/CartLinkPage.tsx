import { useLocale, useLocalePath, useMessages, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CART_LINK_PARAM, cartFromLink, parseCartLink, type Product } from '../../domain/index.ts';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { preloadCartDrawer, useCart } from '../../features/cart/index.ts';
import { CatalogError, useCatalog } from '../../features/catalog/index.ts';
import { PageLayout } from '../../features/layout/index.ts';

const NO_PRODUCTS: readonly Product[] = [];

/**
 * `/cart?items=…`, the cart link a quick chat message ends with (src/domain/cartLink.ts): once
 * the whole catalogue is here, the page reads the link against it (`cartFromLink`: its code loads
 * with this page, not at start-up) and the link's cart replaces this browser's cart (the cart
 * machine's OPEN_LINK says in a toast what was left out or cut), and the shop opens with the cart drawer
 * showing it. A damaged link does the same with an empty cart and a notice, never an error page.
 */
export default function CartLinkPage() {
  const [params] = useSearchParams();
  const items = params.get(CART_LINK_PARAM);
  const { catalog, complete, status, retry, loadAll } = useCatalog();
  const cart = useCart();
  const navigate = useNavigate();
  const opened = useRef(false);
  const { titles } = useMessages();
  const text = useScreenMessages('cartLink');
  const locale = useLocale();
  const toLocale = useLocalePath();
  // A damaged link needs no catalogue to be read as one.
  const products = parseCartLink(items) === null ? NO_PRODUCTS : complete ? catalog?.products : undefined;
  // The drawer opens the moment the catalogue is here: its code downloads alongside the catalogue,
  // not after it (on a busy phone the two one after the other took over 30 s).
  useEffect(() => preloadCartDrawer(locale), [locale]);
  // A link's products may be any of the shop's: a page's part of the catalogue is not enough.
  useEffect(() => {
    if (status === 'ready' && !complete) loadAll();
  }, [status, complete, loadAll]);

  useEffect(() => {
    if (opened.current || !products) return;
    opened.current = true;
    cart.actor.send({ type: 'OPEN_LINK', outcome: cartFromLink(locale, items, products) });
    navigate(toLocale('/'), { replace: true });
    cart.open();
  }, [products, items, cart, navigate, toLocale, locale]);

  return (
    <PageLayout mode="home" title={titles.cartLink}>
      {status === 'failed' ? <CatalogError onRetry={retry} /> : <LoadingState message={text.openingCart} />}
    </PageLayout>
  );
}
