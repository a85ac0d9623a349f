// The linter keeps the layers of docs/architecture.md ("The rules the linter keeps"): which folder
// may import which, no import cycles, typescript-eslint's and React hooks' recommended rules.
// `npm run lint` runs it with knip (unused files, exports and dependencies); `npm test` runs both.
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** Every layer, by folder (from the repository's root). The first pattern a file matches names it. */
const elements = [
  { type: 'contract', pattern: 'contract' },
  // Before machines/: its rules/ folder is a layer of its own.
  { type: 'flowRules', pattern: 'machines/rules' },
  { type: 'machines', pattern: 'machines' },
  { type: 'domain', pattern: 'domain' },
  { type: 'model', pattern: 'src/model' },
  { type: 'api', pattern: 'src/api' },
  { type: 'live', pattern: 'src/live' },
  { type: 'views', pattern: 'src/views' },
  { type: 'content', pattern: 'src/content' },
  { type: 'app', pattern: 'src/app' },
  { type: 'boot', pattern: 'src/boot' },
  // What is left of src/ once its folders are named: the entry module, src/main.tsx.
  { type: 'entry', pattern: 'src' },
  { type: 'server', pattern: 'server' },
  { type: 'build', pattern: 'build' },
  { type: 'tests', pattern: 'tests' },
].map((element) => ({ ...element, partialMatch: false }));

/** Files some layer may import although it may not import the rest of their folder. */
const files = [
  // Selectors turn a snapshot into what a view shows; the rest of a machine's file is its logic.
  { category: 'selectors', pattern: 'machines/*.selectors.ts' },
  // The table of every path and link: views link with it, live effects navigate with it.
  { category: 'paths', pattern: 'src/app/paths.ts' },
  // What the browser and the server share beside the schemas: tables and constants without zod,
  // which a view may read (a schema would bring zod into the first page's code).
  { category: 'plainLists', pattern: 'contract/{countryCodes,nearbyCategories,otp}.ts' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const toFile = (category) => ({ to: { file: { categories: { anyOf: [category] } } } });
const typesFrom = (...types) => ({ ...to(...types), dependency: { kind: 'type' } });
const external = { to: { module: { origin: 'external' } } };
const node = { to: { module: { origin: 'core' } } };
/** Packages that draw or fetch: no business of a machine, the contract or a pure rule. */
const uiOrFetch = { to: { module: { origin: 'external', source: ['react', 'react-dom', '@chakra-ui/*', '@emotion/*', '@tanstack/*', 'ofetch', 'wouter'] } } };

const layers = [
  // Code that runs in the browser or on both sides imports no Node module; the rest may.
  { from: { element: { types: { anyOf: ['server', 'build', 'tests'] } } }, allow: [external, node] },
  { from: { element: { types: { noneOf: ['server', 'build', 'tests'] } } }, allow: external },
  // What goes over the wire, and nothing else.
  { from: { element: { type: 'contract' } }, allow: to('contract') },
  // Pure rules, shared by the browser and the server.
  { from: { element: { type: 'domain' } }, allow: to('domain', 'contract') },
  // Pure rules only the browser uses (the flows' forms, filters, sorts and prices): the browser's
  // layers import them as they import domain/, and the server never does.
  { from: { element: { type: 'flowRules' } }, allow: to('flowRules', 'domain', 'contract') },
  // Machines decide: they import the contract and the pure rules, never React or the API.
  { from: { element: { type: 'machines' } }, allow: to('machines', 'flowRules', 'contract', 'domain') },
  { from: { element: { types: { anyOf: ['contract', 'domain', 'flowRules', 'machines', 'model'] } } }, disallow: uiOrFetch },
  // Browser-only view-models: what a card, a pin or a page shows, and the URL and session-storage
  // forms of a flow's state, whose types the flow's machine declares.
  { from: { element: { type: 'model' } }, allow: [to('model', 'flowRules', 'domain', 'contract'), typesFrom('machines')] },
  // One HTTP client and a typed function per call.
  { from: { element: { type: 'api' } }, allow: to('api', 'model', 'contract', 'flowRules', 'domain') },
  // Machines with their real effects, and the views' data reads.
  { from: { element: { type: 'live' } }, allow: [to('live', 'machines', 'api', 'model', 'flowRules', 'domain', 'contract', 'content'), toFile('paths')] },
  // Views draw: live hooks, selectors and pure rules; never src/api/.
  {
    from: { element: { type: 'views' } },
    allow: [
      to('views', 'live', 'model', 'flowRules', 'domain', 'content'),
      toFile('selectors'),
      toFile('paths'),
      toFile('plainLists'),
      // A type says what a view is given; it loads nothing.
      typesFrom('machines', 'contract'),
    ],
  },
  // Brand and page texts.
  { from: { element: { type: 'content' } }, allow: [to('content', 'model', 'flowRules', 'domain', 'contract'), toFile('paths')] },
  // The app's routes and providers, and the start steps, put the layers together.
  { from: { element: { types: { anyOf: ['app', 'boot', 'entry'] } } }, allow: to('app', 'boot', 'views', 'live', 'api', 'model', 'flowRules', 'domain', 'content', 'machines', 'contract') },
  // The server enforces: its own code, the contract and the pure rules.
  { from: { element: { type: 'server' } }, allow: to('server', 'contract', 'domain') },
  // The build's plugins render the pages at build time (views and all), and read the server's
  // name for the route-page table.
  { from: { element: { type: 'build' } }, allow: to('build', 'app', 'views', 'live', 'api', 'model', 'flowRules', 'domain', 'content', 'machines', 'contract', 'server') },
  // Tests may import anything.
  { from: { element: { type: 'tests' } }, allow: { to: { element: { types: '*' } } } },
];

/** `.set(...)` of a drizzle `.update(bookings)`. */
const setOfBookings = "CallExpression[callee.property.name='set'][callee.object.callee.property.name='update'][callee.object.arguments.0.name='bookings']";
const lifecycleOnly = 'only server/modules/bookings/lifecycle.ts (moveBooking) changes a booking\'s status or payment status';
const bookingStatusWriters = [
  { selector: `${setOfBookings} > ObjectExpression > Property[key.name=/^(status|paymentStatus)$/]`, message: lifecycleOnly },
  // Fields it cannot see (a spread, a variable) may carry a status.
  { selector: `${setOfBookings} > ObjectExpression > SpreadElement`, message: `${lifecycleOnly}: set the fields by name` },
  { selector: `${setOfBookings}[arguments.0.type!='ObjectExpression']`, message: `${lifecycleOnly}: set the fields by name` },
  // SQL text that sets either before its `where`.
  { selector: 'TemplateElement[value.raw=/update\\s+bookings\\s+set(?:(?!\\bwhere\\b)[^;])*\\b(status|payment_status)\\s*=/i]', message: lifecycleOnly },
  { selector: 'Literal[value=/update\\s+bookings\\s+set(?:(?!\\bwhere\\b)[^;])*\\b(status|payment_status)\\s*=/i]', message: lifecycleOnly },
];

export default defineConfig([
  { ignores: ['dist/', 'server/.build/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'docs/', 'src/public/'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A `let` assigned once but read first by a callback made before (an inspector set up before its actor exists).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      // import-x parses each imported file to follow its imports (no-cycle): TypeScript's parser for .ts and .tsx.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // eslint-plugin-boundaries finds the file an import names with this (eslint-plugin-import's setting).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, checkUnknownLocals: true, policies: layers }],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // A booking's status and payment status have one writer, the lifecycle (docs/booking.md): a
    // drizzle update of `bookings` sets them only there, and no SQL text updates them.
    files: ['server/**/*.ts'],
    ignores: ['server/modules/bookings/lifecycle.ts'],
    rules: { 'no-restricted-syntax': ['error', ...bookingStatusWriters] },
  },
  {
    // The configuration files at the root (vite.config.ts, this file) are in no layer.
    files: ['*.{ts,js}'],
    rules: { 'boundaries/no-unknown-files': 'off' },
  },
]);
