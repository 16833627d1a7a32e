/**
 * One thread of the prerendering step (scripts/prerender/renderPages.ts): renders and writes the
 * pages it is given, then posts how many. Vite builds it beside src/entry-server.tsx, into the
 * same server bundle, so it is plain JavaScript whatever runs the build (tsx, Vitest, Node).
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as entry from '../../src/entry-server.tsx';
import { writePages, type BuiltCatalog, type PageJob, type PageTemplate } from './writePages.ts';

export interface PageWork {
  outDir: string;
  jobs: PageJob[];
  built: BuiltCatalog;
  page: PageTemplate;
}

const { outDir, jobs, built, page } = workerData as PageWork;
await writePages(outDir, jobs, built, { ...page, entry });
parentPort?.postMessage(jobs.length);
