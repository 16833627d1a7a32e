// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../supabase/local/paths.ts';

/**
 * A reference must lead to a file a clone has: the code, tests, configuration and docs cite the
 * project's own pages by path (`docs/decisions/0003-first-tap-budget.md`), and a citation of a
 * page that is not in the repository (a working note beside it, a page renamed or never written)
 * leaves a newcomer with nothing to follow.
 */

const FOUNDERS_NOTE = ['DESIGN', 'md'].join('.'); // spelt apart so this file does not cite it
const OUTSIDE_THE_REPOSITORY = /(?:^|[\s(`'"])\.\.\/shared\//;
const DOCS_PAGE = /(?<![\w/.-])docs\/[\w./-]*?\.md\b/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** What `text` (the file `file`, relative to the repository's root) cites that is not there. */
function missingCitations(file: string, text: string, exists: (path: string) => boolean): string[] {
  const missing = new Set<string>();
  if (text.includes(FOUNDERS_NOTE) && !exists(FOUNDERS_NOTE)) missing.add(FOUNDERS_NOTE);
  if (OUTSIDE_THE_REPOSITORY.test(text)) missing.add('../shared/ (outside the repository)');
  for (const [page] of text.matchAll(DOCS_PAGE)) if (!exists(page)) missing.add(page);
  if (file.endsWith('.md')) {
    for (const [, target = ''] of text.matchAll(MARKDOWN_LINK)) {
      if (/^(?:[a-z]+:|#)/i.test(target)) continue; // another site, an e-mail address, an anchor
      const path = normalize(join(dirname(file), target.split('#')[0] ?? ''));
      if (path.startsWith('..') || !exists(path)) missing.add(target);
    }
  }
  return [...missing];
}

describe('citations', () => {
  const none = () => false;
  it('reports a page the repository does not have, the founders\' note and a path outside it', () => {
    expect(missingCitations('src/a.ts', `// see ${FOUNDERS_NOTE} §19`, none)).toEqual([FOUNDERS_NOTE]);
    expect(missingCitations('src/a.ts', '// (docs/decisions/0099-nothing.md)', none)).toEqual(['docs/decisions/0099-nothing.md']);
    expect(missingCitations('a.md', 'read [it](../shared/spec.md)', () => true)).toEqual(['../shared/ (outside the repository)', '../shared/spec.md']);
    expect(missingCitations('docs/a.md', '[b](b.md#part) and [home](../README.md)', (path) => path === 'README.md')).toEqual(['b.md#part']);
  });

  it('passes a page that exists, a web address and an anchor', () => {
    const exists = (path: string) => path === 'docs/owner.md' || path === 'docs/decisions/0001-x.md';
    expect(missingCitations('src/a.ts', '// docs/owner.md and docs/decisions/0001-x.md', exists)).toEqual([]);
    expect(missingCitations('docs/a.md', '[o](owner.md#zones) [w](https://example.com) [t](#top)', exists)).toEqual([]);
  });
});

describe('the repository', () => {
  it('cites only files it has', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: projectRoot, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && existsSync(join(projectRoot, file)));
    const exists = (path: string) => existsSync(join(projectRoot, path));
    const self = relative(projectRoot, import.meta.filename);
    const problems: string[] = [];
    for (const file of files) {
      if (file === self || file === 'package-lock.json') continue;
      const bytes = readFileSync(join(projectRoot, file));
      if (bytes.includes(0)) continue; // a picture or a font
      for (const citation of missingCitations(file, bytes.toString('utf8'), exists)) problems.push(`${file}: ${citation}`);
    }
    expect(problems).toEqual([]);
  });
});
