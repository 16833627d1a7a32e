/**
 * A page-rendering thread renders the next pages while earlier ones are written (writePages):
 * it does not stop for each page's directory and file, every page still ends up on disk whole,
 * a page that cannot be written fails the step, and a page takes over its directory and file from
 * the previous build rather than new ones.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store.ts';
import { prerenderTemplate } from '../../../scripts/prerender/pageHtml.ts';
import { PAGES_IN_FLIGHT, pageFile, writePages, type BuiltCatalog, type PageJob } from '../../../scripts/prerender/writePages.ts';
import * as entry from '../../../src/entry-server.tsx';
import { productHead } from '../../../src/app/seo.ts';
import type { Catalog } from '../../../src/domain/index.ts';
import { makeProduct } from '../domain/fixtures.ts';

const products = Array.from({ length: PAGES_IN_FLIGHT + 4 }, (_, i) => makeProduct({ id: `mug-${i}`, name: `Mug ${i}`, price: 1000 + i }));
const catalog: Catalog = { products, categories: [{ id: 'cat-kitchen', name: 'Kitchen', nameAr: null, storeId: 'store-1' }], subcategories: [] };
const built: BuiltCatalog = { catalog, version: null, snapshotUrl: '/assets/catalog-0123456789ab.json', terms: null, deliveryAreasUrl: null };
const template = prerenderTemplate(readFileSync(resolve(__dirname, '../../../index.html'), 'utf8'), () => '');
const jobs: PageJob[] = products.map((product) => {
  const head = productHead(product, null, storeConfig.siteUrl, 'en');
  return { file: pageFile(head.path), head };
});

let outDir: string;
// The product page's lazy modules loaded once, as a build's thread has them after its first page
// (a one-off import, slow on a loaded machine: not what is measured here).
beforeAll(() => entry.renderPage(jobs[0]!.head.path, entry.pageCatalog(jobs[0]!.head.path, catalog, built.snapshotUrl)), 60_000);
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** The server entry, noting for each page rendered how many pages before it were on disk by then. */
function recordingEntry(onDiskBefore: number[]) {
  return {
    ...entry,
    renderPage: (url: string, data: Parameters<typeof entry.renderPage>[1]) => {
      const index = jobs.findIndex((job) => job.head.path === url);
      onDiskBefore.push(jobs.slice(0, index).filter((job) => existsSync(join(outDir, job.file))).length);
      return entry.renderPage(url, data);
    },
  };
}

describe('writePages', () => {
  it('renders the next page before the previous one is written, at most PAGES_IN_FLIGHT ahead, and writes every page whole', { timeout: 60_000 }, async () => {
    outDir = mkdtempSync(join(tmpdir(), 'write-pages-'));
    const onDiskBefore: number[] = [];
    await writePages(outDir, jobs, built, { ...template, manifest: {}, entry: recordingEntry(onDiskBefore) as typeof entry });

    // The second page was rendered while the first was still being written.
    expect(onDiskBefore[1]).toBe(0);
    // Never more than PAGES_IN_FLIGHT pages rendered and not yet written.
    onDiskBefore.forEach((written, index) => expect(index - written).toBeLessThanOrEqual(PAGES_IN_FLIGHT));
    for (const [index, job] of jobs.entries()) {
      const html = readFileSync(join(outDir, job.file), 'utf8');
      expect(html).toContain(`data-prerendered="${job.head.path}"`);
      expect(html).toContain(`Mug ${index}</h1>`);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
    }
  });

  it('fails when a page cannot be written', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'write-pages-'));
    // A file where the pages' folder should be: no page can be written under it.
    writeFileSync(join(outDir, 'item'), '');
    await expect(writePages(outDir, jobs.slice(0, 2), built, { ...template, manifest: {}, entry })).rejects.toThrow();
  });

  it("writes a page into the previous build's directory and file, kept (their inodes), and makes a new one where there is none", { timeout: 60_000 }, async () => {
    outDir = mkdtempSync(join(tmpdir(), 'write-pages-'));
    const previous = join(outDir, 'previous');
    const dist = join(outDir, 'dist');
    mkdirSync(join(previous, 'item', 'mug-0'), { recursive: true });
    writeFileSync(join(previous, 'item', 'mug-0', 'index.html'), 'the previous build\'s page, longer than nothing');
    mkdirSync(join(dist, 'item'), { recursive: true });
    const before = { dir: statSync(join(previous, 'item', 'mug-0')).ino, file: statSync(join(previous, 'item', 'mug-0', 'index.html')).ino };
    const two = jobs.slice(0, 2).map((job) => ({ ...job, previousDir: join(previous, job.file, '..') }));
    await writePages(dist, two, built, { ...template, manifest: {}, entry });

    expect(statSync(join(dist, 'item', 'mug-0')).ino).toBe(before.dir);
    expect(statSync(join(dist, 'item', 'mug-0', 'index.html')).ino).toBe(before.file);
    expect(existsSync(join(previous, 'item', 'mug-0'))).toBe(false);
    // The whole new page, nothing of the old one.
    const html = readFileSync(join(dist, 'item', 'mug-0', 'index.html'), 'utf8');
    expect(html.startsWith('<!doctype html>') || html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('Mug 0</h1>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    // mug-1 had no page before: a new directory.
    expect(readFileSync(join(dist, 'item', 'mug-1', 'index.html'), 'utf8')).toContain('Mug 1</h1>');
  });
});
