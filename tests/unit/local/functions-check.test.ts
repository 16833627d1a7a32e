// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { functionsCheckCommand } from '../../../supabase/local/functions.ts';
import { functionsDir, projectRoot } from '../../../supabase/local/paths.ts';

// `npm test` type-checks and lints the edge functions (issue 23): the same deno check command
// the npm script runs, here against the real functions and against copies with an error planted.
const PLANTED = 'const plantedTypeError: number = "not a number";\nexport { plantedTypeError };\n';
const PLANTED_MESSAGE = "Type 'string' is not assignable to type 'number'.";

function runCheck(dir?: string): { status: number | null; output: string } {
  const { command, args, cwd } = functionsCheckCommand(dir);
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let copyRoot: string;
let copyDir: string;

// The copy keeps the project's layout (supabase/functions beside a link to src/): functions
// import the shop's pure rules from src/ (locale, bidi, chat paths) by relative path.
beforeEach(() => {
  copyRoot = mkdtempSync(join(tmpdir(), 'momobel-functions-'));
  copyDir = join(copyRoot, 'supabase/functions');
  for (const folder of ['send-order-email', '_shared']) cpSync(join(functionsDir, folder), join(copyDir, folder), { recursive: true });
  symlinkSync(join(projectRoot, 'src'), join(copyRoot, 'src'), 'dir');
});

afterEach(() => {
  rmSync(copyRoot, { recursive: true, force: true });
});

describe('typecheck:functions', () => {
  it('is what npm test runs, through the one command the tests use', () => {
    const { scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.test).toContain('npm run typecheck:functions');
    expect(scripts['typecheck:functions']).toBe('node --import tsx supabase/local/cli.ts check-functions');
  });

  it('passes on the edge functions as they are, checking every function, every _shared helper and the functions server', () => {
    const { args } = functionsCheckCommand();
    const checked = args.filter((arg) => arg.endsWith('.ts')).map((file) => relative(projectRoot, file));
    const functionFolders = readdirSync(functionsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'));
    expect(functionFolders.length).toBeGreaterThan(0);
    for (const folder of functionFolders) expect(checked).toContain(`supabase/functions/${folder.name}/index.ts`);
    for (const helper of readdirSync(join(functionsDir, '_shared'))) expect(checked).toContain(`supabase/functions/_shared/${helper}`);
    expect(checked).toContain('supabase/local/functions-server.deno.ts');

    const clean = runCheck();
    expect(clean.output).not.toContain('ERROR');
    expect(clean.status).toBe(0);
  }, 60_000);

  it('passes on an untouched copy of a function, and fails on the copy with a type error planted, naming file and error', () => {
    expect(runCheck(copyDir).status).toBe(0);
    const entry = join(copyDir, 'send-order-email/index.ts');
    // The file ends with a newline, so the planted line is the one after its last.
    const plantedLine = readFileSync(entry, 'utf8').split('\n').length;
    appendFileSync(entry, PLANTED);
    const planted = runCheck(copyDir);
    expect(planted.status).not.toBe(0);
    expect(planted.output).toContain('TS2322');
    expect(planted.output).toContain(PLANTED_MESSAGE);
    expect(planted.output).toContain(`${entry}:${plantedLine}:`);
  }, 60_000);

  it('fails on a type error in a _shared helper that no function imports yet', () => {
    writeFileSync(join(copyDir, '_shared/not-yet-used.ts'), PLANTED);
    const planted = runCheck(copyDir);
    expect(planted.status).not.toBe(0);
    expect(planted.output).toContain(PLANTED_MESSAGE);
    expect(planted.output).toContain(join(copyDir, '_shared/not-yet-used.ts'));
  }, 60_000);
});

describe('lint', () => {
  it('covers every edge function file (none is ignored by ESLint)', async () => {
    const eslint = new ESLint({ cwd: projectRoot });
    const files = readdirSync(functionsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await eslint.isPathIgnored(join(functionsDir, file)), file).toBe(false);
  }, 30_000);
});
