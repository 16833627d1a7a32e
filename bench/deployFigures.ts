/**
 * What decides whether a built shop can be deployed as it is: how many files `dist/` holds and how
 * large its largest file is, pictures included (issue 47 item 14). Static hosts cap both; the
 * tightest free plan we know of is Cloudflare Pages' (20,000 files, 25 MiB a file), which a shop
 * of a few thousand products in two languages reaches first (docs/deploy.md, "Deploying to a hosted Supabase project").
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Cloudflare Pages' free plan: the files of one deploy, and the size of one file. */
export const CLOUDFLARE_PAGES_FREE = { files: 20_000, fileMiB: 25 } as const;

export interface DeployFigures {
  files: number;
  totalMiB: number;
  largestFile: { path: string; MiB: number } | null;
}

export function deployFigures(dir: string): DeployFigures {
  let files = 0;
  let total = 0;
  let largest: { path: string; bytes: number } | null = null;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const bytes = statSync(path).size;
      files += 1;
      total += bytes;
      if (!largest || bytes > largest.bytes) largest = { path, bytes };
    }
  };
  walk(dir);
  const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 100) / 100;
  const found = largest as { path: string; bytes: number } | null;
  return {
    files,
    totalMiB: mib(total),
    largestFile: found ? { path: relative(dir, found.path), MiB: mib(found.bytes) } : null,
  };
}
