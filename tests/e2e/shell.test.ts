import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole } from '../support/browser.ts';
import { stackInfo } from '../support/clients.ts';

describe('app shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens / and shows the shop with no console error', async () => {
    const page = await browser.newPage();
    const { problems } = watchConsole(page);
    await page.goto(stackInfo().appUrl!, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor({ state: 'visible' });
    expect(await page.title()).toMatch(/MOMobel/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
