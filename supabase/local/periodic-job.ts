import { appendFileSync } from 'node:fs';

export interface PeriodicJob {
  /** Stops the timer, aborts a run in flight and waits for it to end. */
  stop(): Promise<void>;
}

/**
 * The local stand-in for a hosted pg_cron schedule: runs `runOnce` at start (work that waited
 * while the stack was down) and then every `intervalSeconds`. A run still going when the next is
 * due is not doubled. `runOnce` gets the signal that `stop()` aborts, and a logger that appends
 * time-stamped lines to `logFile`.
 */
export function startPeriodicJob(
  options: { intervalSeconds: number; logFile: string },
  runOnce: (signal: AbortSignal, log: (line: string) => void) => Promise<void>,
): PeriodicJob {
  const controller = new AbortController();
  let running: Promise<void> | null = null;
  const log = (line: string) => appendFileSync(options.logFile, `${new Date().toISOString()} ${line}\n`);

  const run = () => {
    running ??= runOnce(controller.signal, log).finally(() => {
      running = null;
    });
  };

  run();
  const timer = setInterval(run, options.intervalSeconds * 1000);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      controller.abort();
      await running;
    },
  };
}
