/**
 * Every product page's structured data passes Google's product and merchant-listing rules as a
 * tool no one here wrote reads them: Adobe's validator of those rules
 * (@adobe/structured-data-validator), fed by the JSON-LD extractor its README names
 * (@marbec/web-auto-extractor), over the HTML of each page of the demo shop. The pages are made
 * as `npm run build` makes them (scripts/build.ts: the catalogue and delivery zones read from the
 * real stack, `prerenderRoutes`, `renderPage`, `pageHtml`), without the Vite builds and the
 * pictures, which change nothing in a page's JSON-LD.
 *
 * The validator also checks names against schema.org's vocabulary when handed schema.org's
 * published file; that file is a download, so this test runs Google's rules only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageHtml, type ServerEntry } from '../../scripts/prerender/pageHtml.ts';
import { stackInfo } from '../support/clients.ts';

const template = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');

/** Each product page's path and HTML. */
let productPages: { path: string; html: string }[];

beforeAll(async () => {
  // What the build sets before it imports the server entry (scripts/build.ts, src/data/rest.ts).
  const { apiUrl, anonKey } = stackInfo();
  process.env.PRERENDER_SUPABASE_URL = apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = anonKey;
  const entry = (await import('../../src/entry-server.tsx')) as ServerEntry;
  const catalog = await entry.fetchCatalog();
  const terms = await entry.fetchShopTerms();
  const snapshotUrl = '/assets/catalog-000000000000.json';
  const products = entry.prerenderRoutes(catalog, terms).filter((head) => head.path.startsWith('/item/'));
  productPages = await Promise.all(
    products.map(async (head) => {
      const data = { ...entry.pageCatalog(head.path, catalog, snapshotUrl), terms };
      return { path: head.path, html: pageHtml(template, head, await entry.renderPage(head.path, data), data, entry) };
    }),
  );
}, 120_000);

describe("product pages' structured data", () => {
  it("has no error by Google's merchant-listing rules on any product page of the demo shop", async () => {
    expect(productPages.length).toBeGreaterThan(40);
    const validator = new Validator();
    const errors: string[] = [];
    for (const page of productPages) {
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(page.html);
      expect(extracted.jsonld.Product, page.path).toHaveLength(1);
      for (const issue of await validator.validate(extracted)) {
        if (issue.severity === 'ERROR') errors.push(`${page.path}: ${issue.issueMessage}`);
      }
    }
    expect(errors).toEqual([]);
  });
});
