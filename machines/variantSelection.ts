/**
 * Choosing a variant and a quantity before adding to the cart. One machine for both
 * places that do it, told apart by `input.mode`:
 *
 * - 'dialog' (default), the 'Select an option' dialog: OPEN preselects the first offered variant
 *   with quantity 1; CONFIRM without a choice sets the error 'Please select an option to
 *   continue.'; CONFIRM with one emits `variant.add` and closes; a product without variants is
 *   added straight away on OPEN (the dialog never opens).
 * - 'productPage', the selector on /item/{id}: no preselection (placeholder 'Choose an option');
 *   CONFIRM without a choice sets `missingVariant`, the inline error 'Please select a variant to
 *   continue.' and emits the 'Please select a variant' toast; a choice or a successful add clears
 *   them; the page stays open after adding. OPEN again (another item) resets everything.
 *
 * The machine only asks for the add (`variant.add`); the UI forwards it to the cart machine,
 * whose stock check has the last word.
 */
import { and, assertEvent, assign, emit, setup } from 'xstate';
import { builtOnFirstUse } from './builtOnFirstUse';
import {
  clampQuantity,
  offeredVariants,
  productImages,
  requiresVariantChoice,
  unitPrice,
  variantMessages,
  type Cents,
  type Locale,
  type Product,
  type Toast,
  type Variant,
} from '../src/domain';

export type VariantSelectionMode = 'dialog' | 'productPage';

export interface VariantSelectionInput {
  mode?: VariantSelectionMode;
  /** The page's language, which the inline error and the toast speak. */
  locale: Locale;
  /**
   * Starts open on this product, as OPEN would: a page that shows the product from its first
   * render hands it over here, so no OPEN re-renders it once it has mounted.
   */
  product?: Product | null;
}

export interface VariantSelectionContext {
  mode: VariantSelectionMode;
  locale: Locale;
  product: Product | null;
  variantId: string | null;
  quantity: number;
  /** Inline error under the selector. */
  error: string | null;
  /** Product page: the selector gets a red border. */
  missingVariant: boolean;
}

export type VariantSelectionEvent =
  | { type: 'OPEN'; product: Product }
  /** null goes back to the placeholder (no choice). */
  | { type: 'SELECT_VARIANT'; variantId: string | null }
  | { type: 'SET_QUANTITY'; quantity: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type VariantSelectionEmitted =
  | { type: 'variant.add'; product: Product; variant: Variant | null; quantity: number }
  | { type: 'variant.required'; toast: Toast };

/** A product without variants skips the dialog and is added directly. */
export function addsDirectly(product: Product): boolean {
  return !requiresVariantChoice(product);
}

function selectedVariant(context: Pick<VariantSelectionContext, 'product' | 'variantId'>): Variant | null {
  return context.product?.variants.find((variant) => variant.id === context.variantId) ?? null;
}

const closedContext = { product: null, variantId: null, quantity: 1, error: null, missingVariant: false };

/** What OPEN sets: the product, quantity 1, no error, and in the dialog the first offered variant. */
function openedOn(product: Product, mode: VariantSelectionMode): Omit<VariantSelectionContext, 'mode' | 'locale'> {
  const preselected = mode === 'dialog' ? (offeredVariants(product)[0]?.id ?? null) : null;
  return { ...closedContext, product, variantId: preselected };
}

export const variantSelectionMachine = builtOnFirstUse(() =>
  setup({
    types: {
      context: {} as VariantSelectionContext,
      events: {} as VariantSelectionEvent,
      input: {} as VariantSelectionInput,
      emitted: {} as VariantSelectionEmitted,
    },
    guards: {
      /** OPEN in the dialog with a product that has no variants: add without opening. */
      addsDirectlyFromDialog: ({ context, event }) =>
        event.type === 'OPEN' && context.mode === 'dialog' && addsDirectly(event.product),
      /** A choice among the offered variants, or back to no choice. */
      isOfferedVariant: ({ context, event }) =>
        event.type === 'SELECT_VARIANT' &&
        context.product !== null &&
        (event.variantId === null || offeredVariants(context.product).some((variant) => variant.id === event.variantId)),
      hasChoice: ({ context }) =>
        context.product !== null && (addsDirectly(context.product) || selectedVariant(context) !== null),
      isDialog: ({ context }) => context.mode === 'dialog',
      /** Started with a product (`input.product`). */
      holdsProduct: ({ context }) => context.product !== null,
    },
    actions: {
      emitDirectAdd: emit(({ event }) => {
        assertEvent(event, 'OPEN');
        return { type: 'variant.add' as const, product: event.product, variant: null, quantity: 1 };
      }),
      openWith: assign(({ context, event }) => {
        assertEvent(event, 'OPEN');
        return openedOn(event.product, context.mode);
      }),
      selectVariant: assign(({ event }) => {
        assertEvent(event, 'SELECT_VARIANT');
        return { variantId: event.variantId, error: null, missingVariant: false };
      }),
      setQuantity: assign(({ context, event }) => {
        assertEvent(event, 'SET_QUANTITY');
        return { quantity: clampQuantity(event.quantity, context.quantity) };
      }),
      emitAdd: emit(({ context }) => ({
        type: 'variant.add' as const,
        product: context.product as Product,
        variant: selectedVariant(context),
        quantity: clampQuantity(context.quantity),
      })),
      clearMissing: assign({ error: null, missingVariant: false }),
      // Worded when they happen, in the page's language (they load with the page, after this module).
      flagMissingInDialog: assign({ error: ({ context }) => variantMessages(context.locale).dialogRequired }),
      flagMissingOnPage: assign({ error: ({ context }) => variantMessages(context.locale).pageInlineRequired, missingVariant: true }),
      emitRequiredToast: emit(({ context }) => ({ type: 'variant.required' as const, toast: variantMessages(context.locale).requiredToast() })),
      reset: assign(closedContext),
    },
  }).createMachine({
    id: 'variantSelection',
    context: ({ input }) => {
      const mode = input.mode ?? 'dialog';
      return { ...(input.product ? openedOn(input.product, mode) : closedContext), mode, locale: input.locale };
    },
    initial: 'closed',
    on: {
      OPEN: [
        { guard: 'addsDirectlyFromDialog', target: '.closed', actions: ['reset', 'emitDirectAdd'] },
        { target: '.open', actions: 'openWith' },
      ],
    },
    states: {
      // Only a product given as input is held while closed (every way into `closed` resets).
      closed: { always: { guard: 'holdsProduct', target: 'open' } },
      open: {
        on: {
          SELECT_VARIANT: { guard: 'isOfferedVariant', actions: 'selectVariant' },
          SET_QUANTITY: { actions: 'setQuantity' },
          CONFIRM: [
            { guard: and(['hasChoice', 'isDialog']), target: 'closed', actions: ['emitAdd', 'reset'] },
            { guard: 'hasChoice', actions: ['emitAdd', 'clearMissing'] },
            { guard: 'isDialog', actions: 'flagMissingInDialog' },
            { actions: ['flagMissingOnPage', 'emitRequiredToast'] },
          ],
          CANCEL: { target: 'closed', actions: 'reset' },
        },
      },
    },
  }),
);

// ── Selectors ─────────────────────────────────────────────────────────────────────────────────

type VariantSnapshotLike = { context: VariantSelectionContext };

export const selectSelectedVariant = (snapshot: VariantSnapshotLike): Variant | null => selectedVariant(snapshot.context);

/** The choices of the selector (out-of-stock variants are not offered). */
export const selectOfferedVariants = (snapshot: VariantSnapshotLike): Variant[] =>
  snapshot.context.product ? offeredVariants(snapshot.context.product) : [];

/** Price of the current choice (the product's own price until a variant is chosen). */
export const selectUnitPrice = (snapshot: VariantSnapshotLike): Cents | null =>
  snapshot.context.product ? unitPrice(snapshot.context.product, selectSelectedVariant(snapshot)) : null;

/** 'Add to Cart - $total' on the product page: unit price × quantity. */
export const selectChoiceTotal = (snapshot: VariantSnapshotLike): Cents | null => {
  const price = selectUnitPrice(snapshot);
  return price === null ? null : price * snapshot.context.quantity;
};

/** Gallery of the current choice: the variant's image first. */
export const selectImages = (snapshot: VariantSnapshotLike): string[] =>
  snapshot.context.product ? productImages(snapshot.context.product, selectSelectedVariant(snapshot)) : [];
