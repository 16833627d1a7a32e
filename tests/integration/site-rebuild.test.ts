/**
 * The shop follows the catalogue by itself (docs/decisions/0033-rebuild-hook.md): catalogue changes call the static
 * host's build hook once per burst, after a quiet period, retried with back-off, each call in
 * site_rebuilds; orders taking stock call nothing. The hook is a local HTTP listener, and the
 * caller is the local stack's own loop (supabase/local/site-rebuild-hook.ts) asking the same SQL
 * decision the hosted pg_cron job asks, with the schedule shortened to seconds.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSiteRebuildHook, type SiteRebuildHook } from '../../supabase/local/site-rebuild-hook.ts';
import { sql, stackInfo } from '../support/clients.ts';
import { createItem, orderPayload, placeOrderHttp } from './order-fixtures.ts';

const QUIET_SECONDS = 2;
const RETRY_BASE_SECONDS = 1;

interface Call {
  at: number;
  body: { reason: string; attempt: number };
}

let server: Server;
let hookUrl: string;
let calls: Call[] = [];
/** The statuses the hook answers, in turn; 200 once they run out. */
let answers: number[] = [];
let loop: SiteRebuildHook | null = null;
let logDir: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startLoop() {
  loop = startSiteRebuildHook({ dbUrl: stackInfo().dbUrl, hookUrl, intervalSeconds: 0.2, logFile: join(logDir, 'site-rebuild.log') });
}

async function waitForCalls(count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (calls.length < count && Date.now() < deadline) await sleep(50);
  expect(calls.length).toBe(count);
}

async function rebuilds() {
  return sql<{ reason: string; attempt: number; http_status: number | null; error: string | null; answered_at: Date | null }>(
    'select reason, attempt, http_status, error, answered_at from public.site_rebuilds order by id',
  );
}

beforeAll(async () => {
  logDir = mkdtempSync(join(tmpdir(), 'momobel-site-rebuild-'));
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ at: Date.now(), body: JSON.parse(body) });
      response.writeHead(answers.shift() ?? 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test`;
  await sql(
    `update public.site_rebuild_settings
     set quiet_seconds = $1, min_interval_seconds = 600, retry_base_seconds = $2, max_attempts = 3, answer_timeout_seconds = 30`,
    [QUIET_SECONDS, RETRY_BASE_SECONDS],
  );
});

afterAll(async () => {
  await sql('update public.site_rebuild_settings set quiet_seconds = 60, min_interval_seconds = 600, retry_base_seconds = 60, max_attempts = 5, answer_timeout_seconds = 120');
  await sql('delete from public.site_rebuild_changes');
  await sql('delete from public.site_rebuilds');
  await new Promise((resolve) => server.close(resolve));
  rmSync(logDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // Whatever earlier test files changed in the catalogue, and the rebuilds before, start afresh.
  await sql('delete from public.site_rebuild_changes');
  await sql('delete from public.site_rebuilds');
  calls = [];
  answers = [];
});

afterEach(async () => {
  await loop?.stop();
  loop = null;
});

describe('site rebuilds after catalogue changes', () => {
  it('a burst of 50 changes makes exactly one call, after the quiet period', async () => {
    const item = await createItem({ price: 10, inventory: 5 });
    await sql('delete from public.site_rebuild_changes');
    startLoop();
    // 50 transactions of their own, on one connection so the burst stays well inside the quiet period.
    const owner = new pg.Client({ connectionString: stackInfo().dbUrl });
    await owner.connect();
    let lastChange = 0;
    try {
      for (let i = 1; i <= 50; i++) {
        await owner.query('update public.items set price = $2 where id = $1', [item.id, 10 + i / 100]);
        lastChange = Date.now();
        await sleep(20);
      }
    } finally {
      await owner.end();
    }
    expect(calls).toHaveLength(0);

    await waitForCalls(1, (QUIET_SECONDS + 5) * 1000);
    expect(calls[0]!.at - lastChange).toBeGreaterThanOrEqual(QUIET_SECONDS * 1000 - 100);
    expect(calls[0]!.body).toEqual({ reason: 'items changed', attempt: 1 });
    // Later checks find nothing more to do.
    await sleep(1500);
    expect(calls).toHaveLength(1);

    const recorded = await rebuilds();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ reason: 'items changed', attempt: 1, http_status: 200, error: null });
    expect(recorded[0]!.answered_at).not.toBeNull();
    const [waiting] = await sql<{ n: string }>('select count(*) as n from public.site_rebuild_changes');
    expect(Number(waiting!.n)).toBe(0);
  });

  it('at most one new rebuild per minimum interval: changes after a rebuild wait for it', async () => {
    const item = await createItem({ price: 10 });
    startLoop();
    await waitForCalls(1, (QUIET_SECONDS + 5) * 1000);
    await sql('update public.items set name = name || $2 where id = $1', [item.id, ' (renamed)']);
    await sleep((QUIET_SECONDS + 1.5) * 1000);
    expect(calls).toHaveLength(1);
    // Once the interval is over (shortened here), the waiting change gets its rebuild.
    await sql('update public.site_rebuild_settings set min_interval_seconds = 0');
    try {
      await waitForCalls(2, 3000);
    } finally {
      await sql('update public.site_rebuild_settings set min_interval_seconds = 600');
    }
  });

  it('a failing hook is tried again with back-off, each call recorded', async () => {
    answers = [500, 503];
    await createItem({ price: 7 });
    startLoop();
    await waitForCalls(3, (QUIET_SECONDS + RETRY_BASE_SECONDS * 3 + 8) * 1000);
    expect(calls.map((call) => call.body.attempt)).toEqual([1, 2, 3]);
    // The second wait (2 × base) is longer than the first (1 × base).
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(RETRY_BASE_SECONDS * 1000 - 100);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(2 * RETRY_BASE_SECONDS * 1000 - 100);
    const recorded = await rebuilds();
    expect(recorded.map((r) => [r.attempt, r.http_status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(new Set(recorded.map((r) => r.reason))).toEqual(new Set(['items changed']));
  });

  it('a hook that cannot be reached is recorded with why, and retried', async () => {
    await sql('update public.site_rebuild_settings set max_attempts = 2');
    try {
      await createItem({ price: 7 });
      loop = startSiteRebuildHook({ dbUrl: stackInfo().dbUrl, hookUrl: 'http://127.0.0.1:9/unreachable', intervalSeconds: 0.2, logFile: join(logDir, 'site-rebuild.log') });
      const deadline = Date.now() + (QUIET_SECONDS + RETRY_BASE_SECONDS + 8) * 1000;
      while ((await rebuilds()).filter((r) => r.answered_at).length < 2 && Date.now() < deadline) await sleep(100);
      const recorded = await rebuilds();
      expect(recorded.map((r) => r.attempt)).toEqual([1, 2]);
      for (const row of recorded) {
        expect(row.http_status).toBeNull();
        expect(row.error).toBeTruthy();
      }
    } finally {
      await sql('update public.site_rebuild_settings set max_attempts = 3');
    }
  });

  it('orders taking stock, and their cancellation giving it back, call nothing', async () => {
    const plain = await createItem({ price: 4, inventory: 50 });
    const sized = await createItem({ price: 4, inventory: null, variants: [{ size: 'S', price: 4, inventory: 50 }] });
    await sql('delete from public.site_rebuild_changes');
    startLoop();
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const order = orderPayload([
        { item_id: plain.id, variant_id: null, quantity: 1 },
        { item_id: sized.id, variant_id: sized.variantIds[0]!, quantity: 2 },
      ]);
      const answer = await placeOrderHttp(order);
      expect(answer.status).toBe(200);
      placed.push(order.id);
    }
    await sql(`update public.orders set status = 'cancelled' where id = $1`, [placed[0]]);
    const [stock] = await sql<{ plain: number; sized: number }>(
      'select (select inventory from public.items where id = $1) as plain, (select inventory from public.item_variants where id = $2) as sized',
      [plain.id, sized.variantIds[0]],
    );
    expect(stock).toEqual({ plain: 46, sized: 42 });

    const [waiting] = await sql<{ n: string }>('select count(*) as n from public.site_rebuild_changes');
    expect(Number(waiting!.n)).toBe(0);
    await sleep((QUIET_SECONDS + 1) * 1000);
    expect(calls).toHaveLength(0);
    expect(await rebuilds()).toEqual([]);
  });

  it('the owner changing only stock calls nothing either; any other column counts', async () => {
    const item = await createItem({ price: 4, inventory: 5 });
    await sql('delete from public.site_rebuild_changes');
    await sql('update public.items set inventory = 9 where id = $1', [item.id]);
    expect(await sql('select table_name from public.site_rebuild_changes')).toEqual([]);
    await sql('update public.items set is_out_of_stock = true where id = $1', [item.id]);
    expect(await sql('select table_name from public.site_rebuild_changes')).toEqual([{ table_name: 'items' }]);
  });
});
