/**
 * Each SQL function readable in one place (issue 23.5): a function redefined by a later migration
 * (place_order, check_discount…) lives in several files, and only the last is live. The live
 * definition of every function of ours is kept, as the database prints it, in
 * supabase/schema/functions/<schema>.<name>.sql; this test fails when a migration changes a
 * function and that file was not brought along. To bring the files up to date:
 *
 *   UPDATE_SQL_FUNCTIONS=1 npx vitest run --project integration tests/integration/sql-functions.test.ts
 *
 * The migrations stay the only thing applied (hosted projects have run them); these files are
 * what a reader opens. See ARCHITECTURE.md, "Reading the SQL".
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from '../support/clients.ts';

const DIR = join('supabase', 'schema', 'functions');
const HEADER = '-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;\n-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.\n\n';

interface LiveFunction {
  file: string;
  definition: string;
}

/** Every function and procedure in our schemas (public, private), overloads in one file each name. */
async function liveFunctions(): Promise<Map<string, string>> {
  const rows = await sql<{ schema: string; name: string; definition: string }>(`
    select n.nspname as schema, p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`);
  const files = new Map<string, string>();
  for (const row of rows) {
    const file = `${row.schema}.${row.name}.sql`;
    files.set(file, `${files.get(file) ?? HEADER}${row.definition.trim()};\n\n`);
  }
  return new Map([...files].map(([file, text]) => [file, `${text.trimEnd()}\n`]));
}

describe('each SQL function readable in one place', () => {
  it('supabase/schema/functions holds the live definition of every function, and nothing else', async () => {
    const live = await liveFunctions();
    expect(live.size).toBeGreaterThan(5);
    if (process.env.UPDATE_SQL_FUNCTIONS === '1') {
      rmSync(DIR, { recursive: true, force: true });
      mkdirSync(DIR, { recursive: true });
      for (const [file, text] of live) writeFileSync(join(DIR, file), text);
    }
    const kept = existsSync(DIR) ? readdirSync(DIR).filter((file) => file.endsWith('.sql')).sort() : [];
    expect(kept, 'run with UPDATE_SQL_FUNCTIONS=1 to write the files').toEqual([...live.keys()].sort());
    const stale: LiveFunction[] = [...live]
      .filter(([file, definition]) => readFileSync(join(DIR, file), 'utf8') !== definition)
      .map(([file, definition]) => ({ file, definition }));
    expect(stale.map((entry) => entry.file), 'a migration changed these functions: run with UPDATE_SQL_FUNCTIONS=1').toEqual([]);
  });
});
