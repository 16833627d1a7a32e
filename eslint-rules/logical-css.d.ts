import type { ESLint } from 'eslint';

/** The physical utility in a class token (variants and `!`/`-` stripped) and its logical twin (null: none), or null. */
export function physicalClass(token: string): { utility: string; logical: string | null } | null;

declare const plugin: ESLint.Plugin;
export default plugin;
