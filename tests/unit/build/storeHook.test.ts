// @vitest-environment node
/**
 * The start-up code reads React's own `useSyncExternalStore`, not the use-sync-external-store
 * shim @xstate/react imports (written for React before 18): `reactsOwnStoreHook` in
 * scripts/vite/startupPackages.ts. Built as the browser's bundle is, with that plugin only.
 */
import { describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { reactsOwnStoreHook } from '../../../scripts/vite/startupPackages.ts';

async function bundledModules(): Promise<string[]> {
  const entry = '\0store-hook-entry';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      reactsOwnStoreHook(),
      { name: 'entry', resolveId: (id) => (id === 'entry' ? entry : null), load: (id) => (id === entry ? "import { useSelector, useActor } from '@xstate/react'; console.log(useSelector, useActor);" : null) },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: 'entry' } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks.flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : []));
}

describe('the store hook @xstate/react uses', () => {
  it('is React’s own: no module of the shim is bundled, the selector wrapper is the non-shim one', async () => {
    const modules = await bundledModules();
    expect(modules.some((id) => id.includes('/@xstate/react/'))).toBe(true);
    expect(modules.filter((id) => /use-sync-external-store\/(shim|cjs\/use-sync-external-store-shim)/.test(id))).toEqual([]);
    expect(modules.some((id) => /cjs\/use-sync-external-store-with-selector\.(production|development)\.js$/.test(id))).toBe(true);
  }, 60_000);
});
