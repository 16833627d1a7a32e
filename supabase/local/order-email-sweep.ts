import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

/** How often the local stack sweeps for orders whose owner notifications are still to be sent, by default. */
export const DEFAULT_SWEEP_SECONDS = 60;

/**
 * The functions swept on a timer of their own, each with its log: the two that notify the owner
 * of an order, and the WhatsApp webhook (shoppers' messages a crash left unanswered, replies still
 * to send).
 */
export const SWEEPS = {
  'send-order-email': 'order-email-sweep.log',
  'send-order-whatsapp': 'order-whatsapp-sweep.log',
  'whatsapp-webhook': 'whatsapp-webhook-sweep.log',
} as const;

export interface OrderSweepOptions {
  /** Which function's waiting work: the owner's e-mail, the owner's WhatsApp message, or the WhatsApp conversations. */
  functionName: keyof typeof SWEEPS;
  /** The gateway (Supabase URL) and the anon key: the sweep calls the function as pg_net does hosted. */
  apiUrl: string;
  anonKey: string;
  intervalSeconds: number;
  logFile: string;
}

export type OrderSweep = PeriodicJob;

/**
 * The local stand-in for the hosted pg_cron jobs (20261122121300_order_email_sweep_schedule.sql,
 * 20261125140100_order_whatsapp_sweep_schedule.sql, 20261128100400_whatsapp_reply_sweep_schedule.sql):
 * POSTs {"sweep": true} to one function of SWEEPS through the gateway, on the
 * periodic job's timer. Runs that sent or failed something, and failed calls, are logged.
 */
export function startOrderSweep(options: OrderSweepOptions): OrderSweep {
  return startPeriodicJob(options, async (signal, log) => {
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/${options.functionName}`, {
        method: 'POST',
        headers: { apikey: options.anonKey, authorization: `Bearer ${options.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sweep: true }),
        signal,
      });
      const answer: unknown = await response.json().catch(() => null);
      const counts = answer as { claimed?: number; off?: number; shoppers?: number } | null;
      if (!response.ok || (counts?.claimed ?? 0) > 0 || (counts?.off ?? 0) > 0 || (counts?.shoppers ?? 0) > 0) log(`${response.status} ${JSON.stringify(answer)}`);
    } catch (error) {
      if (!signal.aborted) log(`sweep failed: ${(error as Error).message}`);
    }
  });
}
