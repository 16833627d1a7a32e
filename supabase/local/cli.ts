/**
 * The local stack's commands:
 *   npm start            PostgreSQL + PostgREST + edge functions + the shop (Vite dev server)
 *   npm run db:reset     rebuild the database from migrations and seed (-- --wipe: delete the cluster first)
 *   npm run db:types     regenerate src/data/database.types.ts from the real schema
 *   npm run db:schema    rewrite supabase/schema/ from a throwaway database built by the migrations
 *   npm run typecheck:functions   deno check of the edge functions and the local functions server
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { defaultPorts, startStack, type StackInfo } from './stack.ts';
import { projectRoot, resolveStackDirs } from './paths.ts';
import { dropAppSchema, migrate, startPostgres, wipeDataDir } from './postgres.ts';
import { loadOrCreateSecrets } from './keys.ts';
import { outboxPageUrl } from './mail-sink.ts';
import { whatsappOutboxPageUrl } from './whatsapp-sink.ts';
import { functionsCheckCommand } from './functions.ts';
import { buildSchemaFiles, writeSchemaFiles } from './schema-files.ts';
import { mkdirSync } from 'node:fs';

const stateDir = process.env.LOCAL_STATE_DIR ?? join(projectRoot, '.local');
const say = (line: string) => console.log(`  ${line}`);

async function start(): Promise<void> {
  const startedAt = Date.now();
  console.log('Starting the shop and its local Supabase stack…');
  const stack = await startStack({ stateDir, ports: defaultPorts, app: 'dev', say });
  const { info } = stack;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`
  Shop:        ${info.appUrl}
  Supabase:    ${info.apiUrl}  (REST ${info.apiUrl}/rest/v1, functions ${info.apiUrl}/functions/v1)
  Database:    ${info.dbUrl}
  Mail outbox: ${process.env.RESEND_API_KEY ? 'none: e-mails go through Resend (RESEND_API_KEY is set)' : `${outboxPageUrl(info.apiUrl)}  (files in ${info.outboxDir})`}
  WhatsApp:    ${process.env.WHATSAPP_TOKEN?.trim() ? 'messages go through the WhatsApp Cloud API (WHATSAPP_TOKEN is set)' : `${whatsappOutboxPageUrl(info.apiUrl)}  (files in ${info.whatsappOutboxDir}; write to the shop as a shopper there, or POST ${info.apiUrl}/graph/_sink/inbound)`}
  Details for scripts and tests: ${relative(process.cwd(), join(stateDir, 'stack.json'))}

Ready in ${seconds} s (${stack.created ? 'cold start: database created' : 'warm start'}). Press Ctrl-C to stop.`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // If whatever started us dies without passing a signal on (npm killed outright), we are
  // re-parented: stop too, rather than leave the database and servers holding their ports.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent process gone');
  }, 1000).unref();
}

/** Uses the running stack's database if there is one, otherwise starts PostgreSQL just for this. */
async function reset(wipe: boolean): Promise<void> {
  const dirs = resolveStackDirs(stateDir);
  mkdirSync(dirs.logDir, { recursive: true });
  if (dirs.pgDataDirMoved) say(`PostgreSQL data: ${dirs.pgDataDir} (${dirs.pgDataDirMoved})`);
  const secrets = loadOrCreateSecrets(stateDir);
  const running = runningStackInfo();
  if (running && wipe) throw new Error('Stop `npm start` before wiping the database cluster.');
  if (running) {
    await rebuild(running.dbUrl);
    return;
  }
  if (wipe) {
    wipeDataDir(dirs.pgDataDir);
    console.log(`Deleted ${dirs.pgDataDir}`);
  }
  const postgres = await startPostgres({ dataDir: dirs.pgDataDir, port: defaultPorts.db, logFile: join(dirs.logDir, 'postgres.log'), say });
  try {
    await rebuild(postgres.dbUrl);
  } finally {
    await postgres.stop();
  }

  async function rebuild(dbUrl: string) {
    await dropAppSchema(dbUrl);
    const applied = await migrate(dbUrl, { authenticatorPassword: secrets.authenticatorPassword, seed: true });
    console.log(`Database rebuilt: ${applied.length} migrations and supabase/seed.sql applied.`);
  }
}

/** The stack.json of an `npm start` that is still running (its database answers), if any. */
function runningStackInfo(): StackInfo | undefined {
  const file = join(stateDir, 'stack.json');
  if (!existsSync(file)) return undefined;
  const info = JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
  const probe = spawnSync(process.execPath, ['-e', `require('net').connect(${new URL(info.dbUrl).port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`]);
  return probe.status === 0 ? info : undefined;
}

/** Regenerates the database types with the Supabase CLI, against the embedded database. */
async function types(): Promise<void> {
  const running = runningStackInfo();
  const dirs = resolveStackDirs(stateDir);
  const postgres = running ? undefined : await startPostgres({ dataDir: dirs.pgDataDir, port: defaultPorts.db, logFile: join(dirs.logDir, 'postgres.log'), say });
  const dbUrl = running?.dbUrl ?? postgres!.dbUrl;
  try {
    const result = spawnSync('npx', ['supabase', 'gen', 'types', 'typescript', `--remote=${dbUrl}`, '--schema', 'public'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`supabase gen types failed:\n${result.stderr}`);
    // The CLI prints notices (e.g. about TLS) on stdout before the generated code.
    const code = result.stdout.slice(result.stdout.indexOf('export type'));
    writeFileSync(join(projectRoot, 'src/data/database.types.ts'), code);
    console.log('Wrote src/data/database.types.ts');
  } finally {
    await postgres?.stop();
  }
}

/** Rewrites supabase/schema/ (supabase/local/schema-files.ts); needs no running stack. */
async function schema(): Promise<void> {
  const startedAt = Date.now();
  const files = await buildSchemaFiles(say);
  const dir = join(projectRoot, 'supabase/schema');
  writeSchemaFiles(dir, files);
  console.log(`Wrote ${files.size} files in ${relative(process.cwd(), dir) || '.'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}

/** Type-checks the edge functions; deno prints what it finds. */
async function checkFunctions(): Promise<void> {
  const { command, args, cwd } = functionsCheckCommand();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The edge functions do not type-check (deno check exited ${result.status ?? result.signal})`);
}

const [command, ...args] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = {
  start,
  reset: () => reset(args.includes('--wipe')),
  types,
  schema,
  'check-functions': checkFunctions,
};
const run = commands[command ?? ''];
if (!run) {
  console.error(`Usage: tsx supabase/local/cli.ts <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
run().then(
  () => {
    if (command !== 'start') process.exit(0);
  },
  (error: unknown) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
