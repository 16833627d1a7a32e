// @vitest-environment node
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveStackDirs, sharedTempDir } from '../../../supabase/local/paths.ts';
import { choosePostgresInstall, ensurePostgresInstall } from '../../../supabase/local/postgres-install.ts';

// Where the local database and its server binaries live when the shop is started as root from a
// checkout the unprivileged `postgres` user cannot enter (root's home, a mode-700 temp folder).
let scratch: string;
let privateDir: string;
let openDir: string;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'momobel-paths-'));
  chmodSync(scratch, 0o755);
  privateDir = join(scratch, 'private');
  openDir = join(scratch, 'open');
  mkdirSync(privateDir, { mode: 0o700 });
  chmodSync(privateDir, 0o700);
  mkdirSync(openDir, { mode: 0o755 });
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('the database folder', () => {
  it('stays in the checkout for an ordinary user, wherever the checkout is', () => {
    const dirs = resolveStackDirs(join(privateDir, 'shop/.local'), false);
    expect(dirs.pgDataDir).toBe(join(privateDir, 'shop/.local/db'));
    expect(dirs.pgDataDirMoved).toBeUndefined();
  });

  it('stays in the checkout for root when the postgres user can reach it', () => {
    const dirs = resolveStackDirs(join(openDir, 'shop/.local'), true);
    expect(dirs.pgDataDir).toBe(join(openDir, 'shop/.local/db'));
    expect(dirs.pgDataDirMoved).toBeUndefined();
  });

  it('moves to a shared temp folder keyed by the checkout for root in a private folder, and says why', () => {
    const dirs = resolveStackDirs(join(privateDir, 'shop/.local'), true);
    expect(dirs.pgDataDir).toMatch(new RegExp(`^${sharedTempDir()}/momobel-pg-[0-9a-f]{12}$`));
    expect(dirs.pgDataDirMoved).toBe(`${privateDir} cannot be entered by the postgres user`);
    expect(resolveStackDirs(join(privateDir, 'shop/.local'), true).pgDataDir).toBe(dirs.pgDataDir);
    expect(resolveStackDirs(join(privateDir, 'other/.local'), true).pgDataDir).not.toBe(dirs.pgDataDir);
    expect(dirs.outboxDir).toBe(join(privateDir, 'shop/.local/outbox'));
  });
});

describe('the PostgreSQL binaries', () => {
  it('run from node_modules for an ordinary user, or for root when reachable', () => {
    const packagedPrivate = { dir: join(privateDir, 'node_modules/pg/native'), version: '17.1.0' };
    expect(choosePostgresInstall(packagedPrivate, false)).toEqual({ dir: packagedPrivate.dir });
    const packagedOpen = { dir: join(openDir, 'node_modules/pg/native'), version: '17.1.0' };
    expect(choosePostgresInstall(packagedOpen, true)).toEqual({ dir: packagedOpen.dir });
  });

  it('run from a copy keyed by version in a shared temp folder for root in a private checkout', () => {
    const install = choosePostgresInstall({ dir: join(privateDir, 'node_modules/pg/native'), version: '17.1.0' }, true);
    expect(install.dir).toBe(join(sharedTempDir(), `momobel-postgres-17.1.0-${process.platform}-${process.arch}`));
    expect(install.copiedBecause).toBe(`${privateDir} cannot be entered by the postgres user`);
  });

  describe('the copy', () => {
    let packaged: { dir: string; version: string };
    let target: string;
    beforeEach(() => {
      packaged = { dir: join(privateDir, 'native'), version: '17.1.0' };
      mkdirSync(join(packaged.dir, 'bin'), { recursive: true });
      mkdirSync(join(packaged.dir, 'lib'), { recursive: true });
      writeFileSync(join(packaged.dir, 'bin/postgres'), '#!/bin/sh\n', { mode: 0o775 });
      writeFileSync(join(packaged.dir, 'lib/libpq.so.5.17'), 'lib', { mode: 0o660 });
      symlinkSync('libpq.so.5.17', join(packaged.dir, 'lib/libpq.so.5'));
      target = join(openDir, 'postgres-copy');
    });

    it('is complete, readable and executable by all, writable by its owner only, symlinks kept', () => {
      ensurePostgresInstall(packaged, { dir: target, copiedBecause: 'test' });
      expect(statSync(target).mode & 0o777).toBe(0o755);
      expect(statSync(join(target, 'bin')).mode & 0o777).toBe(0o755);
      expect(statSync(join(target, 'bin/postgres')).mode & 0o777).toBe(0o755);
      expect(statSync(join(target, 'lib/libpq.so.5.17')).mode & 0o777).toBe(0o644);
      expect(readlinkSync(join(target, 'lib/libpq.so.5'))).toBe('libpq.so.5.17');
      expect(existsSync(`${target}.${process.pid}.tmp`)).toBe(false);
    });

    it('is reused by the next start', () => {
      ensurePostgresInstall(packaged, { dir: target });
      const madeAt = lstatSync(join(target, 'bin/postgres')).mtimeMs;
      writeFileSync(join(packaged.dir, 'bin/postgres'), '#!/bin/sh\necho changed\n');
      ensurePostgresInstall(packaged, { dir: target });
      expect(lstatSync(join(target, 'bin/postgres')).mtimeMs).toBe(madeAt);
    });

    it('replaces a copy that was cut short', () => {
      mkdirSync(join(target, 'bin'), { recursive: true });
      ensurePostgresInstall(packaged, { dir: target });
      expect(existsSync(join(target, 'bin/postgres'))).toBe(true);
    });

    it('replaces a copy that others could write to', () => {
      ensurePostgresInstall(packaged, { dir: target });
      chmodSync(target, 0o777);
      rmSync(join(target, 'bin/postgres'));
      ensurePostgresInstall(packaged, { dir: target });
      expect(existsSync(join(target, 'bin/postgres'))).toBe(true);
      expect(statSync(target).mode & 0o777).toBe(0o755);
    });

    it.runIf(process.getuid?.() === 0)('is never taken from a folder another user planted', () => {
      mkdirSync(target);
      writeFileSync(join(target, '.momobel-complete'), '17.1.0\n');
      chownSync(target, 4242, 4242);
      expect(() => ensurePostgresInstall(packaged, { dir: target })).toThrow(/belongs to another user/);
    });
  });
});
