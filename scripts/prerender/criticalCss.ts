/**
 * The part of the stylesheet a prerendered page needs for its first paint: every rule whose
 * classes all appear in the page's HTML, every rule that names no class (base styles,
 * @keyframes), and of the theme's variables and the @property registrations those the kept rules
 * read. Inlined in the page instead of the whole stylesheet, so a page
 * carries a few KB of CSS rather than all of it (5,000 product pages would otherwise repeat the
 * whole stylesheet 5,000 times); the whole stylesheet loads after the page with its code, for
 * what hydration adds (dialogs, states). A rule this keeps can only match elements the page has;
 * a rule it drops cannot match any element of the HTML as built.
 */

const GROUPING_AT_RULES = /^@(media|supports|layer|container)\b/;

const CLASS_ATTRIBUTE = 'class="';

/**
 * The distinct values of `html`'s class attributes (a whitespace before `class="`), as written.
 * A page repeats most of them (every card, link and icon of a kind has the same), so each is split
 * into classes once (classesOf), not once per element: splitting every attribute was ~10% of
 * what a 5,000-product build allocates.
 */
function classAttributes(html: string): Set<string> {
  const values = new Set<string>();
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at !== -1; at = html.indexOf(CLASS_ATTRIBUTE, at)) {
    const start = at + CLASS_ATTRIBUTE.length;
    if (at === 0 || !/\s/.test(html[at - 1]!)) {
      at = start;
      continue;
    }
    const end = html.indexOf('"', start);
    if (end === -1) break;
    values.add(html.slice(start, end));
    at = end + 1;
  }
  return values;
}

/** The classes named by class attribute values (entities decoded). */
function classesOf(attributes: Iterable<string>): Set<string> {
  const classes = new Set<string>();
  for (let value of attributes) {
    if (value.includes('&')) {
      value = value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
    }
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The classes used in `html`'s class attributes. */
export function pageClasses(html: string): Set<string> {
  return classesOf(classAttributes(html));
}

/** What a page is made of, as far as its first paint's rules are concerned. */
interface PageFacts {
  classes: Set<string>;
  /** The document's language (`<html lang>`): a rule for `:root:lang(x)` of another language cannot match. */
  lang: string | null;
}

/**
 * One selector of a style rule's list, as far as a page can rule it out: the classes it needs all
 * present, and the language it names for the root (`:root:lang(x)`), if any.
 */
interface SelectorNeeds {
  rootLang: string | undefined;
  classes: string[];
}

/**
 * A statement of the stylesheet, parsed once for every page (at 5,000 products the build writes
 * ~10,000 pages; parsing the whole stylesheet again for each was a quarter of their time):
 * text kept on every page (declarations, at-statements, at-rules that are no group), a style
 * rule kept when one of its selectors may match (`always`: one the classes cannot decide), or a
 * grouping at-rule (@media, @supports, @layer, @container) kept when something inside it is.
 */
type CssNode =
  | { kind: 'kept'; text: string }
  | { kind: 'rule'; text: string; selectors: SelectorNeeds[] | 'always' }
  | { kind: 'group'; prelude: string; children: CssNode[] };

function selectorNeeds(selector: string): SelectorNeeds[] | 'always' {
  // Hex escapes (a class starting with a digit) and :not(.x), which matches without .x: keep.
  if (/\\[0-9a-fA-F]/.test(selector) || /:not\([^)]*\./.test(selector)) return 'always';
  return selector.split(',').map((one) => ({
    rootLang: /^\s*(?:html|:root):lang\(([a-z-]+)\)/i.exec(one)?.[1],
    classes: [...one.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')),
  }));
}

/** Whether a style rule's selector list may match something in a page with these classes. */
function selectorNeeded(selectors: SelectorNeeds[] | 'always', { classes, lang }: PageFacts): boolean {
  if (selectors === 'always') return true;
  return selectors.some(
    ({ rootLang, classes: needed }) => !(lang !== null && rootLang !== undefined && rootLang !== lang) && needed.every((name) => classes.has(name)),
  );
}

/** Index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

function parseBlock(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  const keep = (text: string) => {
    const last = nodes.at(-1);
    if (last?.kind === 'kept') last.text += text;
    else nodes.push({ kind: 'kept', text });
  };
  let i = 0;
  while (i < css.length) {
    // The next statement: up to a ';' (an at-statement or a declaration) or a '{' (a block).
    let j = i;
    let quote: string | null = null;
    while (j < css.length) {
      const c = css[j]!;
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === ';' || c === '{' || c === '}') break;
      j++;
    }
    if (j >= css.length) {
      keep(css.slice(i));
      break;
    }
    if (css[j] !== '{') {
      keep(css.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    const prelude = css.slice(i, j).trim();
    const end = blockEnd(css, j);
    if (GROUPING_AT_RULES.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseBlock(css.slice(j + 1, end)) });
    else if (prelude.startsWith('@')) keep(css.slice(i, end + 1));
    else nodes.push({ kind: 'rule', text: css.slice(i, end + 1), selectors: selectorNeeds(prelude) });
    i = end + 1;
  }
  return nodes;
}

function filterBlock(nodes: readonly CssNode[], page: PageFacts): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'kept') out += node.text;
    else if (node.kind === 'rule') {
      if (selectorNeeded(node.selectors, page)) out += node.text;
    } else {
      const inner = filterBlock(node.children, page);
      if (inner.trim() !== '') out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Each stylesheet parsed once per build (a build has one or two). */
const parsedStylesheets = new Map<string, CssNode[]>();

function parsedStylesheet(css: string): CssNode[] {
  let nodes = parsedStylesheets.get(css);
  if (!nodes) {
    nodes = parseBlock(css);
    parsedStylesheets.set(css, nodes);
  }
  return nodes;
}

const PROPERTY_RULE = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;
const THEME_BLOCK = /(@layer theme\s*\{\s*:root\s*,\s*:host\s*\{)([^}]*)(\}\s*\})/;

/** Whether `css` reads the custom property `name` (`var(--name)` or `var(--name, fallback)`). */
function readsVariable(css: string, name: string): boolean {
  return css.includes(`var(${name})`) || css.includes(`var(${name},`);
}

/** `block`'s declarations (`--a:1;--b:var(--a)`), split at semicolons outside quotes and brackets. */
function declarations(block: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < block.length; i++) {
    const c = block[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(block.slice(start, i));
      start = i + 1;
    }
  }
  if (block.slice(start).trim() !== '') parts.push(block.slice(start));
  return parts;
}

/**
 * `css` without the custom properties nothing in it reads: the theme's variables (Tailwind's
 * `@layer theme{:root,:host{…}}`, every colour and size the whole stylesheet uses) and the
 * `@property` registrations (each utility's `--tw-*`) that no kept rule reads, directly or through
 * a theme variable it keeps. A variable nothing reads changes nothing on screen; the whole
 * stylesheet, which loads with the code, declares them all again. Saves ~3.5 KB of every page.
 */
function withoutUnusedVariables(css: string): string {
  const theme = THEME_BLOCK.exec(css);
  const outside = (theme ? css.replace(theme[0], '') : css).replace(PROPERTY_RULE, '');
  const themed = theme
    ? declarations(theme[2]!).map((declaration) => ({ declaration, name: /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1] ?? null }))
    : [];
  // A theme variable is kept when the rules read it, or a kept variable does (to a fixed point).
  const keptNames = new Set<string>();
  let reading = outside;
  for (let added = true; added; ) {
    added = false;
    for (const { declaration, name } of themed) {
      if (name !== null && !keptNames.has(name) && readsVariable(reading, name)) {
        keptNames.add(name);
        reading += declaration;
        added = true;
      }
    }
  }
  const withTheme = theme
    ? css.replace(
        theme[0],
        () =>
          `${theme[1]}${themed
            .filter(({ name }) => name === null || keptNames.has(name))
            .map(({ declaration }) => declaration)
            .join(';')}${theme[3]}`,
      )
    : css;
  return withTheme.replace(PROPERTY_RULE, (rule, name: string) => (readsVariable(reading, name) ? rule : ''));
}

/**
 * The critical CSS already worked out, by stylesheet, language and class attributes: pages of one
 * kind (product pages, say) mostly have the same, and filtering the stylesheet once per set
 * instead of once per page saves most of that work at 5,000 products. Keyed by the attributes'
 * distinct values, not the classes they name: the same values always name the same classes, and
 * a page whose values are known is never split into classes at all.
 */
const MAX_CACHED_CLASS_SETS = 2000;
const criticalByStylesheet = new WeakMap<CssNode[], Map<string, string>>();

/** The rules of `css` a page with this HTML, in the language `lang` (`<html lang>`), needs for its first paint. */
export function criticalCss(css: string, html: string, lang: string | null = null): string {
  const attributes = classAttributes(html);
  const nodes = parsedStylesheet(css);
  // Values joined by line breaks: two sets that join alike name the same classes (a break inside
  // a value separates classes too).
  const key = `${lang}\n${[...attributes].sort().join('\n')}`;
  let byClasses = criticalByStylesheet.get(nodes);
  if (!byClasses) {
    byClasses = new Map();
    criticalByStylesheet.set(nodes, byClasses);
  }
  let critical = byClasses.get(key);
  if (critical === undefined) {
    critical = withoutUnusedVariables(filterBlock(nodes, { classes: classesOf(attributes), lang }));
    // Bounded, should a catalogue give nearly every page classes of its own.
    if (byClasses.size < MAX_CACHED_CLASS_SETS) byClasses.set(key, critical);
  }
  return critical;
}
