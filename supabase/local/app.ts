import { createServer, preview } from 'vite';
import { buildShop } from '../../scripts/build.ts';
import { withEnvironmentVariable } from '../../scripts/withEnvironmentVariable.ts';
import { projectRoot } from './paths.ts';

export type AppMode = 'dev' | 'preview' | 'none';

export interface AppOptions {
  port: number;
  /** The local Supabase gateway, proxied under the app's own origin. */
  apiUrl: string;
  anonKey: string;
  /** Where `preview` mode builds the shop. */
  outDir: string;
}

/**
 * Serves the shop with Vite. The app reaches Supabase through its own origin: vite.config.ts
 * proxies /rest/v1 and /functions/v1 to LOCAL_SUPABASE_API_URL, so the browser needs no CORS
 * and the built code needs no local URL baked in.
 */
export async function startApp(mode: Exclude<AppMode, 'none'>, options: AppOptions): Promise<{ stop(): Promise<void> }> {
  process.env.LOCAL_SUPABASE_API_URL = options.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = options.anonKey;
  // Empty means "the app's own origin", which the proxy below serves; overrides a hosted URL in .env.
  process.env.VITE_SUPABASE_URL = '';
  const server = { port: options.port, strictPort: true, host: '127.0.0.1' };
  if (mode === 'dev') {
    const dev = await withoutOwnExitHandlers(() => createServer({ root: projectRoot, server, logLevel: 'warn', clearScreen: false }));
    await dev.listen();
    return { stop: () => dev.close() };
  }
  await asProduction(() => buildShop({ outDir: options.outDir, apiUrl: options.apiUrl, anonKey: options.anonKey, log: () => {} }));
  const served = await preview({ root: projectRoot, preview: server, build: { outDir: options.outDir }, logLevel: 'warn' });
  return { stop: () => served.close() };
}

/**
 * Vite's dev server ends the whole process on SIGTERM (exit code 143) or when standard input
 * closes, without waiting for anything else: the database would be cut off mid-shutdown. The
 * stack stops every service itself, Vite included, so those handlers are taken out again.
 */
async function withoutOwnExitHandlers<T>(create: () => Promise<T>): Promise<T> {
  const before = new Set([...process.listeners('SIGTERM'), ...process.stdin.listeners('end')]);
  const created = await create();
  for (const listener of process.listeners('SIGTERM')) if (!before.has(listener)) process.off('SIGTERM', listener);
  for (const listener of process.stdin.listeners('end')) if (!before.has(listener)) process.stdin.off('end', listener as () => void);
  return created;
}

/**
 * Builds as a shop deploys: Vite keeps a NODE_ENV it finds, and the test runner sets `test`, which
 * would give the end-to-end tests React's development build (StrictMode's double effects, dev-only
 * warnings, several times the script) instead of the production build shoppers get.
 */
function asProduction<T>(build: () => Promise<T>): Promise<T> {
  return withEnvironmentVariable('NODE_ENV', 'production', build);
}
