import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

/** Every feature folder of the web app: each is a boundary of its own. */
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Imports flow one way: shared <- server, shared <- web; web features never import each other.
const zones = [
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared is isomorphic: it imports neither server nor web code.' },
  { target: './src/web', from: './src/server', message: 'The web app talks to the server only over HTTP.' },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  { target: './src/web/features', from: './src/web/app', message: 'Features never import the app: src/web/app composes them.' },
  ...features.map((f) => ({
    target: `./src/web/features/${f}`,
    from: './src/web/features',
    except: [`./${f}`],
    message: 'Features do not import each other; compose them in src/web/app.',
  })),
];
/** The demo catalogue builds on the server, never the other way round (docs/decisions/035). */
const demoZone = {
  target: ['./src/server', './src/web', './src/shared'],
  from: './src/demo',
  message: 'Shop code does not import the demo catalogue (src/demo); only the first-start seed loads it, with import().',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // The tsconfig's paths (@shared/*) resolve too, so the boundaries and the cycle check see every import.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' }), createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...zones, demoZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The one way in: a new database's first start loads the demo catalogue on demand (src/server/db/seed.ts).
    // Tests may use it as ready-made data.
    files: ['src/server/db/seed.ts', 'src/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
