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

export interface FunctionsOptions {
  port: number;
  logFile: string;
  /** Environment the functions see, as Supabase gives them (SUPABASE_URL, keys, secrets). */
  env: Record<string, string>;
}

/** Serves supabase/functions/* under Deno from the `deno` npm package. */
export async function startFunctions(options: FunctionsOptions): Promise<ManagedProcess> {
  const server = join(dirname(fileURLToPath(import.meta.url)), 'functions-server.deno.ts');
  const proc = spawnManaged(
    'Edge functions',
    denoBinary(),
    ['run', '--allow-net', '--allow-env', '--allow-read', '--no-prompt', server],
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
