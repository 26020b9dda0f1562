// Lint rules that keep the layout in docs/architecture.md true: features never reach into each other,
// imports flow one way (shared <- server, shared <- web), and the start-up and first-render rules of
// ADRs 002 and 013-016 hold. Import cycles (type-only ones too) are found by
// scripts/check-import-cycles.mjs, which `npm run lint` runs after ESLint.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const featureDirs = (root) =>
  existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// One zone per feature: everything under features/ except the feature itself is off limits.
const crossFeatureZones = (root) =>
  featureDirs(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'Features do not import each other; move shared code to src/lib or packages/shared.',
  }));

// The web's first load (docs/architecture.md, "Adding a screen"). Each selector names the ADR it keeps.
// ADR 014: a stylesheet added while the app starts makes the browser re-check the page's style in
// the middle of hydration. styles.css is linked from index.html; nothing injects CSS at run time.
const noStylesheetInjection = [
  {
    selector:
      "CallExpression[callee.property.name='createElement'][arguments.0.value='style'], CallExpression[callee.property.name='insertRule'], NewExpression[callee.name='CSSStyleSheet'], MemberExpression[property.name='adoptedStyleSheets']",
    message:
      'Nothing may add a stylesheet at run time (ADR 014): put the CSS in styles.css or a Tailwind class.',
  },
];
// ADR 014: a CSS import in a lazily loaded module becomes a <link> Vite adds when the chunk loads.
const noCssImports = [
  {
    selector: 'ImportDeclaration[source.value=/\\.css$/]',
    message:
      'Only main.tsx imports CSS (styles.css): a CSS import elsewhere adds a stylesheet at run time (ADR 014).',
  },
];
// ADR 016 and "Paid media": hls.js (about 160 KB) is fetched by the one module that plays a stream,
// with import(), the first time a viewer needs it; a static import would put it in a screen's chunk.
const hlsOnDemand = [
  {
    selector:
      "ImportDeclaration[source.value='hls.js'][importKind!='type'], ExportNamedDeclaration[source.value='hls.js'], ExportAllDeclaration[source.value='hls.js']",
    message:
      "hls.js is loaded on demand with import('hls.js') (features/media/attach-stream.ts); import only its types statically.",
  },
];
// ADR 013: building an Intl formatter during a first render (hydration) costs tens of milliseconds
// on a phone. The server works out what a server-rendered screen shows; the rest uses
// @fanclub/shared/intl, whose formatters are built on first use and kept. The admin screens are
// not server-rendered and build their own (features/admin/zoned-time.ts, relative-time.ts).
const noFormatterInRender = [
  {
    selector:
      "NewExpression[callee.object.name='Intl'], CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
    message:
      'Use the cached formatters of @fanclub/shared/intl, or a field the server worked out (ADR 013): a new Intl formatter is slow in a first render.',
  },
];
// docs/architecture.md, "Adding a screen": a query key is built only by its resource's key factory
// (in a feature's api/, or in lib/ when several features read the resource), so two screens can
// never cache one request under two keys, and an edit invalidates every screen that shows it.
// A rule of its own (not no-restricted-syntax) so the per-folder blocks above cannot override it.
const queryKeysFromFactories = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      literal:
        "Build query keys with the resource's key factory (features/<f>/api or lib/), not in place (docs/architecture.md).",
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' });
    const isLiteral = (node) =>
      node?.type === 'ArrayExpression' ||
      (node?.type === 'TSAsExpression' && node.expression.type === 'ArrayExpression');
    return {
      "Property[key.name='queryKey']"(node) {
        if (isLiteral(node.value)) report(node.value);
      },
      'CallExpression[callee.property.name=/^(get|set|invalidate|cancel|remove|refetch|reset|prefetch|ensure|fetch)Quer(y|ies)(Data|State)?$/]'(
        node,
      ) {
        if (isLiteral(node.arguments[0])) report(node.arguments[0]);
      },
    };
  },
};
// ADR 014: main.tsx evaluates React DOM, the router and app/start-app.tsx in separate tasks with
// import(); a static import here would be evaluated with the entry, in the first task.
const mainImportsOnlyItsHelpers = [
  {
    // (esquery's regular expressions cannot hold a slash: `.` stands for it.)
    selector: 'ImportDeclaration:not([source.value=/^\\..(lib.[\\w-]+|styles\\.css)$/])',
    message:
      'main.tsx imports only styles.css and small lib/ helpers (ADR 014): a library the first render needs is imported from app/start-app.tsx.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.tmp/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No import-x/no-cycle: it skips `import type`; scripts/check-import-cycles.mjs counts them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...crossFeatureZones('./apps/web/src/features'),
            ...crossFeatureZones('./apps/server/src/features'),
            // The web's layers, top to bottom: app (shell, router) → features → lib (catalog,
            // cart, payment, player, orders, live: what several features share) → components/ui.
            // A layer imports only from those below it.
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib is shared by features: it may not import a feature.',
            },
            // paths.ts is the app's table of URLs, a leaf module: links in lib may use it.
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/app',
              except: ['./paths.ts'],
              message: 'lib is shared by features: it may not import the app shell.',
            },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/lib'],
              message: 'components/ui are plain building blocks: no features, app shell or lib.',
            },
            {
              target: './packages/shared',
              from: './apps',
              message: 'shared must not depend on apps.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'web must not import server code.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'server must not import web code.',
            },
          ],
        },
      ],
    },
  },
  // Type-aware promise rules: a promise nobody awaits or catches loses its rejection (an unhandled
  // rejection crashes the server; in the web app it fails silently), and an async function passed
  // where a void callback is expected (onClick, event emitters) has the same problem.
  // Scoped to the sources that ship and the e2e suite: over every test file as well the typed
  // run took over three minutes on the 2-core build machine (see the commit).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Specs take `test` from e2e/tests/test.ts, whose fixture closes the contexts a test opened
    // (stray pages slowed every later test). Types and `devices` may still come from Playwright.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/tests/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import { test } from './test': it closes the contexts a test opened.",
            },
          ],
        },
      ],
    },
  },
  {
    // sonner stays out of the first load (ADR 015): toasts go through lib/toast.ts, which fetches
    // it on demand; only that module and the Toaster it mounts may import it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/app-toaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message:
                'Import { toast } from lib/toast.ts: it loads sonner when it is first needed.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories are the only database users (docs/architecture.md): Drizzle is imported only
    // by a feature's repository.ts or *-repository.ts (lib/auth/repository.ts included) and by
    // src/db (schema, client, seed, shared query fragments). Routes and services call repository
    // functions; transactions stay in repositories. The tests (apps/server/test) are outside
    // this block on purpose: they may query the database directly to set up and check state.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/repository.ts',
      'apps/server/src/**/*-repository.ts',
      'apps/server/src/db/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Only repositories (repository.ts, *-repository.ts) and src/db use Drizzle: move the query into the feature repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's first load (see the constants above): run-time stylesheets, hls.js and Intl
    // formatters (ADRs 013, 014, 016).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/main.tsx', 'apps/web/src/features/admin/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noStylesheetInjection,
        ...noCssImports,
        ...hlsOnDemand,
        ...noFormatterInRender,
      ],
    },
  },
  {
    // The admin screens are rendered in the browser only: they may build Intl formatters.
    files: ['apps/web/src/features/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...noStylesheetInjection, ...noCssImports, ...hlsOnDemand],
    },
  },
  {
    // Query keys come from key factories (docs/architecture.md, "Adding a screen").
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', 'apps/web/src/lib/**'],
    plugins: { fanclub: { rules: { 'query-keys-from-factories': queryKeysFromFactories } } },
    rules: { 'fanclub/query-keys-from-factories': 'error' },
  },
  {
    // The entry: start-up in stages (ADR 014); it alone imports styles.css.
    files: ['apps/web/src/main.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noStylesheetInjection,
        ...hlsOnDemand,
        ...noFormatterInRender,
        ...mainImportsOnlyItsHelpers,
      ],
    },
  },
  {
    // ADR 002: the server runs from src/ (tests, tsx) and as one esbuild bundle in dist/, so a path
    // worked out from the module's own location is right in one of them only. Paths to the
    // migrations, the web build and the seed media come from lib/package-root.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/package-root.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MetaProperty'][property.name=/^(url|dirname|filename)$/], Identifier[name=/^__(dirname|filename)$/]",
          message:
            'Find files from the server package root (lib/package-root.ts), not from this module: the bundle in dist/ is one file (ADR 002).',
        },
      ],
    },
  },
);
