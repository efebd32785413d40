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

// The server's layers, bottom first (docs/README.md, "The server's layers"; docs/decisions/037):
// a file imports its own layer and the layers below it, never one above, and a module never
// imports another module of its own layer. Paths are inside src/server; a module is named by its folder.
const SERVER_LAYERS = [
  { name: 'foundation', paths: ['config.ts', 'settings.ts', 'phonepe-limits.ts', 'paths.ts', 'build-info.ts', 'db', 'lib'] },
  { name: 'providers', paths: ['providers'] },
  {
    name: 'catalogue engine',
    paths: [
      'engine.ts',
      'catalogue-search.ts',
      'search-index.ts',
      'search-text.ts',
      'facet-index.ts',
      'facet-slots.ts',
      'facet-sets.ts',
      'facet-orders.ts',
      'facet-lists.ts',
      'facet-counts.ts',
      'facet-scopes.ts',
      'facet-bands.ts',
      'facet-definitions.ts',
      'facet-source.ts',
      'english-forms.ts',
      'catalogue.repo.ts',
      'search-terms.ts',
      'search-document.ts',
      'bits.ts',
    ].map((f) => `modules/catalogue/${f}`),
  },
  { name: 'app context', paths: ['context.ts'] },
  { name: 'plugins', paths: ['plugins'] },
  { name: 'records', modules: ['audit', 'accounts', 'catalogue', 'inventory', 'documents', 'addresses', 'config', 'health', 'seo', 'admin-users'] },
  { name: 'services over records', modules: ['messages', 'coupons', 'specifications', 'compare', 'wishlist', 'admin-banners'] },
  { name: 'before the order', modules: ['cart', 'stock-alerts'] },
  { name: 'orders', modules: ['orders'] },
  { name: 'fulfilment', modules: ['shipments'] },
  { name: 'after the order', modules: ['returns', 'reviews', 'complaints', 'delivery', 'reports', 'admin-catalogue', 'bulk-products'] },
  { name: 'overview', modules: ['dashboard'] },
  { name: 'composition', paths: ['jobs.ts', 'modules/index.ts', 'seed.ts', 'app.ts', 'main.ts', 'migrate.ts', 'testing'] },
];
const server = (p) => `./src/server/${p}`;
const layerPaths = (layer) => [...(layer.paths ?? []), ...(layer.modules ?? []).map((m) => `modules/${m}`)];
const inside = (inner, outer) => inner === outer || inner.startsWith(`${outer}/`);
const layerEntries = SERVER_LAYERS.flatMap((layer, rank) => layerPaths(layer).map((path) => ({ path, rank })));
const layerZones = SERVER_LAYERS.flatMap((layer, rank) => {
  const target = layerPaths(layer).map(server);
  const above = layerEntries.filter((e) => e.rank > rank);
  const message = (e) =>
    `The "${layer.name}" layer does not import the "${SERVER_LAYERS[e.rank].name}" layer above it: imports run down the layers (docs/README.md).`;
  // A path above may hold files of this layer or one below (the catalogue engine inside the catalogue module): those stay allowed.
  const zones = above.map((e) => {
    const allowed = layerEntries.filter((low) => low.rank <= rank && low.path !== e.path && inside(low.path, e.path));
    return {
      target,
      from: server(e.path),
      ...(allowed.length ? { except: allowed.map((low) => `./${low.path.slice(e.path.length + 1)}`) } : {}),
      message: message(e),
    };
  });
  const sideways = (layer.modules ?? []).flatMap((m) => {
    const others = layer.modules.filter((o) => o !== m).map((o) => server(`modules/${o}`));
    return others.length
      ? [
          {
            target: server(`modules/${m}`),
            from: others,
            message: `Modules of one layer ("${layer.name}") do not import each other: move what they share down a layer.`,
          },
        ]
      : [];
  });
  return [...zones, ...sideways];
});

// Each server module has a face, its index.ts: nothing outside the module imports another of its files.
// The catalogue has a second face, engine.ts, for the app context that builds its in-memory engine.
const modules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverParts = readdirSync(new URL('./src/server', import.meta.url)).filter((p) => p !== 'modules');
const faceZones = modules.map((m) => ({
  target: [
    ...serverParts.map(server),
    server('modules/index.ts'),
    ...modules.filter((o) => o !== m).map((o) => server(`modules/${o}`)),
    './src/demo',
    './bench',
    './scripts',
    './tests',
  ],
  from: server(`modules/${m}`),
  except: m === 'catalogue' ? ['./index.ts', './engine.ts'] : ['./index.ts'],
  message: `Import the ${m} module through its face, modules/${m}/index.ts (docs/README.md).`,
}));

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
      'import-x/no-restricted-paths': ['error', { zones: [...zones, demoZone, ...faceZones, ...layerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The one way in: a new database's first start loads the demo catalogue on demand (src/server/seed.ts).
    files: ['src/server/seed.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...faceZones, ...layerZones] }] },
  },
  {
    // Tests are not a layer of the shop: a test beside lib/ code may build the whole app. They may use
    // the demo catalogue as ready-made data, and import the inner files of their own module only.
    files: ['src/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...faceZones] }] },
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
