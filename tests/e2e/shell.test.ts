import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, untilInteractive, watchConsole } from '../support/browser.ts';
import { stackInfo } from '../support/clients.ts';

describe('app shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens / and the app takes over the page, with no console error', async () => {
    const page = await browser.newPage();
    const { problems } = watchConsole(page);
    await page.goto(stackInfo().appUrl!, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor({ state: 'visible' });
    expect(await page.title()).toMatch(/MOMobel/);
    // Only the running app does this: the static HTML alone would pass the checks above.
    await untilInteractive(page);
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.getByRole('dialog', { name: 'Shopping Cart (0)' }).getByText('Your cart is empty').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
