/**
 * The share cards' fonts are this build process's alone: fontconfig reads them once, and the
 * environment its children inherit (the browsers of the end-to-end tests and the bench) keeps
 * the machine's fonts. Each case runs in a fresh process, since fontconfig reads its settings once.
 */
// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const fontsModule = fileURLToPath(new URL('../../../scripts/images/fonts.ts', import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), 'shipped-fonts-'));

/** Runs `body` in a fresh Node process; it prints one JSON line, returned parsed. */
function inFreshProcess(body: string, env: NodeJS.ProcessEnv): { env: string | null; drawn: string } {
  const script = `
    import { createHash } from 'node:crypto';
    import sharp from 'sharp';
    import { CARD_FONT_FAMILY, useShippedFonts } from ${JSON.stringify(fontsModule)};
    const draw = async () => createHash('sha256').update(await sharp(Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="80"><text x="8" y="56" font-size="40" font-family="' + CARD_FONT_FAMILY + '">Glass Jars مرطبان</text></svg>',
    )).raw().toBuffer()).digest('hex');
    ${body}
    console.log(JSON.stringify({ env: process.env.FONTCONFIG_FILE ?? null, drawn: await draw() }));
  `;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { env, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop()!);
}

describe('useShippedFonts', () => {
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('draws in the shipped fonts and leaves FONTCONFIG_FILE as it found it', () => {
    const { FONTCONFIG_FILE: _unset, ...machine } = process.env;
    const shipped = inFreshProcess(`await useShippedFonts(${JSON.stringify(cacheDir)});`, machine);
    expect(shipped.env).toBeNull();
    // The same text drawn by a process whose fontconfig was given only the shipped fonts throughout.
    const reference = inFreshProcess('', { ...machine, FONTCONFIG_FILE: join(cacheDir, 'fonts.conf') });
    expect(shipped.drawn).toBe(reference.drawn);
    const inherited = inFreshProcess(`await useShippedFonts(${JSON.stringify(cacheDir)});`, { ...machine, FONTCONFIG_FILE: '/etc/fonts/fonts.conf' });
    expect(inherited.env).toBe('/etc/fonts/fonts.conf');
    expect(inherited.drawn).toBe(reference.drawn);
  });
});
