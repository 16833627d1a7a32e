import { appendFileSync } from 'node:fs';

/** How often the local stack sweeps for orders whose e-mail is still to be sent, by default. */
export const DEFAULT_SWEEP_SECONDS = 60;

export interface OrderEmailSweepOptions {
  /** The gateway (Supabase URL) and the anon key: the sweep calls the function as pg_net does hosted. */
  apiUrl: string;
  anonKey: string;
  intervalSeconds: number;
  logFile: string;
}

export interface OrderEmailSweep {
  stop(): Promise<void>;
}

/**
 * The local stand-in for the hosted pg_cron job (20261122121300_order_email_sweep_schedule.sql):
 * POSTs {"sweep": true} to send-order-email through the gateway, once at start (orders placed
 * while the stack was down) and then every `intervalSeconds`. A sweep still running when the next
 * one is due is not doubled. Runs that sent or failed something, and failed calls, are logged.
 */
export function startOrderEmailSweep(options: OrderEmailSweepOptions): OrderEmailSweep {
  const controller = new AbortController();
  let running: Promise<void> | null = null;
  const log = (line: string) => appendFileSync(options.logFile, `${new Date().toISOString()} ${line}\n`);

  const sweepOnce = async (): Promise<void> => {
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/send-order-email`, {
        method: 'POST',
        headers: { apikey: options.anonKey, authorization: `Bearer ${options.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sweep: true }),
        signal: controller.signal,
      });
      const answer: unknown = await response.json().catch(() => null);
      const counts = answer as { claimed?: number } | null;
      if (!response.ok || (counts?.claimed ?? 0) > 0) log(`${response.status} ${JSON.stringify(answer)}`);
    } catch (error) {
      if (!controller.signal.aborted) log(`sweep failed: ${(error as Error).message}`);
    }
  };

  const run = () => {
    running ??= sweepOnce().finally(() => {
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
