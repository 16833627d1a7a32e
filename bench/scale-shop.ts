/**
 * A 5,000-product shop, for the scale bench and for working on it:
 *
 *   npx tsx bench/scale-shop.ts [--out DIR] [--pictures DIR] [--serve] [--demo]
 *
 * starts a throwaway stack, adds the synthetic products (not with --demo: the demo catalogue alone,
 * built and served the same way, to compare a page at both sizes), builds the shop into --out (default
 * bench/out/scale/dist) with its picture cache in --pictures (default bench/out/scale/pictures, kept
 * between runs, so only the first build draws every share card), prints the build's figures and,
 * with --serve, serves that build as the shop is served (static files; the API on its own port)
 * until stopped with Ctrl-C. The set-up is the bench's own (bench/throwawayStack.ts, bench/scaleShop.ts).
 */
import { join, resolve } from 'node:path';
import { projectRoot } from '../supabase/local/paths.ts';
import { withDatabase } from './db.ts';
import { addSyntheticProducts } from './scaleShop.ts';
import { buildFromStack, serveBuild, startThrowawayStack } from './throwawayStack.ts';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(name);
  return index === -1 ? undefined : argv[index + 1];
};
const outDir = resolve(option('--out') ?? join(projectRoot, 'bench/out/scale/dist'));
const imageCacheDir = resolve(option('--pictures') ?? join(projectRoot, 'bench/out/scale/pictures'));
const serve = argv.includes('--serve');
const demoOnly = argv.includes('--demo');

const stack = await startThrowawayStack('momobel-scale-shop-', { app: 'none', ephemeral: true });
try {
  if (!demoOnly) await withDatabase(stack.info.dbUrl, addSyntheticProducts);
  const { seconds, built } = await buildFromStack(stack.info, { outDir, imageCacheDir, log: (line) => console.log(`  ${line}`) });
  console.log(
    `built ${built.pages} pages into ${outDir} in ${seconds.toFixed(1)} s` + (built.images ? ` (picture step ${(built.images.ms / 1000).toFixed(1)} s)` : ''),
  );
  if (serve) {
    const shop = await serveBuild(outDir, stack.info.apiUrl);
    console.log(`serving ${shop.url}/ (API ${stack.info.apiUrl}); Ctrl-C stops. Its bench: SCALE_URL=${shop.url} SCALE_DB_URL=${stack.info.dbUrl} BENCH=scale npm run bench`);
    await new Promise<void>((done) => process.once('SIGINT', done).once('SIGTERM', done));
    await shop.close();
  }
} finally {
  await stack.stop();
}
