import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';

const logo = readFileSync(join(process.cwd(), 'public', storeConfig.brand.logoUrl), 'utf8');

describe('the logo', () => {
  // Text in an SVG picture is laid out on the page's main thread the first time it is drawn (a
  // font lookup for a face the phone may not have, then the stretched glyphs): 37–57 ms of the
  // first paint at 4× CPU. Outlines are drawn as they are.
  it('draws its wordmark as outlines, with no text to lay out', () => {
    expect(logo).not.toMatch(/<text[\s>]/);
    expect(logo).not.toMatch(/font-family/);
  });

  it('keeps its size and its name', () => {
    expect(logo).toMatch(/viewBox="0 0 240 60"/);
    expect(logo).toMatch(/<title[^>]*>MOMobel<\/title>/);
  });
});
