/**
 * The prerendering step's pages, rendered and written on worker threads (renderWorker.ts): at
 * 5,000 products in two languages a build writes ~10,000 pages, each a React render, its critical
 * CSS and a file, none depending on another, and on one thread they were nearly all of a warm
 * build's time. Pages are dealt out in turn (an English page and its Arabic twin go to different
 * threads), so the threads finish together.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageWork } from './renderWorker.ts';
import type { PageJob } from './writePages.ts';

/** Below this many pages a thread more costs more (loading the server bundle, copying the catalogue) than it saves. */
const PAGES_PER_THREAD = 200;

/**
 * One thread per core the machine offers (PRERENDER_THREADS, when set, says how many to use
 * instead: fewer on a machine shared with other work), at most one per PAGES_PER_THREAD pages, at
 * least one.
 */
export function renderThreads(pages: number, cores: number = Number(process.env.PRERENDER_THREADS) || availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.ceil(pages / PAGES_PER_THREAD)));
}

/** Renders and writes `jobs` with the built worker `workerFile`; resolves once every page is written. */
export async function renderPages(workerFile: string, work: Omit<PageWork, 'jobs'>, jobs: readonly PageJob[]): Promise<void> {
  const threads = renderThreads(jobs.length);
  const workers = Array.from(
    { length: threads },
    (_, thread) => new Worker(workerFile, { workerData: { ...work, jobs: jobs.filter((_, i) => i % threads === thread) } satisfies PageWork }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.once('error', reject);
            worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A page-rendering thread stopped with code ${code}`))));
          }),
      ),
    );
  } finally {
    // After a failure, the other threads stop too.
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
