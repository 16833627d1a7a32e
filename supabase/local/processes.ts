import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  isAlive(): boolean;
  stop(): Promise<void>;
}

/**
 * Spawns a long-running child whose output goes to a log file. stop() asks it to end (SIGTERM
 * unless told otherwise) and kills it if it has not gone after three seconds, so no child outlives
 * the stack.
 */
export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: {
    env: NodeJS.ProcessEnv;
    logFile: string;
    cwd?: string;
    /** Run as this user and group (root only). */
    uid?: number;
    gid?: number;
    /** How to ask it to end; PostgreSQL wants SIGINT (fast shutdown), SIGTERM waits for every client. */
    stopSignal?: NodeJS.Signals;
  },
): ManagedProcess {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const stopSignal = options.stopSignal ?? 'SIGTERM';
  const child = spawn(command, args, {
    env: options.env,
    cwd: options.cwd,
    uid: options.uid,
    gid: options.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  // Whatever way this process ends (a signal handler that calls process.exit, an uncaught error),
  // the child is told to stop too: 'exit' listeners run synchronously, and kill() is synchronous.
  const killOnExit = () => {
    if (!exited) child.kill(stopSignal);
  };
  process.once('exit', killOnExit);
  const exitedPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      process.removeListener('exit', killOnExit);
      resolve();
    });
    child.once('error', (error) => {
      log.write(`${name} failed to start: ${error.message}\n`);
      exited = true;
      resolve();
    });
  });
  return {
    name,
    child,
    isAlive: () => !exited,
    async stop() {
      if (exited) return;
      child.kill(stopSignal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exitedPromise;
      clearTimeout(timer);
    },
  };
}
