import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  addsDirectly,
  selectChoiceTotal,
  selectImages,
  selectOfferedVariants,
  selectSelectedVariant,
  selectUnitPrice,
  variantSelectionMachine,
  type VariantSelectionEmitted,
  type VariantSelectionInput,
} from '../../../machines/variantSelection';
import { makeProduct, makeVariant } from '../domain/fixtures';
import { ar } from '../../../src/i18n/ar';

function start(input: Partial<VariantSelectionInput> = {}) {
  const actor = createActor(variantSelectionMachine(), { input: { locale: 'en', ...input } });
  const events: VariantSelectionEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  return { actor, events, snapshot: () => actor.getSnapshot() };
}

const soldOut = makeVariant({ id: 'xs', size: 'XS', inventory: 0 });
const small = makeVariant({ id: 's', size: 'S', price: 1500, imageUrl: 's.jpg' });
const large = makeVariant({ id: 'l', size: 'L', price: 1800, salePrice: 1600 });
const apron = makeProduct({ name: 'Apron', price: 1000, images: ['a.jpg'], variants: [soldOut, small, large] });
const mug = makeProduct({ name: 'Mug', price: 500 });

describe('dialog mode (Select an option)', () => {
  it('opens with the first offered variant preselected, quantity 1 and no error', () => {
    const { actor, snapshot } = start();
    expect(snapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', product: apron });
    expect(snapshot().value).toBe('open');
    expect(snapshot().context).toMatchObject({ product: apron, variantId: 's', quantity: 1, error: null, missingVariant: false });
    expect(selectOfferedVariants(snapshot())).toEqual([small, large]);
  });

  it('adds a product without variants directly, without opening', () => {
    const { actor, events, snapshot } = start();
    expect(addsDirectly(mug)).toBe(true);
    expect(addsDirectly(apron)).toBe(false);
    actor.send({ type: 'OPEN', product: mug });
    expect(snapshot().value).toBe('closed');
    expect(events).toEqual([{ type: 'variant.add', product: mug, variant: null, quantity: 1 }]);
  });

  it('confirms the chosen variant and quantity, then closes', () => {
    const { actor, events, snapshot } = start();
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'SELECT_VARIANT', variantId: 'l' });
    actor.send({ type: 'SET_QUANTITY', quantity: 3 });
    actor.send({ type: 'CONFIRM' });
    expect(events).toEqual([{ type: 'variant.add', product: apron, variant: large, quantity: 3 }]);
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context).toMatchObject({ product: null, variantId: null, quantity: 1 });
  });

  it("shows 'Please select an option to continue.' when confirming without a selection; a choice clears it", () => {
    const { actor, events, snapshot } = start();
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'SELECT_VARIANT', variantId: null }); // back to the placeholder
    actor.send({ type: 'CONFIRM' });
    expect(snapshot().value).toBe('open');
    expect(snapshot().context.error).toBe('Please select an option to continue.');
    expect(snapshot().context.missingVariant).toBe(false);
    expect(events).toEqual([]);

    actor.send({ type: 'SELECT_VARIANT', variantId: 'l' });
    expect(snapshot().context.error).toBeNull();
  });

  it('preselects the first variant of a preorder product (all of them can be preordered)', () => {
    const preorder = makeProduct({ variants: [makeVariant({ id: 'p1', inventory: 0 }), makeVariant({ id: 'p2', isOutOfStock: true })] });
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN', product: preorder });
    expect(snapshot().context.variantId).toBe('p1');
  });

  it('CANCEL closes without adding', () => {
    const { actor, events, snapshot } = start();
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'CANCEL' });
    expect(snapshot().value).toBe('closed');
    expect(events).toEqual([]);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [1_000_000, 999],
    [Number.NaN, 1],
  ])('SET_QUANTITY %d → %i (minimum 1, integer, capped)', (quantity, expected) => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'SET_QUANTITY', quantity });
    expect(snapshot().context.quantity).toBe(expected);
  });

  it('does not offer or accept out-of-stock variants', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'SELECT_VARIANT', variantId: 'xs' });
    expect(snapshot().context.variantId).toBe('s');
  });

  it('ignores events while closed', () => {
    const { actor, events, snapshot } = start();
    actor.send({ type: 'SELECT_VARIANT', variantId: 's' });
    actor.send({ type: 'CONFIRM' });
    expect(snapshot().value).toBe('closed');
    expect(events).toEqual([]);
  });
});

describe('product page mode', () => {
  it('starts on the product it is given, as after OPEN: nothing chosen, and a choice or CONFIRM works at once', () => {
    const { actor, events, snapshot } = start({ mode: 'productPage', product: apron });
    expect(snapshot().value).toBe('open');
    expect(snapshot().context).toMatchObject({ product: apron, variantId: null, quantity: 1, error: null, missingVariant: false });
    actor.send({ type: 'CONFIRM' });
    expect(snapshot().context.missingVariant).toBe(true);
    actor.send({ type: 'SELECT_VARIANT', variantId: 'l' });
    actor.send({ type: 'CONFIRM' });
    expect(events.at(-1)).toEqual({ type: 'variant.add', product: apron, variant: large, quantity: 1 });
    actor.send({ type: 'OPEN', product: mug });
    expect(snapshot().context).toMatchObject({ product: mug, variantId: null });
  });

  it('does not preselect, flags a missing choice with inline error and toast, and clears it on a choice', () => {
    const { actor, events, snapshot } = start({ mode: 'productPage' });
    actor.send({ type: 'OPEN', product: apron });
    expect(snapshot().context).toMatchObject({ variantId: null, missingVariant: false, error: null });

    actor.send({ type: 'CONFIRM' });
    expect(snapshot().context).toMatchObject({ missingVariant: true, error: 'Please select a variant to continue.' });
    expect(events).toEqual([
      {
        type: 'variant.required',
        toast: { title: 'Please select a variant', description: 'You must choose an option before adding to cart.', variant: 'destructive' },
      },
    ]);

    actor.send({ type: 'SELECT_VARIANT', variantId: 'l' });
    expect(snapshot().context).toMatchObject({ variantId: 'l', missingVariant: false, error: null });
  });

  it('adds and stays open; a successful add clears the flag', () => {
    const { actor, events, snapshot } = start({ mode: 'productPage' });
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SELECT_VARIANT', variantId: 's' });
    actor.send({ type: 'SET_QUANTITY', quantity: 2 });
    actor.send({ type: 'CONFIRM' });
    expect(events.at(-1)).toEqual({ type: 'variant.add', product: apron, variant: small, quantity: 2 });
    expect(snapshot().value).toBe('open');
    expect(snapshot().context.missingVariant).toBe(false);
  });

  it('adds a product without variants from the page', () => {
    const { actor, events, snapshot } = start({ mode: 'productPage' });
    actor.send({ type: 'OPEN', product: mug });
    expect(snapshot().value).toBe('open');
    actor.send({ type: 'CONFIRM' });
    expect(events).toEqual([{ type: 'variant.add', product: mug, variant: null, quantity: 1 }]);
  });

  it('resets variant and quantity when the item changes', () => {
    const { actor, snapshot } = start({ mode: 'productPage' });
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'SELECT_VARIANT', variantId: 'l' });
    actor.send({ type: 'SET_QUANTITY', quantity: 4 });
    actor.send({ type: 'OPEN', product: mug });
    expect(snapshot().context).toMatchObject({ product: mug, variantId: null, quantity: 1 });
  });
});

describe('selectors', () => {
  it('price, total and images follow the choice', () => {
    const { actor, snapshot } = start({ mode: 'productPage' });
    expect(selectUnitPrice(snapshot())).toBeNull();
    expect(selectChoiceTotal(snapshot())).toBeNull();
    expect(selectImages(snapshot())).toEqual([]);
    expect(selectOfferedVariants(snapshot())).toEqual([]);

    actor.send({ type: 'OPEN', product: apron });
    expect(selectSelectedVariant(snapshot())).toBeNull();
    expect(selectUnitPrice(snapshot())).toBe(1000);
    expect(selectImages(snapshot())).toEqual(['a.jpg']);

    actor.send({ type: 'SELECT_VARIANT', variantId: 's' });
    actor.send({ type: 'SET_QUANTITY', quantity: 3 });
    expect(selectSelectedVariant(snapshot())).toBe(small);
    expect(selectUnitPrice(snapshot())).toBe(1500);
    expect(selectChoiceTotal(snapshot())).toBe(4500);
    expect(selectImages(snapshot())).toEqual(['s.jpg', 'a.jpg']);

    actor.send({ type: 'SELECT_VARIANT', variantId: 'l' });
    expect(selectUnitPrice(snapshot())).toBe(1600);
  });
});

describe('in the page’s language', () => {
  // The words are read when the action runs: read as the module loaded, they were English on
  // Arabic pages (the language is set after the modules load), and are not there at all since
  // each language's words load with the page.
  it('says a missing choice in Arabic on an Arabic page', () => {
    const { actor, events, snapshot } = start({ locale: 'ar' });
    actor.send({ type: 'OPEN', product: apron });
    actor.send({ type: 'SELECT_VARIANT', variantId: null });
    actor.send({ type: 'CONFIRM' });
    expect(snapshot().context.error).toBe(ar.notices.variantDialogRequired);
    expect(events).toEqual([]);
  });
});
