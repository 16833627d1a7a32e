import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root folder. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const migrationsDir = join(projectRoot, 'supabase/migrations');
export const seedFile = join(projectRoot, 'supabase/seed.sql');
export const functionsDir = join(projectRoot, 'supabase/functions');
/** What the Supabase CLI deploys with; the local gateway reads each function's `verify_jwt` from it. */
export const supabaseConfigFile = join(projectRoot, 'supabase/config.toml');

/** Everything the local stack keeps between runs (gitignored). */
export interface StackDirs {
  /** `.local/` or a test's temporary folder: stack.json, secrets, logs, outbox. */
  stateDir: string;
  /** The PostgreSQL cluster. Usually `<stateDir>/db`, elsewhere when the postgres user cannot reach it. */
  pgDataDir: string;
  /** Set when the cluster had to move: the reason, to tell the user. */
  pgDataDirMoved?: string;
  outboxDir: string;
  /** The local WhatsApp sink's messages, beside the e-mails. */
  whatsappOutboxDir: string;
  logDir: string;
}

export const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * As root, PostgreSQL runs as the unprivileged `postgres` user, which must be able to walk
 * down to its data directory. A checkout inside root's home (mode 700) is out of its reach and
 * initdb would fail with "Permission denied", so the cluster then lives under the system temp
 * directory instead, in a folder keyed by the checkout's path (stable across restarts). initdb
 * makes that folder readable by the postgres user alone.
 */
export function resolveStackDirs(stateDir: string, asRoot = runsAsRoot): StackDirs {
  const preferred = join(stateDir, 'db');
  const base: Omit<StackDirs, 'pgDataDir'> = {
    stateDir,
    outboxDir: join(stateDir, 'outbox'),
    whatsappOutboxDir: join(stateDir, 'whatsapp-outbox'),
    logDir: join(stateDir, 'logs'),
  };
  if (!asRoot) return { ...base, pgDataDir: preferred };
  const blocked = firstUntraversableAncestor(stateDir);
  if (!blocked) return { ...base, pgDataDir: preferred };
  const key = createHash('sha256').update(resolve(stateDir)).digest('hex').slice(0, 12);
  return {
    ...base,
    pgDataDir: join(sharedTempDir(), `momobel-pg-${key}`),
    pgDataDirMoved: `${blocked} cannot be entered by the postgres user`,
  };
}

/**
 * A temp folder every user can reach: the system's, unless TMPDIR points somewhere private
 * (then /tmp, which is world-traversable on every Unix).
 */
export function sharedTempDir(): string {
  const tmp = tmpdir();
  return firstUntraversableAncestor(tmp) ? '/tmp' : tmp;
}

/** The first existing folder on the way to `path` (itself included) that "other" users cannot traverse, if any. */
export function firstUntraversableAncestor(path: string): string | undefined {
  let current = resolve(path);
  const { root } = parse(current);
  const chain: string[] = [];
  while (current !== root) {
    chain.unshift(current);
    current = dirname(current);
  }
  for (const dir of chain) {
    let mode: number;
    try {
      mode = statSync(dir).mode;
    } catch {
      break; // does not exist yet: it will be created by us, traversable
    }
    if ((mode & 0o001) === 0) return dir;
  }
  return undefined;
}
