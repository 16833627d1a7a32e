/**
 * Cart and checkout in Chromium against the real local stack (seeded by supabase/seed.sql):
 * the cart drawer, the order dialog's validation, an order placed through place_order (the row
 * and its database-computed total checked with SQL), the cart cleared and the success toast,
 * discount codes (WELCOME10 applied, an unknown one refused), a checkout done with the keyboard
 * only, letters typed the moment the form shows, focus back from the dialogs, and screenshots of the drawer and the dialog at 360, 768 and 1280 px (tests/artifacts/).
 *
 * Orders use items with unlimited stock, so other suites' stock expectations are untouched.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR, CODE_ARRIVES_WITHIN_MS, launchBrowser, openWatchedPage, untilInteractive } from '../support/browser.ts';
import { fillDelivery } from '../support/checkout.ts';
import { appUrl, sql } from '../support/clients.ts';

/** 02 Bamboo Utensil Set: no variants, $14.00 on sale at $11.90, unlimited stock. */
const UTENSILS = '30000000-0000-4000-8000-000000000002';
/** 01 Glass Storage Jars: variants 500 ml ($6.50, unlimited), 1 L, 1.5 L. */
const JARS = '30000000-0000-4000-8000-000000000001';

interface OrderRow {
  id: string;
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  customer_street: string;
  customer_building: string | null;
  customer_floor: string | null;
  customer_notes: string | null;
  subtotal: string;
  delivery_fee: string;
  discount_code: string | null;
  discount_amount: string;
  total_price: string;
  status: string;
}

async function orderOf(customerName: string): Promise<OrderRow & { items: { item_id: string; variant_id: string | null; quantity: number }[] }> {
  const [order] = await sql<OrderRow>('select * from orders where customer_name = $1', [customerName]);
  if (!order) {
    // Which names did arrive: a lost or misplaced keystroke shows here.
    const latest = await sql<{ customer_name: string }>('select customer_name from orders order by created_at desc limit 5');
    throw new Error(`No order for ${customerName}; latest: ${latest.map((row) => JSON.stringify(row.customer_name)).join(', ')}`);
  }
  const items = await sql<{ item_id: string; variant_id: string | null; quantity: number }>(
    'select item_id, variant_id, quantity from order_items where order_id = $1 order by item_id',
    [order.id],
  );
  return { ...order, items };
}

/** A sliding element's box once it has stopped moving (two reads 100 ms apart agree). */
async function restingBox(element: Locator) {
  let last = await element.boundingBox();
  await expect
    .poll(async () => {
      await element.page().waitForTimeout(100);
      const now = await element.boundingBox();
      const still = now !== null && last !== null && now.y === last.y && now.x === last.x;
      last = now;
      return still;
    })
    .toBe(true);
  return last!;
}

function cartButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Cart, / });
}

function drawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
}

function checkoutDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Complete Your Order' });
}

/** A toast by its title (the modal's own toaster repeats the page's while a dialog is open). */
function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).last();
}

/**
 * Holds the order form's code (its chunk) until the returned function is called: Checkout pressed
 * meanwhile shows the dialog's loading state, and the form replaces it when the code comes. The
 * release waits until the page has asked for the code, so a renamed chunk fails the test (it
 * times out) instead of letting the form come unheld.
 */
async function holdCheckoutCode(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/CheckoutController-[^/?]*\.js(\?|$)/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return async () => {
    await askedFor;
    release();
  };
}

/** Opens a product page without waiting for its code: taps made before it are kept and replayed (docs/decisions/0004-early-taps-kept-and-replayed.md). */
async function openProduct(page: Page, id: string) {
  await page.goto(appUrl(`/item/${id}`));
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Adds the utensil set (quantity `quantity`) from its product page; `inCart` = the badge's count after. */
async function addUtensils(page: Page, quantity = 1, inCart = quantity) {
  await openProduct(page, UTENSILS);
  // Taps before the code count once per control (earlyTaps.ts): each tap on + must count here.
  if (quantity > 1) await untilInteractive(page);
  for (let i = 1; i < quantity; i += 1) {
    await page.getByRole('button', { name: 'Increase quantity of Bamboo Utensil Set' }).click();
  }
  await page.getByRole('button', { name: /^(Add to|Update) Cart - / }).click();
  await expect.poll(() => cartButton(page).getAttribute('aria-label'), { timeout: CODE_ARRIVES_WITHIN_MS }).toBe(`Cart, ${inCart} ${inCart === 1 ? 'item' : 'items'}`);
}

describe('cart and checkout', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newPage = (options: Parameters<Browser['newContext']>[0] = {}) => openWatchedPage(browser, options);

  it('places an order: drawer, validation, the order in the database, cart cleared, success toast', async () => {
    const { page, problems } = await newPage();
    await addUtensils(page, 2);

    await cartButton(page).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart (2)' });
    await cart.waitFor();
    await expect.poll(() => cart.getByTestId('cart-total').textContent()).toBe('$26.80');
    expect(await cart.getByText('Add $26.20 more for free delivery').count()).toBe(1);

    await cart.getByRole('button', { name: 'Checkout' }).click();
    const dialog = checkoutDialog(page);
    await dialog.waitFor();
    expect(await cart.isVisible()).toBe(false);
    expect(await dialog.getByTestId('checkout-total').textContent()).toBe('$26.80');

    // Required fields blank: the button says it is disabled, and pressing it says why.
    const submit = dialog.getByRole('button', { name: 'Complete Order' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await submit.click({ force: true });
    await toast(page, 'Missing Information').waitFor();
    expect(await toast(page, 'Missing Information').textContent()).toContain('Please fill in all required fields.');
    expect(await dialog.getByLabel('Full name').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');

    const name = `E2E Order ${Date.now()}`;
    await fillDelivery(dialog, name);
    await dialog.getByLabel('Building').fill('Azar Bldg');
    await dialog.getByLabel('Floor').fill('3');
    await dialog.getByLabel('Additional notes').fill('Ring twice');
    expect(await submit.getAttribute('aria-disabled')).toBeNull();
    await submit.click();

    await toast(page, 'Order Submitted!').waitFor();
    const success = await toast(page, 'Order Submitted!').textContent();
    expect(success).toContain("Thank you for your order. We can't wait for you to enjoy your MOMments!");
    expect(success).toContain('Sent via Email');
    await dialog.waitFor({ state: 'hidden' });
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, empty');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('momobel-cart') ?? '{}').lines)).toEqual([]);

    const order = await orderOf(name);
    expect(order).toMatchObject({
      customer_phone: '+961 71 234 567',
      customer_city: 'Beirut',
      customer_street: 'Hamra Street',
      customer_building: 'Azar Bldg',
      customer_floor: '3',
      customer_notes: 'Ring twice',
      subtotal: '23.80',
      delivery_fee: '3.00',
      total_price: '26.80',
      status: 'pending',
    });
    expect(order.items).toEqual([{ item_id: UTENSILS, variant_id: null, quantity: 2 }]);
    expect(success).toContain(`Order #${order.id.slice(-8)}`);

    // The drawer is empty now, with its way back to the shop.
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Shopping Cart (0)' }).getByText('Your cart is empty').waitFor();
    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it("applies WELCOME10, refuses an unknown code ('Invalid Code'), and the database agrees on the total", async () => {
    const { page, problems } = await newPage();
    await openProduct(page, JARS);
    // About the discount: the three taps on + must each count, which taps before the code do not.
    await untilInteractive(page);
    await page.getByLabel('Select Option *').selectOption({ label: '500 ml — $6.50' });
    await page.getByRole('button', { name: 'Increase quantity of Glass Storage Jars' }).click();
    await page.getByRole('button', { name: 'Increase quantity of Glass Storage Jars' }).click();
    await page.getByRole('button', { name: 'Add to Cart - $19.50' }).click();
    await addUtensils(page, 1, 4);

    await cartButton(page).click();
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    const dialog = checkoutDialog(page);
    await dialog.waitFor();
    // 3 × 6.50 + 11.90 = 31.40, delivery 3.00.
    expect(await dialog.getByTestId('checkout-total').textContent()).toBe('$34.40');

    const apply = dialog.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    const code = dialog.getByLabel('Discount code');
    await code.fill('NOT-A-CODE');
    await apply.click();
    await toast(page, 'Invalid Code').waitFor();
    expect(await toast(page, 'Invalid Code').textContent()).toContain('The discount code you entered is not valid.');

    await code.fill('WELCOME10');
    await apply.click();
    await toast(page, 'Discount Applied!').waitFor();
    expect(await dialog.getByTestId('applied-code').textContent()).toBe('WELCOME10');
    expect(await dialog.getByTestId('applied-discount').textContent()).toContain('Welcome offer: 10% off your order');
    // 10 % of 31.40 = 3.14 → 31.40 + 3.00 − 3.14 = 31.26.
    expect(await dialog.getByText('Discount (WELCOME10)').count()).toBe(1);
    expect(await dialog.getByTestId('checkout-total').textContent()).toBe('$31.26');

    const name = `E2E Discount ${Date.now()}`;
    await fillDelivery(dialog, name);
    await dialog.getByRole('button', { name: 'Complete Order' }).click();
    await toast(page, 'Order Submitted!').waitFor();

    const order = await orderOf(name);
    expect(order).toMatchObject({ discount_code: 'WELCOME10', subtotal: '31.40', discount_amount: '3.14', total_price: '31.26' });
    expect(order.items).toHaveLength(2);
    // The refused code is check_discount's HTTP 400 (DESIGN §4: the RPC raises invalid_code), which
    // Chromium itself reports in the console; the app logs nothing.
    expect(problems, problems.join('\n')).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
        expect.stringMatching(/^HTTP 400 POST .*\/rest\/v1\/rpc\/check_discount$/),
      ]),
    );
  });

  it('removing an applied code clears the box', async () => {
    const { page, problems } = await newPage();
    await addUtensils(page, 1);
    await cartButton(page).click();
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    const dialog = checkoutDialog(page);
    await dialog.getByLabel('Discount code').fill('BEIRUT3');
    await dialog.getByLabel('Discount code').press('Enter');
    await dialog.getByTestId('applied-code').waitFor();
    await dialog.getByRole('button', { name: 'Remove discount code BEIRUT3' }).click();
    await toast(page, 'Discount Removed').waitFor();
    expect(await dialog.getByLabel('Discount code').inputValue()).toBe('');
    expect(await dialog.getByTestId('checkout-total').textContent()).toBe('$14.90');
    // Escape closes the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('can be done with the keyboard only (Tab, Enter, typing)', async () => {
    const { page, problems } = await newPage();
    await page.goto(appUrl(`/item/${UTENSILS}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await untilInteractive(page);

    /** Presses Tab until the focused element's accessible name (or label) matches. */
    async function tabTo(name: RegExp, backwards = false, limit = 120) {
      const seen: string[] = [];
      for (let i = 0; i < limit; i += 1) {
        await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return '';
          const labelled = element.getAttribute('aria-label');
          const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null;
          return (labelled ?? label ?? element.textContent ?? '').trim();
        });
        if (name.test(focused)) return;
        seen.push(focused);
      }
      throw new Error(`Tab never reached ${name}; focused: ${seen.slice(0, 30).join(' | ')}`);
    }

    await tabTo(/^Add to Cart - \$11\.90$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    // The cart button is in the header, above: back there with Shift+Tab.
    await tabTo(/^Cart, 1 item$/, true);
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    await tabTo(/^Checkout$/);
    await page.keyboard.press('Enter');
    const dialog = checkoutDialog(page);
    await dialog.waitFor();

    const name = `E2E Keyboard ${Date.now()}`;
    await tabTo(/^Full name/);
    await page.keyboard.type(name);
    // Every letter is in the field (letters typed as the form appeared were lost: the next test).
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+961 3 123 456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jounieh');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Main Road');
    await tabTo(/^Complete Order$/);
    await page.keyboard.press('Enter');
    await toast(page, 'Order Submitted!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const order = await orderOf(name);
    // Jounieh is in Mount Lebanon: $11.90 + its $5.00 delivery.
    expect(order).toMatchObject({ customer_city: 'Jounieh', customer_phone: '+961 3 123 456', delivery_fee: '5.00', total_price: '16.90' });
    expect(problems).toEqual([]);
  });

  it('a name typed the moment the form shows, on a slow phone and with its code just arrived, keeps every letter', async () => {
    const { page, problems } = await newPage();
    const releaseCode = await holdCheckoutCode(page);
    let formShown!: () => void;
    const shown = new Promise<void>((resolve) => (formShown = resolve));
    await page.exposeBinding('formShown', () => formShown());

    await addUtensils(page);
    await cartButton(page).click();
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    const dialog = checkoutDialog(page);
    await dialog.getByRole('status').waitFor();
    // The shopper's finger is on the name field as it shows, and the phone is slow: its main
    // thread stays busy 400 ms longer (laying out and painting the form) while the first letters
    // come. They are handled before whatever the render left for a task of its own.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const field = document.querySelector<HTMLInputElement>('dialog input[name="name"]');
        if (!field) return;
        observer.disconnect();
        field.focus();
        (window as unknown as { formShown: () => void }).formShown();
        const busyUntil = performance.now() + 400;
        while (performance.now() < busyUntil);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await releaseCode();
    await shown;
    const name = `E2E Quick ${Date.now()}`;
    await page.keyboard.type(name);
    expect(await dialog.getByLabel('Full name').inputValue()).toBe(name);

    await dialog.getByLabel('Phone number').fill('+961 3 123 456');
    await dialog.getByLabel('City').fill('Beirut');
    await dialog.getByLabel('Street address').fill('Hamra Street');
    await dialog.getByRole('button', { name: 'Complete Order' }).click();
    await toast(page, 'Order Submitted!').waitFor();
    expect(await orderOf(name)).toMatchObject({ customer_name: name, customer_city: 'Beirut' });
    expect(problems).toEqual([]);
  });

  it('Escape closes the drawer and the focus goes back to the cart button', async () => {
    const { page, problems } = await newPage();
    await addUtensils(page, 1);
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await cartButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('Escape closes the order dialog and the focus goes back to the cart button, also when the form replaced its loading state', async () => {
    const { page, problems } = await newPage();
    const releaseCode = await holdCheckoutCode(page);
    await addUtensils(page, 1);
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).getByRole('button', { name: 'Checkout' }).focus();
    await page.keyboard.press('Enter');
    const dialog = checkoutDialog(page);
    await dialog.getByRole('status').waitFor();
    await releaseCode();
    await dialog.getByLabel('Full name').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await cartButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('on a phone the open drawer covers the page, which is not drawn meanwhile; it is still a modal, and closing it shows the page where it was', async () => {
    const { page, problems } = await newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(appUrl('/'));
    await untilInteractive(page);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const scrolled = await page.evaluate(() => window.scrollY);
    const drawn = () => page.evaluate(() => ['#main', 'footer'].map((selector) => getComputedStyle(document.querySelector(selector)!).contentVisibility));
    expect(await drawn()).toEqual(['visible', 'visible']);

    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    const cart = drawer(page);
    await cart.waitFor();
    expect(await cart.boundingBox()).toMatchObject({ x: 0, width: 360, height: 780 });
    expect(await drawn()).toEqual(['hidden', 'hidden']);
    // Still a modal: Tab never reaches the page behind (past the drawer's last control the browser's own UI has it).
    expect(await page.evaluate(() => document.querySelector('dialog[open]')!.matches(':modal'))).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await cart.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'hidden' });
    expect(await drawn()).toEqual(['visible', 'visible']);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await cartButton(page).evaluate((element) => element === document.activeElement)).toBe(true);

    // From sm up the drawer leaves part of the page in view: it stays drawn.
    await page.setViewportSize({ width: 1024, height: 780 });
    await cartButton(page).click();
    await cart.waitFor();
    expect(await drawn()).toEqual(['visible', 'visible']);
    expect(problems).toEqual([]);
  });

  it("on a phone a toast raised in the cart drawer sits over the drawer's title, off the line whose stepper was tapped", async () => {
    const { page, problems } = await newPage({ viewport: { width: 360, height: 740 } });
    await addUtensils(page, 1);
    await cartButton(page).click();
    const cart = drawer(page);
    await cart.waitFor();
    const increase = cart.getByRole('button', { name: 'Increase quantity of Bamboo Utensil Set' });
    await increase.click();
    const updated = cart.locator('[data-sonner-toast]').filter({ hasText: 'Updated Cart' });
    await updated.waitFor();
    // Where it comes to rest (it slides in for 0.4 s): above the stepper, which stays tappable.
    const stepperTop = (await increase.boundingBox())!.y;
    const resting = await restingBox(updated);
    expect(resting.y).toBeGreaterThanOrEqual(0);
    expect(resting.y + resting.height).toBeLessThanOrEqual(stepperTop);
    expect(problems).toEqual([]);
  });

  for (const width of [360, 768, 1280]) {
    it(`screenshots of the cart drawer and the order dialog at ${width} px`, async () => {
      const { page, problems } = await newPage({ viewport: { width, height: width < 768 ? 780 : 900 } });
      await openProduct(page, JARS);
      // About layout, not early taps (early-input.test.ts): the page settled, its live reads in.
      await untilInteractive(page);
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Select Option *').selectOption({ label: '1 L — $8.50' });
      await page.getByRole('button', { name: 'Add to Cart - $8.50' }).click();
      await addUtensils(page, 1, 2);
      await cartButton(page).click();
      const cart = drawer(page);
      await cart.waitFor();
      // Let the 'Added to Cart' toasts go, for a clean picture (a hovered toast stays).
      await page.mouse.move(10, 500);
      await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);
      const box = await cart.boundingBox();
      if (width < 640) expect(box?.width).toBe(width);
      else expect(box?.width).toBeLessThanOrEqual(448);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/cart-drawer-${width}.png` });

      await cart.getByRole('button', { name: 'Checkout' }).click();
      const dialog = checkoutDialog(page);
      await dialog.waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/checkout-${width}.png` });
      await dialog.getByRole('button', { name: 'Complete Order' }).click({ force: true });
      await toast(page, 'Missing Information').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/checkout-errors-${width}.png` });
      await dialog.getByLabel('Discount code').fill('BEIRUT3');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.getByTestId('applied-discount').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/checkout-discount-${width}.png` });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
    });
  }
});
