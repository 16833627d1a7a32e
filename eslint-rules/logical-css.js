/**
 * `logical-css/no-physical-classes`: the shop is read left to right and right to left
 * (docs/decisions/0012-logical-css-only.md), so its Tailwind classes name sides by the reading direction (`ms-`, `pe-`, `start-`,
 * `text-end`, `rounded-s`, `border-e` …), never by the screen's left and right.
 *
 * Every string and template part in the linted files is read as a class list (class names are
 * often kept in constants, not only in `className`); a token whose utility is physical is
 * reported with its logical twin. A token with an `rtl:` or `ltr:` variant is a deliberate
 * per-direction choice and passes, and so does a class in the rule's `allow` list (each with the
 * reason it must stay physical).
 */

/** Physical utilities and their logical twins (`null`: none; write it per direction). */
const PHYSICAL = [
  [/^(scroll-)?([mp])l-/, (m) => `${m[1] ?? ''}${m[2]}s-`],
  [/^(scroll-)?([mp])r-/, (m) => `${m[1] ?? ''}${m[2]}e-`],
  [/^left-/, () => 'start-'],
  [/^right-/, () => 'end-'],
  [/^text-left$/, () => 'text-start'],
  [/^text-right$/, () => 'text-end'],
  [/^(float|clear)-left$/, (m) => `${m[1]}-start`],
  [/^(float|clear)-right$/, (m) => `${m[1]}-end`],
  [/^rounded-l(?=-|$)/, () => 'rounded-s'],
  [/^rounded-r(?=-|$)/, () => 'rounded-e'],
  [/^rounded-tl(?=-|$)/, () => 'rounded-ss'],
  [/^rounded-tr(?=-|$)/, () => 'rounded-se'],
  [/^rounded-bl(?=-|$)/, () => 'rounded-es'],
  [/^rounded-br(?=-|$)/, () => 'rounded-ee'],
  [/^border-l(?=-|$)/, () => 'border-s'],
  [/^border-r(?=-|$)/, () => 'border-e'],
  [/^origin-(top-|bottom-)?(left|right)$/, () => null],
  [/^bg-(gradient|linear)-to-(t|b)?[lr]$/, () => null],
  [/^translate-x-/, () => null],
];

/** A class token's variants and its utility: `sm:hover:-ml-2` → [['sm','hover'], 'ml-2']. */
function parseToken(token) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const char of token) {
    if (char === '[' || char === '(') depth++;
    if (char === ']' || char === ')') depth--;
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  const utility = current.replace(/^!/, '').replace(/!$/, '').replace(/^-/, '');
  return { variants: parts, utility };
}

/** The physical utility in a class token, with its logical twin, or null. */
export function physicalClass(token) {
  const { variants, utility } = parseToken(token);
  if (variants.includes('rtl') || variants.includes('ltr')) return null;
  for (const [pattern, twin] of PHYSICAL) {
    const match = pattern.exec(utility);
    if (!match) continue;
    const logical = twin(match);
    return { utility, logical: logical === null ? null : utility.replace(pattern, logical) };
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Tailwind classes name sides by the reading direction, not the screen (right-to-left pages).' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { class: { type: 'string' }, reason: { type: 'string' } },
              required: ['class', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      physical: "'{{token}}' names a physical side, wrong on right-to-left pages: write '{{logical}}'.",
      physicalNoTwin:
        "'{{token}}' names a physical side, wrong on right-to-left pages: mirror it with an rtl: variant (or a logical property).",
    },
  },
  create(context) {
    const allowed = new Set((context.options[0]?.allow ?? []).map((entry) => entry.class));
    const check = (node, text) => {
      for (const token of text.split(/\s+/)) {
        if (!token || allowed.has(token)) continue;
        const found = physicalClass(token);
        if (!found) continue;
        context.report({
          node,
          messageId: found.logical === null ? 'physicalNoTwin' : 'physical',
          data: { token, logical: found.logical === null ? '' : token.replace(found.utility, found.logical) },
        });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      JSXText() {},
    };
  },
};

export default { rules: { 'no-physical-classes': rule } };
