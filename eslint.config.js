// The layering of the code, kept by the linter rather than by memory:
//
//   src/config ← src/domain ← machines ← src/features ← src/app
//                 ↑ src/i18n               ↑
//                 src/data ───────────────────┘
//
// - src/domain is pure: no packages, no I/O, and of the store configuration only its types (the
//   values come in as parameters, so a test can hand any policy to a rule). It may read the
//   interface catalogue (src/i18n), which is data: its toasts and validation speak the page's language.
// - src/i18n (the catalogues) is data and plain functions: it imports only the domain's types and
//   src/domain/locale.ts, and the store configuration (the owner's copy), so the domain can read
//   it without a cycle.
// - machines/ are framework-free XState: no React, no data layer, no features, and no store
//   configuration (they take what they need as input, so a test can hand them any policy).
// - src/components/ui is shared presentation: it never reaches into a feature, the data layer or
//   the app.
// - src/data is the browser's data layer: it knows rows, the domain and the configuration, not the
//   UI. Node-only code (the build, the catalogue spreadsheet's SQL over pg) is scripts/, which
//   nothing in src/ or machines/ imports.
// - supabase/functions (Deno) import their own _shared/ and, for one rule in one place, the domain,
//   the configuration, the words, the row mapping and the WhatsApp conversation's machine; never
//   the UI, the browser's data calls, the scripts, the benches, the tests or the local stack.
// - a feature uses another feature only through that feature's index.ts; src/app composes the
//   pages (src/app/pages) from features' index.ts and pages.ts.
// - nothing imports in a cycle.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import logicalCss from './eslint-rules/logical-css.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain', './config', './i18n'],
    message: 'The domain is pure: it may import only src/config, src/i18n and itself.',
  },
  {
    target: './src/i18n',
    from: ['./src/app', './src/features', './src/components', './src/data', './machines'],
    message: 'The catalogues are data: they import only the domain (types, locale.ts), the store configuration and each other.',
  },
  {
    target: './src/domain',
    from: ['./machines', './scripts', './bench', './tests', './supabase'],
    message: 'The domain is pure: it may import only src/config, src/i18n and itself.',
  },
  {
    target: './machines',
    from: ['./src/data', './src/features', './src/app', './src/components', './src/config'],
    message: 'Machines see only the domain; configuration and services come in as input.',
  },
  {
    target: './src/components/ui',
    from: ['./src/features', './src/app', './src/data', './machines'],
    message: 'Shared UI knows no feature, no data layer and no machine.',
  },
  {
    target: './src/data',
    from: ['./src/features', './src/app', './src/components', './machines'],
    message: 'The data layer maps rows to domain types; it knows nothing of the UI or machines.',
  },
  {
    // The build and the tools run in Node (pg, sharp, node:fs): nothing the browser loads may import
    // them, or the build would pull them into the shop's bundle.
    target: ['./src', './machines'],
    from: './scripts',
    message: 'scripts/ is Node only (the build, the catalogue spreadsheet tool); the browser code never imports it.',
  },
  {
    target: './supabase/functions',
    from: ['./src/app', './src/features', './src/components', './scripts', './bench', './tests', './supabase/local'],
    message: 'An edge function imports its _shared/ helpers and the shop\'s rules (src/domain, src/config, src/i18n), never the UI, the scripts, the benches, the tests or the local stack.',
  },
  {
    target: './supabase/functions',
    from: './src/data',
    except: ['./catalogRows.ts', './deliveryRows.ts'],
    message: 'An edge function may import the row mapping (catalogRows.ts, deliveryRows.ts), not the browser\'s data calls.',
  },
  {
    target: './supabase/functions',
    from: './machines',
    except: ['./whatsappConversation.ts'],
    message: 'An edge function may import the machine it runs (whatsappConversation.ts), not the browser\'s machines.',
  },
];

// One zone per feature: importing another feature's files is forbidden except its index.ts.
const featureZones = [
  ...features.map((feature) => ({
    target: `${root}src/features/${feature}/**`,
    from: `${root}src/features/!(${feature})/**`,
    except: [`${root}src/features/*/index.ts`],
    message: 'Use another feature only through its index.ts.',
  })),
  // The app composes pages from what features export: index.ts, and pages.ts (the parts of a
  // lazily loaded page, kept out of index.ts, which the first chunk loads).
  {
    target: `${root}src/app/**`,
    from: `${root}src/features/*/**`,
    except: [`${root}src/features/*/index.ts`, `${root}src/features/*/pages.ts`],
    message: 'The app uses a feature through its index.ts or pages.ts.',
  },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.local/', 'coverage/', 'bench/out/', 'tests/artifacts/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^[^.]', message: 'The domain is pure: no packages, only src/config types and itself.' },
            {
              group: ['**/config/*'],
              allowTypeImports: true,
              message: 'Domain functions take configuration as a parameter; import only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    // The catalogues are data: no packages, and of the domain only types and the locale rules
    // (the domain imports them, so anything more could be a cycle).
    files: ['src/i18n/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^[^.]', message: 'The catalogues are data: no packages.' },
            {
              group: ['**/domain/*', '!**/domain/locale.ts'],
              allowTypeImports: true,
              message: 'A catalogue imports only the domain\'s types and locale.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', '@xstate/react', 'sonner', 'react-router-dom'].map((name) => ({
            name,
            message: 'Machines are framework-free: React wiring lives in the features.',
          })),
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    // Right-to-left pages (docs/decisions/0012-logical-css-only.md): classes name sides by the reading direction
    // (eslint-rules/logical-css.js). Each exception says why it must stay physical.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'logical-css': logicalCss },
    rules: {
      'logical-css/no-physical-classes': ['error', { allow: [] }],
    },
  },
  {
    // Tests and the Deno shim read arbitrary JSON answers; `any` there is the honest type.
    files: ['tests/**', 'supabase/local/**/*.deno.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The service worker runs in its own global scope (scripts/serviceWorker/worker.js).
    files: ['scripts/serviceWorker/worker.js'],
    languageOptions: { globals: { ...globals.serviceworker, BUILD: 'readonly' } },
  },
);
