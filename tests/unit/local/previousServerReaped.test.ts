/**
 * A restart right after a crash: the last server's process, dead but not yet reaped, must not
 * keep PostgreSQL from starting on its cluster (it reads postmaster.pid and sees the id alive).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { previousServerReaped } from '../../../supabase/local/postgres.ts';

const state = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)![0];
  } catch {
    return 'gone';
  }
};

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe.runIf(existsSync('/proc/self/stat'))('previousServerReaped', () => {
  it('waits until the server named in postmaster.pid, dead but not yet reaped, is gone', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pg-reaped-'));
    // `sleep 0` ends at once; its parent, now `sleep 1`, never waits for it: a zombie for a second,
    // then reaped by init once its parent has ended.
    const parent = spawn('bash', ['-c', 'sleep 0 & echo $!; exec sleep 1'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (chunk) => resolve(String(chunk).trim()))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state(pid)).toBe('Z');
    writeFileSync(join(dataDir, 'postmaster.pid'), `${pid}\n${dataDir}\n`);
    await previousServerReaped(dataDir);
    expect(state(pid)).not.toBe('Z');
  });

  it('does not wait for a server that runs, nor without a pid file', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pg-reaped-'));
    await previousServerReaped(dataDir);
    writeFileSync(join(dataDir, 'postmaster.pid'), `${process.pid}\n`);
    const started = Date.now();
    await previousServerReaped(dataDir, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
