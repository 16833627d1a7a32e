/**
 * `npm run bench:offline`: the service worker's budgets (docs/decisions/0034-offline-shop.md), on the production build.
 *
 *   firstVisit   bytes the first visit to / downloads until the page has answered (the page's own
 *                requests), and the start-up JavaScript among them (gzip on the wire); then what
 *                the worker downloads for its precache in the background after load
 *   returnVisit  bytes from the network for a second visit to / (budget ≤ 10 KB): what neither
 *                the worker nor the HTTP cache answered
 *   offlineOpen  a product page seen before, opened with the line cut: ms to its heading and to
 *                the page answering (budget < 1,000 ms to the heading)
 *
 * Starts a throwaway stack serving the build (~1–2 min), or measures `--url=<origin>` of one
 * already running. A script, not a test: it prints the figures and whether each budget holds.
 */
import { parseArgs } from 'node:util';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { startThrowawayStack } from './throwawayStack.ts';

const FEATURED_ITEM = '30000000-0000-4000-8000-000000000001';
const RETURN_VISIT_BUDGET_BYTES = 10 * 1024;
const OFFLINE_OPEN_BUDGET_MS = 1000;

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const stack = values.url ? null : await startThrowawayStack('momobel-bench-offline-', { app: 'preview', ephemeral: true, orderEmailSweepSeconds: 0 });
const origin = values.url ?? stack!.info.appUrl!;

/** Every request the context makes from now on (the page's and the worker's), with its bytes on the wire. */
function countBytes(context: BrowserContext) {
  const finished: Promise<{ url: string; bytes: number; network: boolean; byWorker: boolean; type: string }>[] = [];
  const onFinished = (request: Request) => {
    finished.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          url: request.url().replace(origin, ''),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          network: !(response?.fromServiceWorker() ?? false),
          byWorker: request.serviceWorker() !== null,
          type: request.resourceType(),
        };
      })(),
    );
  };
  context.on('requestfinished', onFinished);
  return async () => {
    context.off('requestfinished', onFinished);
    return Promise.all(finished);
  };
}

async function untilAnswering(page: Page) {
  await page.locator('#main[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
}

const sum = (rows: { bytes: number }[]) => rows.reduce((total, row) => total + row.bytes, 0);
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  // First visit.
  let stop = countBytes(context);
  const first = await context.newPage();
  await first.goto(`${origin}/`);
  await untilAnswering(first);
  const firstRows = await stop();
  stop = countBytes(context);
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await first.waitForTimeout(3000);
  const precacheRows = (await stop()).filter((row) => row.byWorker);
  // A product page seen once, for the offline open below.
  const product = await context.newPage();
  await product.goto(`${origin}/item/${FEATURED_ITEM}`);
  await untilAnswering(product);
  await product.waitForTimeout(1500);
  await product.close();
  await first.close();

  // Return visit.
  stop = countBytes(context);
  const again = await context.newPage();
  await again.goto(`${origin}/`);
  await untilAnswering(again);
  await again.waitForTimeout(2000);
  const returnRows = (await stop()).filter((row) => row.network);
  await again.close();

  // Offline open.
  await context.setOffline(true);
  const offline = await context.newPage();
  const started = Date.now();
  await offline.goto(`${origin}/item/${FEATURED_ITEM}`);
  await offline.getByRole('heading', { level: 1 }).waitFor();
  const toHeading = Date.now() - started;
  await untilAnswering(offline);
  const toAnswering = Date.now() - started;

  const startupJs = firstRows.filter((row) => row.type === 'script' && !row.byWorker);
  const report = {
    firstVisit: { bytes: sum(firstRows), kb: kb(sum(firstRows)), scriptKb: kb(sum(startupJs)), scripts: startupJs.map((row) => row.url) },
    precache: { requests: precacheRows.length, kb: kb(sum(precacheRows)) },
    returnVisit: {
      bytes: sum(returnRows),
      kb: kb(sum(returnRows)),
      requests: returnRows.map((row) => `${row.url} ${row.bytes} B${row.byWorker ? ' (worker)' : ''}`),
      withinBudget: sum(returnRows) <= RETURN_VISIT_BUDGET_BYTES,
    },
    offlineOpen: { toHeadingMs: toHeading, toAnsweringMs: toAnswering, withinBudget: toHeading < OFFLINE_OPEN_BUDGET_MS },
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  await stack?.stop();
}
