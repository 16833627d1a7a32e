/**
 * `npm run bench:orders`: how many orders per second the real write path takes.
 *
 * Starts its own throwaway local stack (PostgreSQL, PostgREST, functions, gateway; no shop) on
 * free ports, with PostgreSQL's normal durable settings (fsync and synchronous commit on, unlike
 * the test clusters), adds a few unlimited-stock products and an unlimited discount code, then
 * runs N concurrent clients that each place orders back to back for a fixed time, exactly as the
 * browser does: POST <gateway>/rest/v1/rpc/place_order with the anon key and a real payload
 * (1-3 lines, variants, a quarter of them with the discount code). A short warm-up (connection
 * pool, plan caches) is not counted.
 *
 * The clients share this process with the stack's gateway and use node:http with keep-alive
 * connections, like a browser: Node's fetch() spent about 2 ms of CPU per request here, more than
 * PostgREST, and on a 2-core machine the load generator would have measured itself.
 *
 * The shop's per-address throttle is lifted (store_settings limits set to null): every client
 * here is 127.0.0.1, which the default limit of 10 orders per 10 minutes would stop at once. The
 * pre-request hook still runs on every call. What the throttle's check costs when it does count
 * is measured on its own, by calling the hook in the database as PostgREST does (limits on, 2,000
 * calls from 200 addresses, each address up to its limit), against the same calls with the
 * limits off. The order notification sweeps (e-mail and WhatsApp) are off on this stack: they
 * would be notifying the owner of the benchmark's thousands of orders on the same two cores.
 *
 * Prints orders/s, latency percentiles, the CPU each order cost PostgreSQL, PostgREST and this
 * process (gateway and clients), errors and the throttle's cost per call, and writes the same as
 * JSON to bench/out/orders.json (read by `npm run bench`). On the 2-core machine the three share,
 * orders/s is about 2,000 ms divided by the CPU per order, so that is the figure to compare when
 * other work on the machine makes orders/s jump about.
 *
 *   npm run bench:orders -- --clients 20 --duration 10 --warmup 1
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { query } from './db.ts';
import { storeConfig } from '../src/config/store.ts';
import { startThrowawayStack } from './throwawayStack.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: process.env.BENCH_CLIENTS ?? '20' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '1' },
  },
});
const clients = Math.max(1, Number(args.clients));
const durationSeconds = Math.max(1, Number(args.duration));
const warmupSeconds = Math.max(0, Number(args.warmup));
const outFile = join(dirname(fileURLToPath(import.meta.url)), 'out', 'orders.json');

const say = (line: string) => console.log(`[bench:orders] ${line}`);

interface Product {
  id: string;
  variants: string[];
}

async function createCatalogue(dbUrl: string): Promise<{ products: Product[]; code: string }> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const products: Product[] = [];
    for (let i = 0; i < 8; i++) {
      const id = randomUUID();
      await db.query(
        'insert into public.items (id, store_id, name, price, sale_price, inventory) values ($1, $2, $3, $4, $5, null)',
        [id, storeConfig.storeId, `Bench product ${i + 1}`, 4 + i * 3.5, i % 3 === 0 ? 3 + i * 3 : null],
      );
      const variants: string[] = [];
      if (i % 4 === 1) {
        for (const [index, size] of ['Small', 'Medium', 'Large'].entries()) {
          const variantId = randomUUID();
          variants.push(variantId);
          await db.query(
            'insert into public.item_variants (id, item_id, size, price, inventory, sort_order) values ($1, $2, $3, $4, null, $5)',
            [variantId, id, size, 6 + index * 2, index],
          );
        }
      }
      products.push({ id, variants });
    }
    const code = `BENCH${randomUUID().slice(0, 6).toUpperCase()}`;
    await db.query(
      `insert into public.discount_codes (store_id, code, description, discount_type, discount_value)
       values ($1, $2, 'Benchmark code: 10% off', 'percentage', 10)`,
      [storeConfig.storeId, code],
    );
    return { products, code };
  } finally {
    await db.end();
  }
}

function payload(products: Product[], code: string): unknown {
  const lines = new Map<string, { item_id: string; variant_id: string | null; quantity: number }>();
  const count = 1 + Math.floor(Math.random() * 3);
  for (let i = 0; i < count; i++) {
    const product = products[Math.floor(Math.random() * products.length)]!;
    const variant = product.variants.length ? product.variants[Math.floor(Math.random() * product.variants.length)]! : null;
    lines.set(`${product.id}/${variant}`, { item_id: product.id, variant_id: variant, quantity: 1 + Math.floor(Math.random() * 3) });
  }
  return {
    id: randomUUID(),
    customer: {
      name: 'Rania Haddad',
      phone: '+961 71 234 567',
      city: Math.random() < 0.5 ? 'Beirut' : 'Baabda',
      street: 'Hamra Street 12',
      ...(Math.random() < 0.5 ? { building: 'Azar Bldg', floor: '3', notes: 'Please call before delivering.' } : {}),
    },
    items: [...lines.values()],
    ...(Math.random() < 0.25 ? { discount_code: code } : {}),
    channel: 'web',
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main(): Promise<void> {
  say('starting a throwaway stack (durable PostgreSQL settings)…');
  const stack = await startThrowawayStack('momobel-bench-orders-', { app: 'none', ephemeral: false, orderEmailSweepSeconds: 0 });
  try {
    const { apiUrl, anonKey, dbUrl } = stack.info;
    const { products, code } = await createCatalogue(dbUrl);
    const throttle = await measureThrottleCheck(dbUrl);
    await query(dbUrl, 'update public.store_settings set order_limit_per_address = null, discount_check_limit_per_address = null');
    const url = new URL(`${apiUrl}/rest/v1/rpc/place_order`);
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' };
    const agent = new Agent({ keepAlive: true, maxSockets: clients });
    const post = (body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          { agent, hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    const latencies: number[] = [];
    const errors = new Map<string, number>();
    let measuring = false;
    let stop = false;

    const client = async () => {
      while (!stop) {
        const body = JSON.stringify({ p_order: payload(products, code) });
        const started = performance.now();
        let failure: string | null = null;
        try {
          const { status, text } = await post(body);
          if (status !== 200) failure = `${status} ${(JSON.parse(text) as { message?: string }).message ?? ''}`.trim();
        } catch (error) {
          failure = (error as Error).message;
        }
        const elapsed = performance.now() - started;
        if (!measuring) continue;
        if (failure) errors.set(failure, (errors.get(failure) ?? 0) + 1);
        else latencies.push(elapsed);
      }
    };

    say(`${clients} clients, ${warmupSeconds} s warm-up, then ${durationSeconds} s measured…`);
    const running = Array.from({ length: clients }, client);
    await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
    const [{ count: ordersBefore }] = (await query<{ count: string }>(dbUrl, 'select count(*) from public.orders')) as [{ count: string }];
    const cpuBefore = cpuByProcess();
    measuring = true;
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, durationSeconds * 1000));
    measuring = false;
    const cpuAfter = cpuByProcess();
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    stop = true;
    await Promise.all(running);
    agent.destroy();

    const sorted = [...latencies].sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
    const [{ count: ordersAfter }] = (await query<{ count: string }>(dbUrl, 'select count(*) from public.orders')) as [{ count: string }];
    const result = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, node: process.version },
      clients,
      durationSeconds: round(elapsedSeconds, 2),
      warmupSeconds,
      durable: true,
      orders: latencies.length,
      errors: errorCount,
      errorsByKind: Object.fromEntries(errors),
      ordersPerSecond: round(latencies.length / elapsedSeconds),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? 0),
        mean: round(sorted.reduce((sum, n) => sum + n, 0) / (sorted.length || 1)),
      },
      ordersInDatabase: Number(ordersAfter) - Number(ordersBefore),
      cpuMsPerOrder: cpuPerOrder(cpuBefore, cpuAfter, latencies.length),
      limitsLifted: true,
      throttleCheck: throttle,
    };

    console.log(`
  orders placed   ${result.orders} in ${result.durationSeconds} s with ${clients} clients
  throughput      ${result.ordersPerSecond} orders/s   (budget ≥ 300)
  latency         p50 ${result.latencyMs.p50} ms   p95 ${result.latencyMs.p95} ms   p99 ${result.latencyMs.p99} ms   max ${result.latencyMs.max} ms
  CPU per order   ${result.cpuMsPerOrder ? Object.entries(result.cpuMsPerOrder).map(([name, ms]) => `${name} ${ms} ms`).join('   ') : 'not measured (no /proc)'}
  errors          ${errorCount}${errorCount ? `  ${JSON.stringify(result.errorsByKind)}` : ''}
  throttle check  ${throttle.limitsOnMs} ms per call with limits on, ${throttle.limitsOffMs} ms with them off   (budget < 1 ms; ${throttle.calls} calls, ${throttle.addresses} addresses)
`);
    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
    say(`wrote ${outFile}`);
  } finally {
    await stack.stop();
  }
}

/**
 * CPU time so far, in milliseconds, of the three parties to an order on this machine: PostgreSQL
 * (the server and every backend), PostgREST, and this process (the gateway and the clients).
 * Orders per second move with whatever else the shared machine runs; CPU per order barely does,
 * so it is what compares two versions. Read from /proc (Linux); null elsewhere.
 */
function cpuByProcess(): Record<string, number> | null {
  if (!existsSync('/proc/self/stat')) return null;
  const ticksPerMs = 100 / 1000; // USER_HZ, 100 on every Linux the stack runs on
  const processes = new Map<number, { parent: number; name: string; ms: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const nameEnd = stat.lastIndexOf(')');
    const fields = stat.slice(nameEnd + 2).split(' ');
    processes.set(Number(entry), {
      parent: Number(fields[1]),
      name: stat.slice(stat.indexOf('(') + 1, nameEnd),
      ms: (Number(fields[11]) + Number(fields[12])) / ticksPerMs,
    });
  }
  const { user, system } = process.cpuUsage();
  const totals: Record<string, number> = { postgres: 0, postgrest: 0, 'gateway and clients': (user + system) / 1000 };
  for (const [pid, child] of processes) {
    if (child.parent !== process.pid) continue;
    if (child.name === 'postgres') {
      totals.postgres! += child.ms;
      for (const backend of processes.values()) if (backend.parent === pid) totals.postgres! += backend.ms;
    } else if (child.name.startsWith('postgrest')) {
      totals.postgrest! += child.ms;
    }
  }
  return totals;
}

function cpuPerOrder(before: Record<string, number> | null, after: Record<string, number> | null, orders: number): Record<string, number> | null {
  if (!before || !after || orders === 0) return null;
  const perOrder = Object.fromEntries(Object.keys(after).map((name) => [name, round((after[name]! - before[name]!) / orders, 2)]));
  return { ...perOrder, total: round(Object.values(perOrder).reduce((sum, ms) => sum + ms, 0), 2) };
}

/**
 * The throttle's own cost: the pre-request hook called in the database the way PostgREST calls
 * it (request path, method, role and headers set for the transaction), 2,000 times from 200
 * addresses so each address climbs to the limit of 10, timed per call; then the same with the
 * limits off (the hook reads the settings and returns). Rolled back: nothing stays counted.
 */
async function measureThrottleCheck(dbUrl: string): Promise<{ limitsOnMs: number; limitsOffMs: number; calls: number; addresses: number }> {
  const calls = 2000;
  const addresses = 200;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const run = async (orderLimit: number | null): Promise<number> => {
    await db.query('begin');
    try {
      await db.query('update public.store_settings set order_limit_per_address = $1', [orderLimit]);
      await db.query(`select set_config('request.path', '/rpc/place_order', true), set_config('request.method', 'POST', true),
                             set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      const started = performance.now();
      await db.query(
        `do $$
         begin
           for i in 1..${calls} loop
             perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.7, 10.0.' || (i % ${addresses}) || '.1')::text, true);
             perform request_guard.throttle_shopper_calls();
           end loop;
         end $$`,
      );
      return (performance.now() - started) / calls;
    } finally {
      await db.query('rollback');
    }
  };
  try {
    await run(10); // warm-up: plans and caches, as on a pooled connection
    const limitsOnMs = await run(10);
    const limitsOffMs = await run(null);
    return { limitsOnMs: round(limitsOnMs, 3), limitsOffMs: round(limitsOffMs, 3), calls, addresses };
  } finally {
    await db.end();
  }
}


main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
