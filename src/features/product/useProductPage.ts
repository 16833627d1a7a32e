import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productPageMachine, selectProductPageView, selectRelatedProducts } from '../../../machines/productPage.ts';
import { selectSelectedVariant, variantSelectionMachine } from '../../../machines/variantSelection.ts';
import { fetchProduct, fetchRelatedProducts } from '../../data/catalog.ts';
import { productPageCartAction, relatedProducts, VARIANT_QUERY_KEY, variantFromQuery, type Product } from '../../domain/index.ts';
import { showToast } from '../../components/ui/toast.ts';
import { useActorEvents } from '../../components/ui/useActorEvents.ts';
import { useCatalog } from '../catalog/index.ts';
import { useCart } from '../cart/index.ts';
import { useLocale } from '../../components/ui/PageLocale.tsx';
import type { ProductChoiceActor } from './ProductPurchase.tsx';

/** Reads the related products from the server only when the page knows no catalogue to take them from. */
const loadRelated = fromPromise<Product[], { product: Product; known: readonly Product[] | null }>(async ({ input }) =>
  relatedProducts(input.product, input.known ?? (await fetchRelatedProducts(input.product))),
);
const loadProduct = fromPromise<Product | null, { id: string }>(({ input }) => fetchProduct(input.id));
const pageMachine = productPageMachine.provide({ actors: { loadProduct, loadRelated } });

/**
 * The product page's state, wired to the app: the productPage machine (the product, its fresh
 * read, related products) fed from the catalogue, and the variant-selection machine for the
 * shopper's choice, kept in step with the product and the cart.
 */
export type ProductPageState = ReturnType<typeof useProductPage>;

export function useProductPage(id: string) {
  const navigationType = useNavigationType();
  // A shared link (`?variant=<id>`) opens the page on the variant the sender was looking at.
  const [searchParams] = useSearchParams();
  const linkedVariantId = searchParams.get(VARIANT_QUERY_KEY);
  const { catalog, complete, partFor } = useCatalog();
  const cart = useCart();
  // The catalogue knows a product's related products when it is whole, or when it is the part a
  // prerendered page embedded for this very product.
  const known = catalog && (complete || partFor === `/item/${id}`) ? catalog.products : null;
  const cached = catalog?.products.find((candidate) => candidate.id === id) ?? null;

  // The first render already shows the product when the catalogue has it (embedded in a
  // prerendered page, or loaded by an earlier page), and a prerendered page must match it.
  const page = useActorRef(pageMachine, { input: { productId: id, cached, known } });
  const view = useSelector(page, selectProductPageView);
  const product = useSelector(page, (s) => s.context.product);
  const related = useSelector(page, selectRelatedProducts);

  // The choice starts on the product the first render shows (a prerendered page's): an OPEN
  // from the mount effect re-rendered the purchase box synchronously, a long task as the page
  // hydrated. A shared link's variant is chosen from a mount effect below.
  const choice = useActorRef(variantSelectionMachine(), { input: { mode: 'productPage', product, locale: useLocale() } });
  const variant = useSelector(choice, selectSelectedVariant);

  // A new item: back to the top.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only when the item changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  // Another item (a related product) shows the catalogue's copy, or is read when the catalogue
  // lacks it; the same item follows the catalogue's copy as the catalogue's changes arrive.
  useEffect(() => {
    const shown = page.getSnapshot().context;
    if (shown.productId !== id) page.send({ type: 'LOAD', id, cached });
    else if (cached) page.send({ type: 'SEED', product: cached });
    // The catalogue no longer has the product it showed (removed since the build): ask the
    // database, which answers not found if it is gone.
    else if (shown.product && catalog && (complete || partFor === `/item/${id}`)) page.send({ type: 'LOAD', id, cached: null });
  }, [cached, id, page, catalog, complete, partFor]);
  useEffect(() => {
    page.send({ type: 'KNOWN_PRODUCTS', products: known });
  }, [known, page]);

  // A shared link's variant on the product the choice started with, chosen once mounted (the
  // prerendered HTML, the same for every link, shows none); another item's in syncChoice.
  useEffect(() => {
    const { context } = choice.getSnapshot();
    const linked = context.product && context.variantId === null ? variantFromQuery(context.product, linkedVariantId) : null;
    if (linked) choice.send({ type: 'SELECT_VARIANT', variantId: linked.id });
    // Once, for the product the page opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice]);
  // The choice follows the product: a new item starts over (no variant, quantity 1); a fresher
  // copy of the same item keeps what the shopper chose.
  useEffect(() => {
    if (product) syncChoice(choice, product, linkedVariantId);
  }, [product, choice, linkedVariantId]);

  // The stepper starts at the quantity the cart holds for the chosen variant, and goes back to 1
  // when the choice moves to a variant the cart does not hold.
  const cartAction = product ? productPageCartAction(cart.lines, product, variant) : null;
  const lineKey = cartAction?.kind === 'update' ? cartAction.key : null;
  const lineQuantity = cartAction?.kind === 'update' ? cartAction.line.quantity : null;
  const stepperFromLine = useRef(false);
  useEffect(() => {
    if (lineQuantity !== null) choice.send({ type: 'SET_QUANTITY', quantity: lineQuantity });
    else if (stepperFromLine.current) choice.send({ type: 'SET_QUANTITY', quantity: 1 });
    stepperFromLine.current = lineQuantity !== null;
  }, [lineKey, lineQuantity, choice]);

  useActorEvents(choice, {
    // The line already in the cart for this choice is set to the chosen quantity; a new choice is added.
    'variant.add': ({ product: item, variant: chosen, quantity }) => {
      const action = productPageCartAction(cart.lines, item, chosen);
      if (action.kind === 'update') cart.updateQuantity(action.key, quantity);
      else cart.add(item, chosen, quantity);
    },
    'variant.required': ({ toast }) => showToast(toast),
  });

  return {
    view,
    product,
    related,
    choice,
    variant,
    inCart: cartAction?.kind === 'update' || cartAction?.label === 'update',
    retry: () => page.send({ type: 'RETRY' }),
  };
}

/**
 * Hands the product to the variant-selection machine. Another item: OPEN (which resets the
 * choice, quantity and error). The same item in a fresher copy (the live read after the
 * catalogue's): nothing when it is the same data; otherwise OPEN with it, then the shopper's
 * variant and quantity again, so prices and stock are current without losing the choice. (The
 * machine has no "replace product" event; this is that event, composed from the ones it has.)
 * Another item opens on the variant its link names, if any.
 */
function syncChoice(actor: ProductChoiceActor, product: Product, linkedVariantId: string | null): void {
  const { context } = actor.getSnapshot();
  if (context.product === product) return;
  const sameItem = context.product?.id === product.id;
  // The live read usually confirms the catalogue's copy: then nothing changes, not even an error shown.
  if (sameItem && JSON.stringify(context.product) === JSON.stringify(product)) return;
  const { variantId, quantity } = context;
  actor.send({ type: 'OPEN', product });
  if (!sameItem) {
    const linked = variantFromQuery(product, linkedVariantId);
    if (linked) actor.send({ type: 'SELECT_VARIANT', variantId: linked.id });
    return;
  }
  if (variantId) actor.send({ type: 'SELECT_VARIANT', variantId });
  if (quantity !== 1) actor.send({ type: 'SET_QUANTITY', quantity });
}
