/**
 * The early-tap hand-over (docs/decisions/0004-early-taps-kept-and-replayed.md): the inline script of index.html, run as the browser
 * runs it, queues taps on `data-replay` controls until the page answers, once per control at its
 * latest tap, and replayEarlyTaps hands each one to its control once.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnEarlyTap, markPageInteractive, replayEarlyTaps } from '../../../src/components/ui/earlyTaps.ts';

const inlineScript = /<script>(\(function\(d,q\)[\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1]!;

function control(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.getElementById('main')!.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const pendingRule = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');


/**
 * A page's frame (its `attributes`) around #main, with the cart icon in the header and a card's
 * Add to Cart in a listing still hydrating (HydrateAfterPage).
 */
function frameAroundHydratingListing(attributes: string): { cart: HTMLButtonElement; card: HTMLButtonElement } {
  document.body.innerHTML = `<div ${attributes}><header></header><main id="main"><div data-hydrating=""></div></main></div>`;
  const cart = document.createElement('button');
  cart.dataset.replay = 'cart';
  document.querySelector('header')!.append(cart);
  const card = document.createElement('button');
  card.dataset.replay = 'add-to-cart:02';
  document.querySelector('[data-hydrating]')!.append(card);
  return { cart, card };
}

describe('taps before the page answers', () => {
  /** The script's listeners on the shared test document, taken off after each test with its queue. */
  let scriptListeners: Parameters<Document['addEventListener']>[] = [];
  beforeEach(() => {
    document.body.innerHTML = '<main id="main"></main>';
    const addEventListener = document.addEventListener.bind(document);
    const spy = vi.spyOn(document, 'addEventListener').mockImplementation((...listener: Parameters<Document['addEventListener']>) => {
      scriptListeners.push(listener);
      addEventListener(...listener);
    });
    // The browser runs it in the page's head, before anything can be tapped.
    new Function(inlineScript)();
    spy.mockRestore();
  });
  afterEach(() => {
    for (const listener of scriptListeners) document.removeEventListener(...listener);
    scriptListeners = [];
    document.head.innerHTML = '';
    delete window.earlyTaps;
  });

  it('queues a control tapped twice once, marks it pending, and replays one click once the page answers', async () => {
    const add = control('<button type="button" data-replay="add-to-cart"><span>Add to Cart</span></button>');
    const onClick = vi.fn();
    add.addEventListener('click', onClick);
    // What React would hear: the queued tap must not reach it too.
    const reactRoot = vi.fn();
    document.getElementById('main')!.addEventListener('click', reactRoot);

    add.querySelector('span')!.click();
    add.click();
    expect(window.earlyTaps!.map((tap) => tap.key)).toEqual(['add-to-cart']);
    expect(pendingRule()).toContain('[data-replay="add-to-cart"]');
    expect(reactRoot).not.toHaveBeenCalled();

    document.getElementById('main')!.setAttribute('data-interactive', '');
    onClick.mockClear();
    await replayEarlyTaps();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.earlyTaps).toHaveLength(0);
    expect(pendingRule()).toBe('');

    // Once the page answers, taps go straight through.
    add.click();
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(window.earlyTaps).toHaveLength(0);
  });

  it('replays in the order of each control’s latest tap, a select with the option chosen, on the control now bearing the key', async () => {
    const order: string[] = [];
    const variant = control('<select data-replay="variant"><option value="">Choose</option><option value="a">A</option><option value="b">B</option></select>') as HTMLSelectElement;
    control('<button type="button" data-replay="add-to-cart">Add</button>');
    const untracked = vi.fn();
    control('<button type="button" id="plain">Plain</button>').addEventListener('click', untracked);

    variant.value = 'a';
    variant.dispatchEvent(new Event('change', { bubbles: true }));
    document.querySelector<HTMLElement>('[data-replay="add-to-cart"]')!.click();
    variant.value = 'b';
    variant.dispatchEvent(new Event('change', { bubbles: true }));
    document.getElementById('plain')!.click();
    expect(untracked).toHaveBeenCalledTimes(1);
    expect(window.earlyTaps!.map((tap) => [tap.key, tap.value])).toEqual([
      ['add-to-cart', null],
      ['variant', 'b'],
    ]);

    // A page rendered afresh: new elements with the same keys.
    document.getElementById('main')!.innerHTML = '';
    const freshVariant = control('<select data-replay="variant"><option value="">Choose</option><option value="a">A</option><option value="b">B</option></select>');
    const freshAdd = control('<button type="button" data-replay="add-to-cart">Add</button>');
    freshVariant.addEventListener('change', (event) => order.push(`variant ${(event.target as HTMLSelectElement).value}`));
    freshAdd.addEventListener('click', () => order.push('add'));
    document.getElementById('main')!.setAttribute('data-interactive', '');
    await replayEarlyTaps();
    expect(order).toEqual(['add', 'variant b']);
  });

  it('queues a tap made after the page answers while earlier taps are still being handed over, behind them, so it cannot overtake them', async () => {
    const order: string[] = [];
    const variant = control('<select data-replay="variant"><option value="">Choose</option><option value="a">A</option></select>') as HTMLSelectElement;
    const add = control('<button type="button" data-replay="add-to-cart">Add</button>');
    variant.addEventListener('change', () => order.push(`variant ${variant.value}`));
    add.addEventListener('click', () => order.push('add'));

    variant.value = 'a';
    variant.dispatchEvent(new Event('change', { bubbles: true }));
    document.getElementById('main')!.setAttribute('data-interactive', '');
    const handedOver = replayEarlyTaps();
    // The page has answered, the chosen variant is not handed over yet: Add to Cart waits its turn.
    add.click();
    expect(order).toEqual([]);
    expect(window.earlyTaps!.map((tap) => tap.key)).toEqual(['variant', 'add-to-cart']);
    await handedOver;
    expect(order).toEqual(['variant a', 'add']);

    add.click();
    expect(order).toEqual(['variant a', 'add', 'add']);
  });

  it("keeps a select's input event from React until the page answers: React, hearing it mid-hydration, would hydrate at once and set the choice back", async () => {
    const variant = control('<select data-replay="variant"><option value="">Choose</option><option value="a">A</option></select>') as HTMLSelectElement;
    const search = control('<input type="search" data-replay="search-field">') as HTMLInputElement;
    const reactRoot = vi.fn();
    document.getElementById('main')!.addEventListener('input', reactRoot);

    // A choice, as the browser reports it: input, then change.
    variant.value = 'a';
    variant.dispatchEvent(new Event('input', { bubbles: true }));
    variant.dispatchEvent(new Event('change', { bubbles: true }));
    expect(reactRoot).not.toHaveBeenCalled();
    expect(window.earlyTaps!.map((tap) => [tap.key, tap.value])).toEqual([['variant', 'a']]);
    // Typing is not a tap: a text field's input goes on to React as before.
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(reactRoot).toHaveBeenCalledTimes(1);

    document.getElementById('main')!.setAttribute('data-interactive', '');
    await replayEarlyTaps();
    variant.dispatchEvent(new Event('input', { bubbles: true }));
    expect(reactRoot).toHaveBeenCalledTimes(2);
  });

  it("loads a control's code for a tap queued before the app ran, and for each tap or finger after, through the page's own preload too", () => {
    const pagePreload = vi.fn();
    window.earlyTaps!.preload = pagePreload;
    const cart = control('<button type="button" data-replay="cart">Cart</button>');
    const menu = control('<button type="button" data-replay="menu">Menu</button>');
    cart.click();
    expect(pagePreload).toHaveBeenCalledWith('cart');

    const load = { cart: vi.fn(), menu: vi.fn() };
    loadOnEarlyTap(load);
    expect(load.cart).toHaveBeenCalledTimes(1);
    expect(load.menu).not.toHaveBeenCalled();

    menu.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load.menu).toHaveBeenCalledTimes(1);
    expect(pagePreload).toHaveBeenLastCalledWith('menu');
  });
  it('lets a tap through to the hydrated frame while a part below still hydrates, and holds the taps on that part, and every tap after, until it has', async () => {
    // The page's frame around #main, as PageLayout renders it; the listing hydrates later (HydrateAfterPage).
    const { cart, card } = frameAroundHydratingListing('id="frame"');
    const clicks: string[] = [];
    for (const button of [cart, card]) button.addEventListener('click', () => clicks.push(button.dataset.replay!));

    // Tapped before anything answered: the card, then the cart.
    card.click();
    cart.click();
    expect(clicks).toEqual([]);

    // The frame has hydrated, the listing has not: the card's tap waits, and the cart's behind it.
    document.getElementById('frame')!.setAttribute('data-interactive', '');
    markPageInteractive();
    await replayEarlyTaps();
    expect(clicks).toEqual([]);
    expect(document.querySelector('#main[data-interactive]')).toBeNull();

    // The listing has hydrated: both, in the order tapped, and the whole page answers.
    document.querySelector('[data-hydrating]')!.removeAttribute('data-hydrating');
    markPageInteractive();
    await replayEarlyTaps();
    expect(clicks).toEqual(['add-to-cart:02', 'cart']);
    expect(document.querySelector('#main[data-interactive]')).not.toBeNull();

    // With nothing queued, a tap on the cart goes straight to the page: none is queued.
    cart.click();
    expect(window.earlyTaps).toHaveLength(0);
    expect(clicks).toEqual(['add-to-cart:02', 'cart', 'cart']);
  });

  it('lets a tap on the hydrated frame straight through while a part below still hydrates', () => {
    const { cart, card } = frameAroundHydratingListing('data-interactive=""');
    const heard = vi.fn();
    cart.addEventListener('click', heard);

    card.click();
    expect(window.earlyTaps!.map((tap) => tap.key)).toEqual(['add-to-cart:02']);
    window.earlyTaps!.length = 0;
    cart.click();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(window.earlyTaps).toHaveLength(0);
  });
});

describe('pageInteractive', () => {
  it('settles once no part of the page is left hydrating, not when the frame alone has', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/components/ui/earlyTaps.ts');
    document.body.innerHTML = '<main id="main"><div data-hydrating=""></div></main>';
    let settled = false;
    void fresh.pageInteractive.then(() => {
      settled = true;
    });
    fresh.markPageInteractive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);

    document.querySelector('[data-hydrating]')!.removeAttribute('data-hydrating');
    fresh.markPageInteractive();
    await fresh.pageInteractive;
    expect(document.querySelector('#main[data-interactive]')).not.toBeNull();
  });
});
