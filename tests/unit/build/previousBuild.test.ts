/**
 * The previous build is set aside, its pages' own directories are handed to the new pages, and
 * what is left is deleted.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removePreviousBuild, setPreviousBuildAside, withPreviousDirs } from '../../../scripts/previousBuild.ts';
import type { PageJob } from '../../../scripts/prerender/writePages.ts';
import type { RouteHead } from '../../../src/app/seo.ts';

const job = (file: string): PageJob => ({ file, head: { path: `/${file}` } as RouteHead });

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('withPreviousDirs', () => {
  it("gives each page whose directory holds it alone the previous build's directory", () => {
    const jobs = ['index.html', 'about/index.html', 'item/a/index.html', 'ar/index.html', 'ar/about/index.html', 'ar/item/a/index.html', '404.html', 'ar/404.html'].map(job);
    work = mkdtempSync(join(tmpdir(), 'previous-build-'));
    const aside = join(work, '.dist-previous');
    expect(withPreviousDirs(jobs, aside).map((one) => one.previousDir ?? null)).toEqual([
      null,
      join(aside, 'about'),
      join(aside, 'item/a'),
      // Holds the other Arabic pages: taking it over would bring the previous build's along.
      null,
      join(aside, 'ar/about'),
      join(aside, 'ar/item/a'),
      null,
      null,
    ]);
  });

  it('gives none without a previous build', () => {
    work = mkdtempSync(join(tmpdir(), 'previous-build-'));
    expect(withPreviousDirs([job('item/a/index.html')], null)).toEqual([job('item/a/index.html')]);
  });
});

describe('setPreviousBuildAside and removePreviousBuild', () => {
  it('moves the output folder beside itself, hidden, and deletes what is left of it', async () => {
    work = mkdtempSync(join(tmpdir(), 'previous-build-'));
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'item', 'a'), { recursive: true });
    writeFileSync(join(dist, 'item', 'a', 'index.html'), 'old');
    const aside = setPreviousBuildAside(dist);
    expect(aside).not.toBeNull();
    expect(existsSync(dist)).toBe(false);
    expect(existsSync(join(aside!, 'item', 'a', 'index.html'))).toBe(true);
    await removePreviousBuild(dist, aside);
    expect(readdirSync(work)).toEqual([]);
  });

  it("also deletes a copy an earlier build left (stopped before its end), not one whose build still runs", async () => {
    work = mkdtempSync(join(tmpdir(), 'previous-build-'));
    const dist = join(work, 'dist');
    mkdirSync(dist);
    // A process id above any system's pid_max: that build is gone.
    const stopped = join(work, '.dist-previous-999999999-1');
    const running = join(work, `.dist-previous-${process.pid}-2`);
    const unrelated = join(work, '.dist-elsewhere');
    for (const dir of [stopped, running, unrelated]) mkdirSync(join(dir, 'item'), { recursive: true });
    await removePreviousBuild(dist, null);
    expect(readdirSync(work).sort()).toEqual(['.dist-elsewhere', `.dist-previous-${process.pid}-2`, 'dist']);
  });

  it('has nothing to set aside for a first build', () => {
    work = mkdtempSync(join(tmpdir(), 'previous-build-'));
    expect(setPreviousBuildAside(join(work, 'dist'))).toBeNull();
  });
});
