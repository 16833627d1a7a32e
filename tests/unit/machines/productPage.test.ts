import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { productPageMachine, selectProductPageView, selectRelatedProducts, type LoadProductInput, type LoadRelatedInput } from '../../../machines/productPage';
import type { Product } from '../../../src/domain';
import { makeProduct } from '../domain/fixtures';

/** A loader whose answers the test controls, one per call. */
function controlledLoader() {
  const calls: { id: string; resolve: (value: Product | null) => void; reject: (error: unknown) => void }[] = [];
  const actor = fromPromise<Product | null, LoadProductInput>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ id: input.id, resolve, reject });
      }),
  );
  return { actor, calls };
}

function start(options: { related?: (input: LoadRelatedInput) => Promise<Product[]> } = {}) {
  const loader = controlledLoader();
  const logger = { warn: vi.fn() };
  const machine = productPageMachine.provide({
    actors: {
      loadProduct: loader.actor,
      loadRelated: fromPromise(({ input }: { input: LoadRelatedInput }) => options.related?.(input) ?? Promise.resolve([])),
    },
  });
  const actor = createActor(machine, { input: { logger } }).start();
  return { actor, loader, logger, view: () => selectProductPageView(actor.getSnapshot()) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('productPage machine', () => {
  it('loads a product: loading, then the product', async () => {
    const { actor, loader, view } = start();
    const product = makeProduct({ id: 'p1' });
    actor.send({ type: 'LOAD', id: 'p1' });
    expect(view()).toBe('loading');
    expect(loader.calls.map((call) => call.id)).toEqual(['p1']);
    loader.calls[0]!.resolve(product);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toBe('product');
    expect(actor.getSnapshot().context.product).toBe(product);
    expect(actor.getSnapshot().context.fresh).toBe(true);
  });

  it('shows not found for an unknown id', async () => {
    const { actor, loader, view } = start();
    actor.send({ type: 'LOAD', id: 'nope' });
    loader.calls[0]!.resolve(null);
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(view()).toBe('notFound');
    expect(actor.getSnapshot().context.product).toBeNull();
  });

  it('shows an error on a failed read, and Retry reads again', async () => {
    const { actor, loader, view } = start();
    actor.send({ type: 'LOAD', id: 'p1' });
    loader.calls[0]!.reject(new Error('network down'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('network down');

    actor.send({ type: 'RETRY' });
    expect(view()).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loader.calls).toHaveLength(2);
    loader.calls[1]!.resolve(makeProduct({ id: 'p1' }));
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('shows a cached product at once and reads nothing: the catalogue keeps it fresh, each fresher copy a SEED', () => {
    const { actor, loader, view } = start();
    const cached = makeProduct({ id: 'p1', price: 1000 });
    const fresher = makeProduct({ id: 'p1', price: 1100 });
    actor.send({ type: 'LOAD', id: 'p1', cached });
    expect(view()).toBe('product');
    expect(actor.getSnapshot().context.product).toBe(cached);
    actor.send({ type: 'SEED', product: fresher });
    actor.send({ type: 'SEED', product: makeProduct({ id: 'other', price: 1 }) });
    expect(actor.getSnapshot().context.product).toBe(fresher);
    expect(loader.calls).toHaveLength(0);
  });

  it('a fresher copy keeps the resized pictures of the copy shown (the database has none)', () => {
    const { actor } = start();
    const photo = { base: '/img/abc', widths: [320, 480], width: 480, height: 480 };
    const cached = makeProduct({ id: 'p1', images: ['/a.jpg'], photos: { '/a.jpg': photo } });
    actor.send({ type: 'LOAD', id: 'p1', cached });
    actor.send({ type: 'SEED', product: makeProduct({ id: 'p1', price: 1100, images: ['/a.jpg', '/b.jpg'] }) });
    expect(actor.getSnapshot().context.product).toMatchObject({ price: 1100, photos: { '/a.jpg': photo } });
  });

  it('ignores a cached copy of another product', () => {
    const { actor, view } = start();
    actor.send({ type: 'LOAD', id: 'p1', cached: makeProduct({ id: 'p2' }) });
    expect(view()).toBe('loading');
  });

  it('takes a copy that arrives while loading (SEED), only for the product being loaded', () => {
    const { actor, view } = start();
    actor.send({ type: 'LOAD', id: 'p1' });
    actor.send({ type: 'SEED', product: makeProduct({ id: 'other' }) });
    expect(view()).toBe('loading');
    const seeded = makeProduct({ id: 'p1' });
    actor.send({ type: 'SEED', product: seeded });
    expect(view()).toBe('product');
    expect(actor.getSnapshot().context.product).toBe(seeded);
  });

  it('a product the catalogue dropped is read again, and becomes not found when it is gone', async () => {
    const { actor, loader, view } = start();
    actor.send({ type: 'LOAD', id: 'p1', cached: makeProduct({ id: 'p1' }) });
    expect(loader.calls).toHaveLength(0);
    actor.send({ type: 'LOAD', id: 'p1', cached: null });
    loader.calls[0]!.resolve(null);
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(view()).toBe('notFound');
  });

  it('starts over when another item is loaded, ignoring the old answer', async () => {
    const { actor, loader } = start();
    actor.send({ type: 'LOAD', id: 'p1' });
    actor.send({ type: 'LOAD', id: 'p2' });
    expect(actor.getSnapshot().context.productId).toBe('p2');
    loader.calls[0]!.resolve(makeProduct({ id: 'p1' }));
    await tick();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const second = makeProduct({ id: 'p2' });
    loader.calls[1]!.resolve(second);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.product).toBe(second);
  });

  it('loads related products once the product is known; a failure leaves none', async () => {
    const related = [makeProduct({ id: 'r1' }), makeProduct({ id: 'r2' })];
    const ok = start({ related: async () => related });
    ok.actor.send({ type: 'LOAD', id: 'p1' });
    ok.loader.calls[0]!.resolve(makeProduct({ id: 'p1' }));
    await waitFor(ok.actor, (s) => s.context.related.length === 2);
    expect(ok.actor.getSnapshot().context.related).toEqual(related);

    const failing = start({ related: async () => Promise.reject(new Error('boom')) });
    failing.actor.send({ type: 'LOAD', id: 'p1' });
    failing.loader.calls[0]!.resolve(makeProduct({ id: 'p1' }));
    await waitFor(failing.actor, (s) => s.matches('ready'));
    await tick();
    expect(failing.actor.getSnapshot().context.related).toEqual([]);
    expect(failing.logger.warn).toHaveBeenCalled();
  });

  it('takes related products from the products the page knows, and hands those to loadRelated', async () => {
    const product = makeProduct({ id: 'p1', categoryId: 'cups' });
    const sameCategory = makeProduct({ id: 'r1', categoryId: 'cups' });
    const known = [product, makeProduct({ id: 'x', categoryId: 'pans' }), sameCategory];
    const read = [makeProduct({ id: 'from-server', categoryId: 'cups' })];
    const inputs: LoadRelatedInput[] = [];
    const { actor, loader } = start({ related: async (input) => (inputs.push(input), read) });
    actor.send({ type: 'LOAD', id: 'p1' });
    loader.calls[0]!.resolve(product);
    await waitFor(actor, (s) => s.context.related.length === 1);
    // Nothing known yet: the carousel shows what loadRelated read.
    expect(inputs).toEqual([{ product, known: null }]);
    expect(selectRelatedProducts(actor.getSnapshot())).toEqual(read);

    // The catalogue arrived: its products of the same category, and loadRelated is told of them next time.
    actor.send({ type: 'KNOWN_PRODUCTS', products: known });
    expect(selectRelatedProducts(actor.getSnapshot())).toEqual([sameCategory]);
    actor.send({ type: 'LOAD', id: 'p1' });
    loader.calls[1]!.resolve(product);
    await waitFor(actor, () => inputs.length === 2);
    expect(inputs[1]).toEqual({ product, known });

    actor.send({ type: 'KNOWN_PRODUCTS', products: null });
    expect(selectRelatedProducts(actor.getSnapshot())).toEqual(read);
  });

  it('given a product id and a cached copy as input, shows it from the first snapshot and reads nothing', () => {
    const loader = controlledLoader();
    const cached = makeProduct({ id: 'p1' });
    const machine = productPageMachine.provide({ actors: { loadProduct: loader.actor } });
    const actor = createActor(machine, { input: { productId: 'p1', cached } });
    // Not started (as on the server): the cached product already shows.
    expect(selectProductPageView(actor.getSnapshot())).toBe('product');
    actor.start();
    expect(loader.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.product).toBe(cached);
  });

  it('given only a product id, starts loading it', () => {
    const loader = controlledLoader();
    const actor = createActor(productPageMachine.provide({ actors: { loadProduct: loader.actor } }), { input: { productId: 'p1' } }).start();
    expect(selectProductPageView(actor.getSnapshot())).toBe('loading');
    expect(loader.calls.map((call) => call.id)).toEqual(['p1']);
  });
  it('as the page mounts, the copy and the products it already shows change nothing: no new snapshot, the same related products', async () => {
    const cached = makeProduct({ id: 'p1', categoryId: 'cups' });
    const known = [cached, makeProduct({ id: 'r1', categoryId: 'cups' }), makeProduct({ id: 'x', categoryId: 'pans' })];
    const machine = productPageMachine.provide({ actors: { loadProduct: controlledLoader().actor } });
    const actor = createActor(machine, { input: { productId: 'p1', cached, known } }).start();
    const related = selectRelatedProducts(actor.getSnapshot());
    expect(related.map((product) => product.id)).toEqual(['r1']);
    // loadRelated answers: the carousel is the same array (a component reading it does not render again).
    await tick();
    expect(selectRelatedProducts(actor.getSnapshot())).toBe(related);

    const shown = actor.getSnapshot();
    actor.send({ type: 'SEED', product: cached });
    actor.send({ type: 'KNOWN_PRODUCTS', products: known });
    expect(actor.getSnapshot()).toBe(shown);

    // A fresher copy and other products still count.
    const fresher = makeProduct({ id: 'p1', categoryId: 'cups', price: 1100 });
    actor.send({ type: 'SEED', product: fresher });
    expect(actor.getSnapshot().context.product).toMatchObject({ price: 1100 });
    const more = [...known, makeProduct({ id: 'r2', categoryId: 'cups' })];
    actor.send({ type: 'KNOWN_PRODUCTS', products: more });
    expect(selectRelatedProducts(actor.getSnapshot()).map((product) => product.id)).toEqual(['r1', 'r2']);
  });
});
