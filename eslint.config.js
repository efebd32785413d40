import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      // Imports flow one way: shared <- server, shared <- web; web features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared is isomorphic: it imports neither server nor web code.' },
            { target: './src/web', from: './src/server', message: 'The web app talks to the server only over HTTP.' },
            { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
            ...['catalogue', 'accounts', 'cart', 'orders', 'policies', 'errors', 'admin', 'admin-orders'].map((f) => ({
              target: `./src/web/features/${f}`,
              from: './src/web/features',
              except: [`./${f}`],
              message: 'Features do not import each other; compose them in src/web/app.',
            })),
          ],
        },
      ],
    },
  },
);
