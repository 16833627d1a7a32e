/**
 * Everything the entry needs at start-up goes into the entry's own file. Left to itself, Rolldown
 * cuts the start-up code into nine files (the modules a lazy chunk shares with the entry become
 * chunks of their own), and a phone on HTTP/1.1 fetches six at a time, each paying its own round
 * trip: on a 150 ms link the last three came a round trip late. One file is also ~5 KB smaller
 * gzipped (no import/export glue, one compression window). Lazy chunks import what they share
 * from the entry, which is always loaded before them.
 *
 * "Needs" follows the names imported, not whole files: a feature's `index.ts` (or the domain's)
 * re-exports parts only lazily loaded screens use (the order totals, the order chat buttons), and
 * taking every file a barrel names put them in the start-up file. So a barrel's re-export is
 * followed only for the names a start-up module imports from it (an `export *` only to a module
 * that exports one of them: the domain's barrel names every rule); a module with code of its own
 * is taken whole, with everything it imports. Packages are taken whole. For Rolldown to leave
 * a module a barrel names but nothing at start-up uses out of the entry's chunks, it must know the
 * project's modules have no side effects of their own on import (none does: the entry and the CSS
 * are not among them, and each module runs only when something of it is used).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export function oneStartupChunk(): Plugin {
  const startupModules = new Set<string>();
  return {
    name: 'one-startup-chunk',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return;
      return {
        build: {
          rolldownOptions: {
            treeshake: { moduleSideEffects: (id: string) => !isProjectModule(id) },
            output: { codeSplitting: { groups: [{ name: 'index', test: (id: string) => startupModules.has(id) }] } },
          },
        },
      };
    },
    async buildEnd() {
      const wanted = new Map<string, Set<string> | 'all'>();
      const pending: [string, Set<string> | 'all'][] = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).map((id) => [id, 'all']);
      while (pending.length > 0) {
        const [id, names] = pending.pop()!;
        const before = wanted.get(id);
        if (before === 'all' || (before && names !== 'all' && [...names].every((name) => before.has(name)))) continue;
        const merged = names === 'all' || !before ? names : new Set([...before, ...names]);
        wanted.set(id, merged);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const statements = id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) ? null : moduleStatements(info.code ?? '');
        if (!statements) {
          startupModules.add(id);
          pending.push(...info.importedIds.map((imported): [string, 'all'] => [imported, 'all']));
          continue;
        }
        if (!statements.reexportsOnly) startupModules.add(id);
        for (const statement of statements.list) {
          const target = (await this.resolve(statement.from, id))?.id;
          if (!target) continue;
          if (statement.kind === 'import') pending.push([target, statement.names]);
          else if (statement.names === 'all') {
            const followed = namesProvided(this.getModuleInfo(target), merged);
            if (followed === 'all' || followed.size > 0) pending.push([target, followed]);
          }
          else {
            const followed = new Set([...statement.names].filter(([, exported]) => merged === 'all' || merged.has(exported)).map(([local]) => local));
            if (followed.size > 0) pending.push([target, followed]);
          }
        }
      }
      // A barrel that is wanted holds no code; its place is the start-up file too.
      for (const id of wanted.keys()) startupModules.add(id);
    },
  };
}

/**
 * Of the names a start-up module wants through an `export * from` a module, those that module
 * exports. A module that itself re-exports with `*` may provide more than its own list says:
 * every name is followed into it.
 */
function namesProvided(target: { exports: string[]; code: string | null } | null, wanted: Set<string> | 'all'): Set<string> | 'all' {
  if (wanted === 'all' || !target || /\bexport\s*\*/.test(target.code ?? '')) return wanted;
  return new Set(target.exports.filter((name) => wanted.has(name)));
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The shop's own TypeScript modules (not packages, not CSS). */
function isProjectModule(id: string): boolean {
  return id.startsWith(projectRoot) && !id.includes('/node_modules/') && /\.tsx?$/.test(id);
}

type Statement =
  | { kind: 'import'; from: string; names: Set<string> | 'all' }
  | { kind: 'reexport'; from: string; names: Set<[string, string]> | 'all' };

/**
 * The static imports and re-exports of a module's transformed code (type-only ones are gone by
 * then), and whether re-exports are all it holds. Null when it cannot be read that way.
 */
function moduleStatements(code: string): { list: Statement[]; reexportsOnly: boolean } | null {
  const list: Statement[] = [];
  const pattern = /(^|[\n;])[ \t]*(import|export)\s*((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)|[\w$]+)?\s*(from)?\s*["']([^"']+)["'][ \t]*;?/g;
  let rest = code;
  for (const [whole, , keyword, clause = '', from, source = ''] of code.matchAll(pattern)) {
    if (clause !== '' && !from) continue;
    rest = rest.replace(whole, '\n');
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    const pairs = (named ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part): [string, string] => {
        const [local = part, exported = local] = part.split(/\s+as\s+/);
        return [local, exported];
      });
    if (keyword === 'import') {
      const defaultImport = /^[\w$]+/.test(clause) ? ['default'] : [];
      const names = clause === '' || clause.includes('*') ? 'all' : new Set([...defaultImport, ...pairs.map(([imported]) => imported)]);
      list.push({ kind: 'import', from: source, names });
    } else if (clause === '*') {
      list.push({ kind: 'reexport', from: source, names: 'all' });
    } else if (named !== undefined && clause.startsWith('{')) {
      list.push({ kind: 'reexport', from: source, names: new Set(pairs) });
    } else {
      return null;
    }
  }
  const reexportsOnly = list.every((statement) => statement.kind === 'reexport') && rest.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim() === '';
  return { list, reexportsOnly };
}
