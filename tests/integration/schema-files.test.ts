/**
 * supabase/schema/ is the database as the migrations leave it: every table, view, index, policy,
 * grant, trigger, function and cron job of ours, read from a database the migrations built
 * (supabase/local/schema-files.ts). These tests fail when a migration changes the database and
 * the folder was not regenerated, and when the Supabase CLI's `supabase db push` (how a hosted
 * project is migrated) would build something else than the local stack's migrate().
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildSchemaFiles, readSchemaFiles, SCHEMA_COMMAND, schemaFileDifferences, withHostedLikeDatabase } from '../../supabase/local/schema-files.ts';

const DIR = join('supabase', 'schema');
const STALE = `supabase/schema/ is not what the migrations build: run \`${SCHEMA_COMMAND}\` and commit what it writes`;

describe('supabase/schema/: the database in one place', () => {
  it('holds exactly what the migrations build', { timeout: 120_000 }, async () => {
    const files = await buildSchemaFiles();
    expect([...files.keys()].filter((path) => path.startsWith('tables/')).length).toBeGreaterThan(10);
    expect(files.get('tables/public.orders.sql')).toContain('create table public.orders (');
    expect(files.get('functions/request_guard.throttle_shopper_calls.sql')).toContain('CREATE OR REPLACE FUNCTION request_guard.throttle_shopper_calls()');
    expect(files.get('cron.sql')).toContain("select cron.schedule('send-outbox-sweep', '* * * * *'");
    expect(schemaFileDifferences(DIR, files), STALE).toEqual([]);
  });

  it('is also what `supabase db push` builds on a fresh database', { timeout: 120_000 }, async () => {
    const pushed = await withHostedLikeDatabase(async (dbUrl) => {
      // A hosted project has Supabase's roles before its first migration; the local stack makes them so.
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      await client.query(readFileSync(join('supabase', 'local', 'local-roles.sql'), 'utf8')).finally(() => client.end());
      const push = spawnSync(join('node_modules', '.bin', 'supabase'), ['db', 'push', `--remote=${dbUrl}`, '--skip-vault', '--yes'], { encoding: 'utf8' });
      expect(push.status, `supabase db push failed:\n${push.stdout}\n${push.stderr}`).toBe(0);
      expect(push.stdout + push.stderr).toContain('Finished supabase db push.');
      return readSchemaFiles(dbUrl);
    });
    expect(schemaFileDifferences(DIR, pushed), STALE).toEqual([]);
  });
});
