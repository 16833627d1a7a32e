/**
 * The part of TOML that supabase/config.toml uses, so the local stack reads the same file the
 * Supabase CLI deploys from without a dependency: `[table.headers]`, `key = value` with strings,
 * booleans, numbers and one-line arrays of those, and comments. Anything else (inline tables,
 * arrays of tables, multi-line values) is refused with its line number rather than misread.
 */
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

type Fail = (why: string) => never;

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  text.split(/\r?\n/).forEach((raw, index) => {
    const fail: Fail = (why) => {
      throw new Error(`TOML line ${index + 1}: ${why}: ${raw.trim()}`);
    };
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const header = /^\[\s*([^[\]]+?)\s*\]\s*(#.*)?$/.exec(line);
    if (header) {
      table = root;
      for (const key of parseKeyPath(header[1] ?? '', fail)) {
        const next = Object.hasOwn(table, key) ? table[key] : (table[key] = {});
        if (typeof next !== 'object' || Array.isArray(next)) fail(`${key} is already a value`);
        table = next;
      }
      return;
    }
    const assignment = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (!assignment) fail(line.startsWith('[') ? 'unsupported table header' : 'expected key = value');
    const [, key = '', valueText = ''] = assignment;
    if (Object.hasOwn(table, key)) fail(`${key} is set twice`);
    const [value, rest] = parseValue(valueText, fail);
    if (!/^\s*(#.*)?$/.test(rest)) fail('unexpected text after the value');
    table[key] = value;
  });
  return root;
}

/** `a.b-c."d.e"` → ['a', 'b-c', 'd.e']. */
function parseKeyPath(path: string, fail: Fail): string[] {
  const keys: string[] = [];
  let rest = path;
  for (;;) {
    const key = /^\s*(?:"([^"\\]*)"|([A-Za-z0-9_-]+))\s*(\.|$)/.exec(rest);
    if (!key) return fail(`unsupported key ${rest.trim()}`);
    keys.push(key[1] ?? key[2] ?? '');
    if (key[3] !== '.') return keys;
    rest = rest.slice(key[0].length);
  }
}

/** One value from the start of `text`, and what follows it. */
function parseValue(text: string, fail: Fail): [TomlValue, string] {
  const scalar = /^(true|false|[+-]?\d+(\.\d+)?)(?=[\s,\]#]|$)/.exec(text);
  if (scalar) {
    const [token] = scalar;
    return [token === 'true' ? true : token === 'false' ? false : Number(token), text.slice(token.length)];
  }
  const literal = /^'([^']*)'/.exec(text);
  if (literal) return [literal[1] ?? '', text.slice(literal[0].length)];
  const basic = /^"((?:[^"\\]|\\.)*)"/.exec(text);
  if (basic) return [unescape(basic[1] ?? '', fail), text.slice(basic[0].length)];
  if (text.startsWith('[')) {
    const items: TomlValue[] = [];
    let rest = text.slice(1).trimStart();
    while (!rest.startsWith(']')) {
      if (rest === '' || rest.startsWith('#')) fail('unterminated or multi-line array');
      const [item, after] = parseValue(rest, fail);
      items.push(item);
      rest = after.trimStart();
      if (rest.startsWith(',')) rest = rest.slice(1).trimStart();
      else if (!rest.startsWith(']')) fail('unterminated or multi-line array');
    }
    return [items, rest.slice(1)];
  }
  return fail('unsupported value');
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };

function unescape(body: string, fail: Fail): string {
  return body.replace(/\\(u[0-9A-Fa-f]{4}|.)/g, (_, escape: string) =>
    escape.length === 5 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : (ESCAPES[escape] ?? fail(`unknown escape \\${escape}`)),
  );
}
