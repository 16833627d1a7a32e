/**
 * `npm run catalog -- export <file.csv>`
 * `npm run catalog -- import <file.csv | https URL> [--apply] [--remove-missing]`
 *
 * The owner's catalogue as a spreadsheet (docs/owner.md, "Adding products"). The database is the one in
 * DATABASE_URL (a hosted project's connection string), else the running `npm start`'s
 * (.local/stack.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../../supabase/local/paths.ts';
import { exportCatalog, importCatalog, readSource } from './catalog.ts';
import { describeErrors, describePlan } from './report.ts';

const usage = `Usage:
  npm run catalog -- export <file.csv>
  npm run catalog -- import <file.csv | https URL> [--apply] [--remove-missing]`;

function databaseUrl(): { url: string; where: string } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, where: 'DATABASE_URL' };
  const stackFile = join(process.env.LOCAL_STATE_DIR ?? join(projectRoot, '.local'), 'stack.json');
  if (existsSync(stackFile)) return { url: (JSON.parse(readFileSync(stackFile, 'utf8')) as { dbUrl: string }).dbUrl, where: 'the local shop (npm start)' };
  throw new Error('No database: start the shop with `npm start`, or set DATABASE_URL to a hosted project\'s connection string (docs/owner.md, "Adding products").');
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { apply: { type: 'boolean', default: false }, 'remove-missing': { type: 'boolean', default: false } },
  });
  const [command, target] = positionals;
  if (!target || (command !== 'export' && command !== 'import') || positionals.length > 2) {
    console.error(usage);
    return 2;
  }
  const db = databaseUrl();

  if (command === 'export') {
    const { products, rows } = await exportCatalog(db.url, target);
    console.log(`Wrote ${target}: ${products} products in ${rows} rows, from ${db.where}.`);
    return 0;
  }

  const result = await importCatalog(db.url, await readSource(target), { apply: values.apply, removeMissing: values['remove-missing'] });
  if (!result.ok) {
    for (const line of describeErrors(result.errors)) console.error(line);
    return 1;
  }
  for (const line of describePlan(result.plan, result.applied)) console.log(line);
  if (!result.applied) console.log(`\nA dry run against ${db.where}: nothing was written. Run again with --apply to write it.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
