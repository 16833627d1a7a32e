import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

/** How often the local stack sweeps the outbox, by default (the hosted cron job's minute). */
export const DEFAULT_SWEEP_SECONDS = 60;

/** The sweep's log, in the stack's log folder. */
export const OUTBOX_SWEEP_LOG = 'outbox-sweep.log';

export interface OutboxSweepOptions {
  /** The gateway (Supabase URL) and the anon key: the sweep calls the function as pg_net does hosted. */
  apiUrl: string;
  anonKey: string;
  intervalSeconds: number;
  logFile: string;
}

/**
 * The local stand-in for the hosted pg_cron job (20261201200300_outbox_sweep_schedule.sql):
 * POSTs {"sweep": true} to send-outbox through the gateway on the periodic job's timer, which
 * takes the shoppers' messages a crash left unanswered and sends every outbox message that is due.
 * Runs that claimed something, and failed calls, are logged.
 */
export function startOutboxSweep(options: OutboxSweepOptions): PeriodicJob {
  return startPeriodicJob(options, async (signal, log) => {
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/send-outbox`, {
        method: 'POST',
        headers: { apikey: options.anonKey, authorization: `Bearer ${options.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sweep: true }),
        signal,
      });
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok || ((answer as { claimed?: number } | null)?.claimed ?? 0) > 0) log(`${response.status} ${JSON.stringify(answer)}`);
    } catch (error) {
      if (!signal.aborted) log(`sweep failed: ${(error as Error).message}`);
    }
  });
}
