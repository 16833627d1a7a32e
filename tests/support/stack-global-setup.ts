import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type StackInfo } from '../../supabase/local/stack.ts';
import { freePort } from '../../supabase/local/ports.ts';

/** Seconds between order e-mail sweeps on the test stacks. */
const SWEEP_SECONDS = 3;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo & { stateDir: string };
  }
}

/**
 * Starts the real local stack (PostgreSQL, PostgREST, edge functions, gateway) on free ports in
 * a throwaway folder for one test project, and removes it afterwards. End-to-end tests also get
 * the shop, built for production and served by `vite preview`.
 */
export default async function setup(project: TestProject) {
  const withApp = project.name === 'e2e';
  const stateDir = mkdtempSync(join(tmpdir(), `momobel-${project.name}-`));
  const ports = {
    app: await freePort(),
    api: await freePort(),
    db: await freePort(),
    rest: await freePort(),
    functions: await freePort(),
  };
  // The order e-mail sweep runs every few seconds instead of every minute, so tests that wait for
  // it (an order nobody's browser reported) take seconds.
  const stack = await startStack({ stateDir, ports, app: withApp ? 'preview' : 'none', ephemeral: true, orderEmailSweepSeconds: SWEEP_SECONDS });
  project.provide('stack', { ...stack.info, stateDir });
  return async () => {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
    if (stack.pgDataDir !== join(stateDir, 'db')) rmSync(stack.pgDataDir, { recursive: true, force: true });
  };
}
