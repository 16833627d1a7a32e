/**
 * The previous build in the output folder: set aside at the start of a build, its page
 * directories taken over by the new pages (writePages' `pageDirectory`), the rest deleted once
 * the pages are written.
 *
 * Set aside (a rename beside it, instant) instead of Vite emptying the folder first: at 5,000
 * products in two languages a build is ~10,000 pages and ~10,000 share cards, and deleting them one
 * by one before anything else took 102 s of a warm build on a loaded 2-core machine.
 *
 * Deleted after the pages, not while they are written: on this machine's ext4 (no journal) a
 * file or directory is slow to create while many were deleted in the last minutes (the allocator
 * checks each recently freed inode and skips it), and deleting the previous build's ~20,000 pages
 * and directories beside the page threads made creating theirs ~3× as costly in system time
 * (10,000 pages and directories: 3.7 s after such a deletion, 1.25 s without). Taken over, a
 * page's directory and file keep their inodes: nothing is freed or allocated for it.
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { PageJob } from './prerender/writePages.ts';

const asidePrefix = (outDir: string) => `.${basename(outDir)}-previous-`;

/**
 * Moves the previous build out of the way and returns where it went, or null when there was none
 * or the folder cannot be renamed (a mount point: Vite then empties it as before).
 */
export function setPreviousBuildAside(outDir: string): string | null {
  if (!existsSync(outDir)) return null;
  const aside = join(dirname(outDir), `${asidePrefix(outDir)}${process.pid}-${Date.now()}`);
  try {
    renameSync(outDir, aside);
    return aside;
  } catch {
    return null;
  }
}

/** Whether the process that set a copy aside still runs (another build of the same folder, not yet done with it). */
function builderRuns(asideName: string, prefix: string): boolean {
  const pid = Number(asideName.slice(prefix.length).split('-')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * `jobs` with the previous build's directory of each page whose directory holds that page alone
 * (`item/x/index.html`, `about/index.html`; not `ar/index.html`, whose directory holds the other
 * Arabic pages, nor a file at the top): taking such a directory over brings nothing stale along.
 */
export function withPreviousDirs(jobs: readonly PageJob[], aside: string | null): PageJob[] {
  if (aside === null) return [...jobs];
  const dirs = jobs.map((job) => dirname(job.file));
  const parents = new Set<string>();
  for (const dir of dirs) for (let parent = dirname(dir); parent !== '.'; parent = dirname(parent)) parents.add(parent);
  return jobs.map((job, index) => {
    const dir = dirs[index]!;
    return dir === '.' || parents.has(dir) ? job : { ...job, previousDir: join(aside, dir) };
  });
}

/**
 * Deletes what is left of the previous build, and any copy an earlier build set aside but never
 * deleted (it was stopped, or the power went, before its end): hidden, such a copy would hold a
 * whole shop's pages and pictures on the disk for good. A copy whose build still runs is left.
 * A failed deletion is harmless: the copy stays hidden, and the next build tries again.
 */
export async function removePreviousBuild(outDir: string, aside: string | null): Promise<void> {
  const prefix = asidePrefix(outDir);
  const parent = dirname(outDir);
  const leftovers = readdirSync(parent)
    .filter((name) => name.startsWith(prefix) && !builderRuns(name, prefix))
    .map((name) => join(parent, name));
  // This build's own copy is never among the leftovers: its process runs.
  const copies = aside === null ? leftovers : [aside, ...leftovers];
  await Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true }).catch(() => undefined)));
}
