import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { functionsDir, projectRoot } from './paths.ts';
import { spawnManaged, type ManagedProcess } from './processes.ts';
import { waitForHttp } from './ports.ts';

const require = createRequire(import.meta.url);

function denoBinary(): string {
  const packageDir = dirname(require.resolve('deno/package.json'));
  return join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
}

const functionsServer = join(dirname(fileURLToPath(import.meta.url)), 'functions-server.deno.ts');

/**
 * `npm run typecheck:functions`, which `npm test` runs: `deno check` of every TypeScript file
 * under `dir` (each function, and every _shared helper whether a function imports it yet or not)
 * and of the local functions server. Neither `deno run` nor a deploy type-checks, so without
 * this a type error in a function would first show in production. npm: imports resolve from the
 * project's node_modules (`--node-modules-dir=manual`), so it runs offline. One command for the
 * script and for the test that plants an error in a copy of a function.
 */
export function functionsCheckCommand(dir = functionsDir): { command: string; args: string[]; cwd: string } {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => join(dir, file));
  return { command: denoBinary(), args: ['check', '--node-modules-dir=manual', ...files, functionsServer], cwd: projectRoot };
}

export interface FunctionsOptions {
  port: number;
  logFile: string;
  /** Environment the functions see, as Supabase gives them (SUPABASE_URL, keys, secrets). */
  env: Record<string, string>;
}

/** Serves supabase/functions/* under Deno from the `deno` npm package. */
export async function startFunctions(options: FunctionsOptions): Promise<ManagedProcess> {
  const proc = spawnManaged(
    'Edge functions',
    denoBinary(),
    ['run', '--allow-net', '--allow-env', '--allow-read', '--no-prompt', functionsServer],
    {
      cwd: projectRoot,
      logFile: options.logFile,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_DIR: process.env.DENO_DIR,
        DENO_NO_UPDATE_CHECK: '1',
        FUNCTIONS_DIR: functionsDir,
        FUNCTIONS_PORT: String(options.port),
        ...options.env,
      },
    },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${options.port}/_health`, 30_000, proc.isAlive);
  } catch (error) {
    await proc.stop();
    throw new Error(`The edge functions did not start (${(error as Error).message}); see ${options.logFile}`);
  }
  return proc;
}
