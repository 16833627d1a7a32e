/**
 * The demo catalogue of supabase/seed.sql as the shop reads it (items with their category,
 * variants and Arabic twins, mapped by the data layer's toProduct), without a database: the
 * seed's `insert … values` and `update … from (values …) as t (…)` statements read as rows.
 * For unit tests that judge rules against the demo products (the search query set).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toProduct, type ItemWithRelations } from '../../src/data/catalogRows.ts';
import type { Product } from '../../src/domain/types.ts';

type Value = string | number | boolean | null;
type Row = Record<string, Value>;
type Token = { kind: 'string'; text: string } | { kind: 'word'; text: string } | { kind: 'mark'; text: string };

function tokens(sql: string): Token[] {
  const found: Token[] = [];
  let index = 0;
  while (index < sql.length) {
    const char = sql[index]!;
    if (/\s/.test(char)) index += 1;
    else if (sql.startsWith('--', index)) index = sql.indexOf('\n', index) === -1 ? sql.length : sql.indexOf('\n', index);
    else if (char === "'") {
      let text = '';
      index += 1;
      for (;;) {
        const quote = sql.indexOf("'", index);
        text += sql.slice(index, quote);
        index = quote + 1;
        if (sql[index] !== "'") break;
        text += "'";
        index += 1;
      }
      found.push({ kind: 'string', text });
    } else if ('(),;'.includes(char)) {
      found.push({ kind: 'mark', text: char });
      index += 1;
    } else {
      const word = /^[^\s(),;']+/.exec(sql.slice(index))![0];
      found.push({ kind: 'word', text: word.toLowerCase() });
      index += word.length;
    }
  }
  return found;
}

function value(token: Token): Value {
  if (token.kind === 'string') return token.text;
  if (token.text === 'null') return null;
  if (token.text === 'true' || token.text === 'false') return token.text === 'true';
  return Number(token.text);
}

/** Reads `(a, b), (c, d)` from `at`; returns the tuples and where they end. */
function tuples(list: Token[], at: number): { rows: Value[][]; end: number } {
  const rows: Value[][] = [];
  let index = at;
  while (list[index]?.text === '(') {
    const row: Value[] = [];
    index += 1;
    while (list[index]!.text !== ')') {
      row.push(value(list[index]!));
      index += 1;
      if (list[index]!.text === ',') index += 1;
    }
    rows.push(row);
    index += 1;
    if (list[index]?.text === ',') index += 1;
  }
  return { rows, end: index };
}

/** Reads `(a, b, c)` names from `at`. */
function names(list: Token[], at: number): { columns: string[]; end: number } {
  const columns: string[] = [];
  let index = at + 1;
  while (list[index]!.text !== ')') {
    if (list[index]!.text !== ',') columns.push(list[index]!.text);
    index += 1;
  }
  return { columns, end: index + 1 };
}

/** Every table's rows, with each `update … from (values …)` applied by id. */
function seedTables(): Map<string, Row[]> {
  const list = tokens(readFileSync(resolve(import.meta.dirname, '../../supabase/seed.sql'), 'utf8'));
  const tables = new Map<string, Row[]>();
  for (let index = 0; index < list.length; index += 1) {
    const [first, second, third] = [list[index], list[index + 1], list[index + 2]];
    if (first?.text === 'insert' && second?.text === 'into' && third?.text.startsWith('public.')) {
      const { columns, end } = names(list, index + 3);
      if (list[end]?.text !== 'values') continue;
      const { rows, end: after } = tuples(list, end + 1);
      const table = tables.get(third.text) ?? [];
      table.push(...rows.map((row) => Object.fromEntries(columns.map((column, at) => [column, row[at] ?? null]))));
      tables.set(third.text, table);
      index = after;
    } else if (first?.text === 'update' && second?.text.startsWith('public.')) {
      let at = index;
      while (list[at]?.text !== ';' && !(list[at]?.text === 'from' && list[at + 1]?.text === '(' && list[at + 2]?.text === 'values')) at += 1;
      // `update … set …;` without a list of values sets no text.
      if (list[at]?.text === ';') continue;
      const { rows, end } = tuples(list, at + 3);
      // `) as t (id, …)`
      const { columns } = names(list, end + 3);
      const byId = new Map((tables.get(second.text) ?? []).map((row) => [row.id, row]));
      for (const row of rows) {
        const target = byId.get(row[0] ?? null);
        if (target) columns.slice(1).forEach((column, at) => (target[column] = row[at + 1] ?? null));
      }
      index = end;
    }
  }
  return tables;
}

/** The demo catalogue's products, in the shop's order (sort_order, name), as the data layer maps them. */
export function seedProducts(): Product[] {
  const tables = seedTables();
  const categories = new Map((tables.get('public.categories') ?? []).map((row) => [row.id, row]));
  const variants = tables.get('public.item_variants') ?? [];
  const items = (tables.get('public.items') ?? []).map((row) => {
    const category = row.category_id ? categories.get(row.category_id) : undefined;
    return {
      search_terms: null,
      search_terms_ar: null,
      ...row,
      categories: category ? { name: category.name, name_ar: category.name_ar ?? null } : null,
      item_variants: variants
        .filter((variant) => variant.item_id === row.id)
        .map((variant) => ({ size_ar: null, name_ar: null, created_at: '', ...variant })),
    } as unknown as ItemWithRelations;
  });
  items.sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
  return items.map(toProduct);
}
