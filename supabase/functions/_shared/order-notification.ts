/**
 * What the senders share: the two commands they answer (the browser's `{ order_id }` after
 * place_order, the sweep's `{ sweep: true }`) and the sweep's rounds of claims under a time budget,
 * which the outbox's dispatcher (outbox.deno.ts) sweeps in.
 */

import { UUID_PATTERN } from './format.ts';

export type NotifyCommand = { orderId: string } | { sweep: true };

/** The request's command, or null when the body is neither `{ order_id: <uuid> }` nor `{ sweep: true }`. */
export async function readNotifyCommand(request: Request): Promise<NotifyCommand | null> {
  try {
    const body: unknown = await request.json();
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
    const fields = body as Record<string, unknown>;
    if (fields.sweep === true) return { sweep: true };
    const orderId = fields.order_id;
    return typeof orderId === 'string' && UUID_PATTERN.test(orderId) ? { orderId: orderId.toLowerCase() } : null;
  } catch {
    return null;
  }
}

export interface SweepCounts {
  claimed: number;
  sent: number;
  failed: number;
}

/**
 * Claims round after round of waiting messages and delivers each, until a round comes back empty,
 * a round had a failure, or `budgetMs` has passed. A failed message may be claimable again at once
 * (its first retries wait for no time): the next sweep retries it, not this one, which would
 * spend its attempts in a tight loop.
 */
export async function sweepInRounds<T>(
  claimRound: () => Promise<T[]>,
  deliver: (message: T) => Promise<boolean>,
  budgetMs: number,
): Promise<SweepCounts> {
  const counts: SweepCounts = { claimed: 0, sent: 0, failed: 0 };
  const startedAt = Date.now();
  while (Date.now() - startedAt < budgetMs) {
    const messages = await claimRound();
    if (messages.length === 0) break;
    counts.claimed += messages.length;
    let roundFailed = false;
    for (const message of messages) {
      if (await deliver(message)) {
        counts.sent += 1;
      } else {
        counts.failed += 1;
        roundFailed = true;
      }
    }
    if (roundFailed) break;
  }
  return counts;
}
