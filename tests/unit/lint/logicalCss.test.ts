/**
 * Right-to-left pages (docs/decisions/0012-logical-css-only.md) need every side named by the reading direction: the linter
 * rejects physical Tailwind classes (eslint-rules/logical-css.js), and this test rejects physical
 * properties in the stylesheet.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import logicalCss, { physicalClass } from '../../../eslint-rules/logical-css.js';

const root = resolve(__dirname, '../../..');

describe('the logical-classes lint rule', () => {
  it('fails a component that names physical sides, and says which logical class to write', async () => {
    const fixture = [
      "const drawer = 'ml-auto mr-0 h-dvh';",
      'export function Fixture({ open }: { open: boolean }) {',
      '  return (',
      '    <div className={`absolute left-2 sm:right-4 ${open ? "pl-4 text-right" : "rounded-l-md border-r-2"}`}>',
      '      <span className="-translate-x-1/2 hover:-mr-1 ms-2 pe-3 start-0 end-0 text-start rounded-s border-e space-x-2 rtl:-scale-x-100 rtl:left-0">{drawer}</span>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    const file = resolve(root, 'src/features/layout/Fixture.tsx');
    // The project's configuration turns the rule on for src/ (with its exceptions); the fixture is
    // linted with that rule alone (the import rules would read the whole project).
    const project = (await new ESLint({ cwd: root }).calculateConfigForFile(file)) as Linter.Config;
    const setting = project.rules!['logical-css/no-physical-classes'] as Linter.RuleEntry;
    expect(Array.isArray(setting) ? setting[0] : setting).toBe(2);
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { 'logical-css': logicalCss },
        rules: { 'logical-css/no-physical-classes': setting },
      },
    });
    const [result] = await eslint.lintText(fixture, { filePath: file });
    const messages = result!.messages.filter((message) => message.ruleId === 'logical-css/no-physical-classes').map((message) => message.message);
    expect(messages.map((message) => message.split("'")[1])).toEqual([
      'ml-auto',
      'mr-0',
      'left-2',
      'sm:right-4',
      'pl-4',
      'text-right',
      'rounded-l-md',
      'border-r-2',
      '-translate-x-1/2',
      'hover:-mr-1',
    ]);
    expect(messages[3]).toContain("write 'sm:end-4'");
    expect(messages[9]).toContain("write 'hover:-me-1'");
  }, 30_000); // reads the project's ESLint configuration

  it('knows the logical twin of each physical utility', () => {
    expect(physicalClass('ml-2')).toEqual({ utility: 'ml-2', logical: 'ms-2' });
    expect(physicalClass('scroll-pr-4')).toEqual({ utility: 'scroll-pr-4', logical: 'scroll-pe-4' });
    expect(physicalClass('rounded-tr-lg')).toEqual({ utility: 'rounded-tr-lg', logical: 'rounded-se-lg' });
    expect(physicalClass('border-l')).toEqual({ utility: 'border-l', logical: 'border-s' });
    expect(physicalClass('md:text-left')).toEqual({ utility: 'text-left', logical: 'text-start' });
    expect(physicalClass('sm:bg-gradient-to-r')).toEqual({ utility: 'bg-gradient-to-r', logical: null });
    for (const fine of ['mx-2', 'px-4', 'inset-x-0', 'space-x-2', 'border', 'rounded-lg', 'leftover', 'ltr:bg-gradient-to-r', '[grid-area:1/1]']) {
      expect(physicalClass(fine)).toBeNull();
    }
  });
});

describe('the stylesheet', () => {
  it('names no physical side (margin/padding/border-left, left:, text-align: right …)', () => {
    const css = readFileSync(resolve(root, 'src/index.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const physical = /\b(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius|(?<![-\w])(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right))/g;
    expect(css.match(physical) ?? []).toEqual([]);
  });
});
