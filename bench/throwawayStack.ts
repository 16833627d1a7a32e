/**
 * A bench's own shop: a stack started for it alone, the shop built from that stack's catalogue,
 * and the build served against it. Shared by `npm run bench` (bench/run.ts) and the 5,000-product
 * shop's command (bench/scale-shop.ts), so both measure a shop set up the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import type { BuildResult } from '../scripts/build.ts';
import { freePort } from '../supabase/local/ports.ts';
import { projectRoot } from '../supabase/local/paths.ts';
import { startStack, type RunningStack, type StackInfo, type StackOptions } from '../supabase/local/stack.ts';

/**
 * Starts a stack in a new temp folder named after `tempPrefix`, on free ports: a bench never
 * touches `npm start`'s data or ports, nor another stack running on the machine. Its `stop()`
 * also deletes that folder and the PostgreSQL cluster.
 */
export async function startThrowawayStack(tempPrefix: string, options: Omit<StackOptions, 'stateDir' | 'ports'>): Promise<RunningStack & { stateDir: string }> {
  const stateDir = mkdtempSync(join(tmpdir(), tempPrefix));
  const ports = { app: await freePort(), api: await freePort(), db: await freePort(), rest: await freePort(), functions: await freePort() };
  const stack = await startStack({ ...options, stateDir, ports });
  return {
    ...stack,
    /** Where its data and secrets live (the order links' secret among them). */
    stateDir,
    async stop() {
      await stack.stop();
      rmSync(stateDir, { recursive: true, force: true });
      // Run as root, the cluster lives outside stateDir (supabase/local/paths.ts); else this is a no-op.
      rmSync(stack.pgDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run build` into `outDir` from the catalogue of `stack`, with that stack's anon key baked in,
 * and its wall-clock seconds. `imageCacheDir` holds the resized photos and share cards: the same
 * folder again makes a rebuild's picture step cheap, an empty one times a shop's first build.
 */
export async function buildFromStack(
  stack: Pick<StackInfo, 'apiUrl' | 'anonKey'>,
  options: { outDir: string; imageCacheDir: string; log: (line: string) => void },
): Promise<{ seconds: number; built: BuildResult }> {
  // Loaded before the clock starts (and only by the benches that build): the build's code is not its time.
  const { buildShop } = await import('../scripts/build.ts');
  const started = Date.now();
  const built = await buildShop({ ...options, apiUrl: stack.apiUrl, anonKey: stack.anonKey });
  return { seconds: (Date.now() - started) / 1000, built };
}

export interface ServedBuild {
  /** The shop's origin, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Serves the build in `outDir` as the shop is served: its static files, the API behind the same origin. */
export async function serveBuild(outDir: string, apiUrl: string): Promise<ServedBuild> {
  // The build talks to its own origin (/rest/v1): vite preview proxies it to LOCAL_SUPABASE_API_URL,
  // which must be this stack's, not whatever .local/stack.json names (or nothing: every live read
  // 404s and the bench's live-data probes read nothing). A stack that serves its own app has set it
  // already (supabase/local/app.ts); one started with app 'none' has not.
  process.env.LOCAL_SUPABASE_API_URL = apiUrl;
  const port = await freePort();
  const server = await preview({ root: projectRoot, preview: { port, strictPort: true, host: '127.0.0.1' }, build: { outDir }, logLevel: 'warn' });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
