/**
 * The part of the stylesheet a prerendered page needs for its first paint: every rule whose
 * classes all appear in the page's HTML, and every rule that names no class (variables, base
 * styles, @property, @keyframes). Inlined in the page instead of the whole stylesheet, so a page
 * carries a few KB of CSS rather than all of it (5,000 product pages would otherwise repeat the
 * whole stylesheet 5,000 times); the whole stylesheet loads after the page with its code, for
 * what hydration adds (dialogs, states). A rule this keeps can only match elements the page has;
 * a rule it drops cannot match any element of the HTML as built.
 */

const GROUPING_AT_RULES = /^@(media|supports|layer|container)\b/;

/** The classes used in `html`'s class attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** What a page is made of, as far as its first paint's rules are concerned. */
interface PageFacts {
  classes: Set<string>;
  /** The document's language (`<html lang>`): a rule for `:root:lang(x)` of another language cannot match. */
  lang: string | null;
}

/** Whether a style rule's selector list may match something in a page with these classes. */
function selectorNeeded(selector: string, { classes, lang }: PageFacts): boolean {
  // Hex escapes (a class starting with a digit) and :not(.x), which matches without .x: keep.
  if (/\\[0-9a-fA-F]/.test(selector) || /:not\([^)]*\./.test(selector)) return true;
  return selector.split(',').some((one) => {
    const rootLang = /^\s*(?:html|:root):lang\(([a-z-]+)\)/i.exec(one)?.[1];
    if (lang !== null && rootLang !== undefined && rootLang !== lang) return false;
    const tokens = [...one.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
    return tokens.every((token) => classes.has(token));
  });
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

function filterBlock(css: string, page: PageFacts): string {
  let out = '';
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
      out += css.slice(i);
      break;
    }
    if (css[j] !== '{') {
      out += css.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const prelude = css.slice(i, j).trim();
    const end = blockEnd(css, j);
    const body = css.slice(j + 1, end);
    if (GROUPING_AT_RULES.test(prelude)) {
      const inner = filterBlock(body, page);
      if (inner.trim() !== '') out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || selectorNeeded(prelude, page)) {
      out += css.slice(i, end + 1);
    }
    i = end + 1;
  }
  return out;
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * `css` without the @font-face rules of families no other rule in it names: a page whose rules
 * use no Arabic font (an English page) carries no Arabic @font-face either.
 */
function withoutUnusedFontFaces(css: string): string {
  const rules = css.replace(FONT_FACE, '');
  return css.replace(FONT_FACE, (face) => {
    const family = /font-family\s*:\s*(["']?)([^;"'}]+)\1/.exec(face)?.[2]?.trim();
    return family && rules.includes(family) ? face : '';
  });
}

/** The rules of `css` a page with this HTML, in the language `lang` (`<html lang>`), needs for its first paint. */
export function criticalCss(css: string, html: string, lang: string | null = null): string {
  return withoutUnusedFontFaces(filterBlock(css, { classes: pageClasses(html), lang }));
}
