/**
 * The language switch on a path made to lead elsewhere (issue 47 item 1): `/ar//evil.example/x`,
 * which a static host answers with the Arabic SPA fallback, must not get a header whose English
 * link is `//evil.example/x` (another site, on the shop's own page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openWatchedPage, servePagesAsAHostDoes, untilInteractive } from '../support/browser.ts';
import { appUrl } from '../support/clients.ts';

describe('the language switch', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on /ar//evil.example/x links inside the shop', async () => {
    const { context, page } = await openWatchedPage(browser);
    await servePagesAsAHostDoes(context, '/ar/', appUrl());
    await page.goto(appUrl('/ar//evil.example/x'));
    await untilInteractive(page);

    const english = page.locator('header a[hreflang="en"]');
    await english.waitFor();
    expect(await english.getAttribute('href')).toBe('/evil.example/x');
    expect(new URL((await english.evaluate((link: HTMLAnchorElement) => link.href)) as string).origin).toBe(new URL(appUrl()).origin);
    await context.close();
  });
});
