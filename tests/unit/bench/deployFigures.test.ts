import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployFigures } from '../../../bench/deployFigures.ts';

describe('deployFigures', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts every file below the folder, pictures included, and names the largest', () => {
    dir = mkdtempSync(join(tmpdir(), 'deploy-figures-'));
    mkdirSync(join(dir, 'ar', 'item', 'x'), { recursive: true });
    mkdirSync(join(dir, 'img'));
    writeFileSync(join(dir, 'index.html'), 'a'.repeat(10));
    writeFileSync(join(dir, 'ar', 'item', 'x', 'index.html'), 'b'.repeat(20));
    writeFileSync(join(dir, 'img', 'photo.webp'), Buffer.alloc(3 * 2 ** 20));
    expect(deployFigures(dir)).toEqual({
      files: 3,
      totalMiB: 3,
      largestFile: { path: join('img', 'photo.webp'), MiB: 3 },
    });
  });

  it('reports an empty build as no files and no largest file', () => {
    dir = mkdtempSync(join(tmpdir(), 'deploy-figures-'));
    expect(deployFigures(dir)).toEqual({ files: 0, totalMiB: 0, largestFile: null });
  });
});
