import { appendFileSync } from 'node:fs';

/** How often the local stack sweeps for orders whose owner notifications are still to be sent, by default. */
export const DEFAULT_SWEEP_SECONDS = 60;

/** The functions that notify the owner of an order, each swept on its own timer. */
export const ORDER_NOTIFICATION_FUNCTIONS = ['send-order-email', 'send-order-whatsapp'] as const;

export interface OrderSweepOptions {
  /** Which function's waiting orders: the e-mail's or the WhatsApp message's. */
  functionName: (typeof ORDER_NOTIFICATION_FUNCTIONS)[number];
  /** The gateway (Supabase URL) and the anon key: the sweep calls the function as pg_net does hosted. */
  apiUrl: string;
  anonKey: string;
  intervalSeconds: number;
  logFile: string;
}

export interface OrderSweep {
  stop(): Promise<void>;
}

/**
 * The local stand-in for the hosted pg_cron jobs (20261122121300_order_email_sweep_schedule.sql,
 * 20261125140100_order_whatsapp_sweep_schedule.sql): POSTs {"sweep": true} to one
 * notification function (send-order-email or send-order-whatsapp) through the gateway, once at start (orders placed
 * while the stack was down) and then every `intervalSeconds`. A sweep still running when the next
 * one is due is not doubled. Runs that sent or failed something, and failed calls, are logged.
 */
export function startOrderSweep(options: OrderSweepOptions): OrderSweep {
  const controller = new AbortController();
  let running: Promise<void> | null = null;
  const log = (line: string) => appendFileSync(options.logFile, `${new Date().toISOString()} ${line}\n`);

  const sweepOnce = async (): Promise<void> => {
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/${options.functionName}`, {
        method: 'POST',
        headers: { apikey: options.anonKey, authorization: `Bearer ${options.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sweep: true }),
        signal: controller.signal,
      });
      const answer: unknown = await response.json().catch(() => null);
      const counts = answer as { claimed?: number; off?: number } | null;
      if (!response.ok || (counts?.claimed ?? 0) > 0 || (counts?.off ?? 0) > 0) log(`${response.status} ${JSON.stringify(answer)}`);
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
