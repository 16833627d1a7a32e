import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { selectChosenArea, selectTerms, shopTermsMachine, type ShopTermsInput } from '../../../machines/shopTerms';
import type { ShopTerms } from '../../../src/domain';
import { DEMO_TERMS, memoryStorage } from '../domain/fixtures';

const KEY = 'momobel-cart-delivery-area';

function start(load: () => Promise<ShopTerms>, input: ShopTermsInput = {}, loadAreas: (url: string) => Promise<ShopTerms> = async () => DEMO_TERMS) {
  let reads = 0;
  const areaFiles: string[] = [];
  const machine = shopTermsMachine().provide({
    actors: {
      loadTerms: fromPromise(() => {
        reads++;
        return load();
      }),
      loadAreas: fromPromise(({ input: { url } }: { input: { url: string } }) => {
        areaFiles.push(url);
        return loadAreas(url);
      }),
    },
  });
  const actor = createActor(machine, { input: { areaStorageKey: KEY, logger: { warn: vi.fn() }, ...input } }).start();
  return { actor, reads: () => reads, areaFiles: () => areaFiles };
}

/** The terms as a prerendered page embeds them: the zones and the rate, not the areas. */
const EMBEDDED: ShopTerms = { ...DEMO_TERMS, areas: [] };
const AREAS_URL = '/assets/delivery-0123456789ab.json';

describe('the shop terms in the browser', () => {
  it('reads them at once without embedded terms', async () => {
    const { actor, reads } = start(async () => DEMO_TERMS);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTerms(actor.getSnapshot())).toBe(DEMO_TERMS);
    expect(reads()).toBe(1);
  });

  it('starts ready with what the page embedded, and reads them again on REFRESH', async () => {
    const changed: ShopTerms = { ...DEMO_TERMS, lbpPerUsd: 90_000 };
    const { actor, reads } = start(async () => changed, { initialTerms: DEMO_TERMS });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectTerms(actor.getSnapshot())).toBe(DEMO_TERMS);
    expect(reads()).toBe(0);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTerms(actor.getSnapshot())?.lbpPerUsd).toBe(90_000);
  });

  it('keeps the same object when nothing changed, and the terms it has when a read fails', async () => {
    let fail = false;
    const { actor } = start(async () => {
      if (fail) throw new Error('offline');
      return { ...DEMO_TERMS };
    }, { initialTerms: DEMO_TERMS });
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTerms(actor.getSnapshot())).toBe(DEMO_TERMS);
    fail = true;
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTerms(actor.getSnapshot())).toBe(DEMO_TERMS);
    expect(actor.getSnapshot().context.error).toBe('offline');
  });
});

describe('the delivery areas a prerendered page left out', () => {
  it('are read from the build\'s file once the cart or the checkout asks, once, and never live', async () => {
    const { actor, reads, areaFiles } = start(async () => DEMO_TERMS, { initialTerms: EMBEDDED, areasUrl: AREAS_URL });
    expect(selectTerms(actor.getSnapshot())?.areas).toEqual([]);
    expect(areaFiles()).toEqual([]);
    actor.send({ type: 'NEED_AREAS' });
    actor.send({ type: 'NEED_AREAS' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTerms(actor.getSnapshot())?.areas).toEqual(DEMO_TERMS.areas);
    actor.send({ type: 'NEED_AREAS' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(areaFiles()).toEqual([AREAS_URL]);
    expect(reads()).toBe(0);
  });

  it('give way to terms read live meanwhile, which carry their own areas', async () => {
    let arrive: (terms: ShopTerms) => void = () => {};
    const file = new Promise<ShopTerms>((resolve) => (arrive = resolve));
    const { actor } = start(async () => DEMO_TERMS, { initialTerms: EMBEDDED, areasUrl: AREAS_URL }, () => file);
    actor.send({ type: 'NEED_AREAS' });
    const live: ShopTerms = { ...DEMO_TERMS, areas: [DEMO_TERMS.areas[0]!] };
    actor.send({ type: 'TERMS_READ', terms: live });
    arrive(DEMO_TERMS);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTerms(actor.getSnapshot())).toBe(live);
  });

  it('stay missing when the file cannot be read, and are asked for again next time', async () => {
    let fail = true;
    const { actor, areaFiles } = start(async () => DEMO_TERMS, { initialTerms: EMBEDDED, areasUrl: AREAS_URL }, async () => {
      if (fail) throw new Error('offline');
      return DEMO_TERMS;
    });
    actor.send({ type: 'NEED_AREAS' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTerms(actor.getSnapshot())).toBe(EMBEDDED);
    fail = false;
    actor.send({ type: 'NEED_AREAS' });
    await waitFor(actor, (s) => s.matches('ready') && selectTerms(s)!.areas.length > 0);
    expect(selectTerms(actor.getSnapshot())?.areas).toEqual(DEMO_TERMS.areas);
    expect(areaFiles()).toEqual([AREAS_URL, AREAS_URL]);
  });
});

describe('the area the shopper chose', () => {
  it('is remembered in storage and read back on the next visit', () => {
    const storage = memoryStorage();
    const first = start(async () => DEMO_TERMS, { initialTerms: DEMO_TERMS, areaStorage: storage });
    expect(selectChosenArea(first.actor.getSnapshot())).toBeNull();
    first.actor.send({ type: 'CHOOSE_AREA', area: 'Tripoli' });
    expect(selectChosenArea(first.actor.getSnapshot())).toBe('Tripoli');
    expect(storage.getItem(KEY)).toBe('Tripoli');

    const next = start(async () => DEMO_TERMS, { initialTerms: DEMO_TERMS, areaStorage: storage });
    expect(selectChosenArea(next.actor.getSnapshot())).toBe('Tripoli');
    next.actor.send({ type: 'CHOOSE_AREA', area: null });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('survives storage that throws, for this page', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => {} };
    const logger = { warn: vi.fn() };
    const { actor } = start(async () => DEMO_TERMS, { initialTerms: DEMO_TERMS, areaStorage: broken, logger });
    actor.send({ type: 'CHOOSE_AREA', area: 'Beirut' });
    expect(selectChosenArea(actor.getSnapshot())).toBe('Beirut');
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
