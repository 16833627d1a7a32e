// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../supabase/local/paths.ts';

// Lint and typecheck read code only: a merge's conflict markers left in JSON, Markdown or SQL
// would otherwise land unnoticed (one did, in bench/report.json).
describe('the repository', () => {
  it('holds no merge conflict markers in any tracked file', () => {
    let found = '';
    try {
      found = execFileSync('git', ['grep', '-n', '-I', '-E', '^(<{7}|>{7}) ', '--', '.'], { cwd: projectRoot, encoding: 'utf8' });
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });
});
