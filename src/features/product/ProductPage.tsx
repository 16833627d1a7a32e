import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productPageMachine, selectProductPageView } from '../../../machines/productPage.ts';
import { selectSelectedVariant, variantSelectionMachine } from '../../../machines/variantSelection.ts';
import { fetchProduct, fetchRelatedProducts } from '../../data/catalog.ts';
import { formatPrice, productImages, productPageCartAction, relatedProducts, VARIANT_QUERY_KEY, variantFromQuery, type Product } from '../../domain/index.ts';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { showToast } from '../../components/ui/toast.ts';
import { useActorEvents } from '../../components/ui/useActorEvents.ts';
import { PageLayout } from '../layout/index.ts';
import { useCatalog } from '../catalog/index.ts';
import { useCart } from '../cart/index.ts';
import { ProductInquiryButtons } from '../chat/index.ts';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductPurchase, type ProductChoiceActor } from './ProductPurchase.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';
import { productText } from './text.ts';
import { PageNotice } from '../../components/ui/PageNotice.tsx';

/**
 * /item/{id}: the product (from the loaded catalogue at once, then the fresh read), gallery,
 * description, variant and quantity choice, chat inquiry, details and related products.
 * Loading, not found and a failed read (with Retry) are states of the productPage machine.
 */
export default function ProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  // A shared link (`?variant=<id>`) opens the page on the variant the sender was looking at.
  const [searchParams] = useSearchParams();
  const linkedVariantId = useRef<string | null>(null);
  linkedVariantId.current = searchParams.get(VARIANT_QUERY_KEY);
  const navigationType = useNavigationType();
  const { catalog, complete, partFor } = useCatalog();
  const cart = useCart();
  // The catalogue knows a product's related products when it is whole, or when it is the part a
  // prerendered page embedded for this very product.
  const knownProducts = catalog && (complete || partFor === `/item/${id}`) ? catalog.products : null;
  const knownRef = useRef(knownProducts);
  knownRef.current = knownProducts;
  const catalogRef = useRef(catalog);
  catalogRef.current = catalog;

  const page = useActorRef(
    productPageMachine.provide({
      actors: {
        loadProduct: fromPromise(({ input }) => fetchProduct(input.id)),
        loadRelated: fromPromise(async ({ input }) => {
          const products = knownRef.current ?? (await fetchRelatedProducts(input.product));
          return relatedProducts(input.product, products);
        }),
      },
    }),
    // The first render already shows the product when the catalogue has it (embedded in a
    // prerendered page, or loaded by an earlier page), and a prerendered page must match it.
    { input: { productId: id, cached: catalog?.products.find((candidate) => candidate.id === id) ?? null } },
  );
  const view = useSelector(page, selectProductPageView);
  const product = useSelector(page, (s) => s.context.product);
  const fetchedRelated = useSelector(page, (s) => s.context.related);

  const choice = useActorRef(variantSelectionMachine, { input: { mode: 'productPage' } });
  const variant = useSelector(choice, selectSelectedVariant);

  // A new item: back to the top, a fresh read (showing the catalogue's copy meanwhile).
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only when the item changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  useEffect(() => {
    // The first item came with the machine's input; a later one (a related product) is a LOAD.
    if (page.getSnapshot().context.productId === id) return;
    page.send({ type: 'LOAD', id, cached: catalogRef.current?.products.find((candidate) => candidate.id === id) ?? null });
  }, [id, page]);
  useEffect(() => {
    const cached = catalog?.products.find((candidate) => candidate.id === id);
    if (cached) page.send({ type: 'SEED', product: cached });
  }, [catalog, id, page]);

  // The choice follows the product: a new item starts over (no variant, quantity 1); a fresher
  // copy of the same item keeps what the shopper chose.
  useEffect(() => {
    if (product) syncChoice(choice, product, linkedVariantId.current);
  }, [product, choice]);

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

  const related = useMemo(
    () => (product && knownProducts ? relatedProducts(product, knownProducts) : fetchedRelated),
    [product, knownProducts, fetchedRelated],
  );
  const images = useMemo(() => (product ? productImages(product, variant) : []), [product, variant]);

  const title = view === 'product' ? product?.name : view === 'notFound' ? productText.notFoundTitle : undefined;

  return (
    <PageLayout mode="product" title={title}>
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
        {view === 'loading' && <LoadingState message={productText.loading} />}

        {view === 'notFound' && (
          <PageNotice title={productText.notFoundTitle} text={productText.notFoundText}>
            <Link to="/" className="text-primary underline underline-offset-4">
              {productText.backToShop}
            </Link>
          </PageNotice>
        )}

        {view === 'failed' && (
          <PageNotice alert title={productText.failedTitle} text={productText.failedText}>
            <Button onClick={() => page.send({ type: 'RETRY' })}>{productText.retry}</Button>
          </PageNotice>
        )}

        {view === 'product' && product && (
          <>
            <nav aria-label="Breadcrumb" className="mb-4 text-sm text-stone-600">
              <ol className="flex flex-wrap items-center gap-1">
                <li>
                  <Link to="/" className="hover:text-primary hover:underline">
                    {productText.breadcrumbShop}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>{product.category}</li>
              </ol>
            </nav>
            <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
              <div className="md:sticky md:top-24 md:self-start">
                <ProductGallery key={`${product.id}:${variant?.id ?? ''}`} images={images} photos={product.photos} name={product.name} />
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                <h1 className="text-2xl font-semibold leading-tight sm:text-3xl">{product.name}</h1>
                <ProductPurchase product={product} actor={choice} inCart={cartAction?.kind === 'update' || cartAction?.label === 'update'}>
                  {product.description && <Markdown className="text-stone-700">{product.description}</Markdown>}
                </ProductPurchase>
                <div>
                  <p className="mb-2 text-sm text-stone-600">{productText.askAbout}</p>
                  <ProductInquiryButtons product={product} variant={variant} />
                </div>
                <ProductDetails product={product} />
              </div>
            </div>
            <RelatedProducts products={related} />
          </>
        )}
      </div>
    </PageLayout>
  );
}

function ProductDetails({ product }: { product: Product }) {
  return (
    <section aria-labelledby="product-details-heading" className="rounded-xl border border-stone-200 p-4">
      <h2 id="product-details-heading" className="mb-3 font-semibold">
        {productText.detailsTitle}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone-600">{productText.category}</dt>
        <dd>{product.category}</dd>
        {product.size && (
          <>
            <dt className="text-stone-600">{productText.size}</dt>
            <dd>{product.size}</dd>
          </>
        )}
        <dt className="text-stone-600">{productText.basePrice}</dt>
        <dd className="tabular-nums">{formatPrice(product.price)}</dd>
      </dl>
    </section>
  );
}

/**
 * Hands the product to the variant-selection machine. Another item: OPEN (which resets the
 * choice, quantity and error). The same item in a fresher copy (the live read after the
 * catalogue's): nothing when it is the same data; otherwise OPEN with it, then the shopper's
 * variant and quantity again, so prices and stock are current without losing the choice. (The machine has no "replace product" event; this is
 * that event, composed from the ones it has.) Another item opens on the variant its link names, if any.
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
