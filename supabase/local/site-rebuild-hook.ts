import pg from 'pg';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

/** How often the local stack asks the database whether a site rebuild is due, by default. */
export const DEFAULT_REBUILD_CHECK_SECONDS = 10;
/** A build hook answers at once (it only queues a build); a call taking longer has failed. */
const HOOK_TIMEOUT_MS = 30_000;

export interface SiteRebuildHookOptions {
  dbUrl: string;
  /** The static host's build hook (SITE_REBUILD_HOOK_URL). */
  hookUrl: string;
  intervalSeconds: number;
  logFile: string;
}

export type SiteRebuildHook = PeriodicJob;

/**
 * The local stand-in for the hosted pg_cron + pg_net job (20261125130300_site_rebuild_schedule.sql):
 * every `intervalSeconds` it asks the database's own decision, private.claim_site_rebuild(),
 * whether a call is due, POSTs to the hook if so, and records the answer. The quiet period, the
 * minimum interval and the retries are the database's (site_rebuild_settings), so local and
 * hosted behave the same.
 */
export function startSiteRebuildHook(options: SiteRebuildHookOptions): SiteRebuildHook {
  return startPeriodicJob(options, async (signal, log) => {
    const db = new pg.Client({ connectionString: options.dbUrl, application_name: 'site rebuild hook' });
    try {
      await db.connect();
      const { rows } = await db.query<{ id: string; reason: string; attempt: number }>('select id, reason, attempt from private.claim_site_rebuild()');
      for (const call of rows) {
        let status: number | null = null;
        let error: string | null = null;
        try {
          const response = await fetch(options.hookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ reason: call.reason, attempt: call.attempt }),
            signal: AbortSignal.any([signal, AbortSignal.timeout(HOOK_TIMEOUT_MS)]),
          });
          status = response.status;
          await response.body?.cancel();
        } catch (failure) {
          error = (failure as Error).message;
        }
        if (signal.aborted) return;
        await db.query('select private.record_site_rebuild($1, $2, $3)', [call.id, status, error]);
        log(`rebuild ${call.id} (attempt ${call.attempt}, ${call.reason}): ${status ?? error}`);
      }
    } catch (failure) {
      if (!signal.aborted) log(`check failed: ${(failure as Error).message}`);
    } finally {
      await db.end().catch(() => {});
    }
  });
}
