/**
 * A prerendered page's inline CSS: the rules its HTML can use, and of the stylesheet's custom
 * properties only those those rules read (the whole stylesheet, loaded with the code, has the rest).
 */
import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../../scripts/prerender/criticalCss.ts';

// The shape of Tailwind's built stylesheet: the theme's variables, rules, @property registrations.
const stylesheet =
  '@layer theme{:root,:host{--font-sans:system-ui, "Segoe UI";--default-font-family:var(--font-sans);--color-stone-900:oklch(21.6% .006 56.043);--color-red-600:oklch(57.7% .245 27.325);--spacing:.25rem}}' +
  '@layer base{html{font-family:var(--default-font-family,sans-serif)}}' +
  '@layer utilities{.text-stone-900{color:var(--color-stone-900)}.text-red-600{color:var(--color-red-600)}.p-2{padding:calc(var(--spacing) * 2)}' +
  '.translate-x-1{--tw-translate-x:calc(var(--spacing) * 1);translate:var(--tw-translate-x) var(--tw-translate-y)}.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}}' +
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';

describe('criticalCss', () => {
  it('keeps the theme variables its rules read, directly or through another variable, and drops the others', () => {
    const css = criticalCss(stylesheet, '<p class="text-stone-900">Hi</p>');
    expect(css).toContain('.text-stone-900{');
    expect(css).toContain('--color-stone-900:oklch(21.6% .006 56.043)');
    // Read by the base rule, and reading --font-sans in turn.
    expect(css).toContain('--default-font-family:var(--font-sans)');
    expect(css).toContain('--font-sans:system-ui, "Segoe UI"');
    expect(css).not.toContain('--color-red-600');
    expect(css).not.toContain('--spacing');
  });

  it('keeps the @property registrations its rules read, and drops the others', () => {
    const css = criticalCss(stylesheet, '<div class="translate-x-1">Hi</div>');
    expect(css).toContain('@property --tw-translate-x{');
    expect(css).toContain('@property --tw-translate-y{');
    expect(css).toContain('--spacing:.25rem');
    expect(css).not.toContain('@property --tw-shadow');
    expect(criticalCss(stylesheet, '<div class="shadow">Hi</div>')).toContain('@property --tw-shadow{');
  });

  it('gives pages with the same classes the same CSS, and pages with others their own', () => {
    const first = criticalCss(stylesheet, '<p class="p-2 text-red-600">a</p>');
    expect(criticalCss(stylesheet, '<span class="text-red-600 p-2">b</span>')).toBe(first);
    expect(criticalCss(stylesheet, '<p class="p-2">a</p>')).not.toContain('text-red-600');
  });
});
