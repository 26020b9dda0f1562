// Lint rules that keep the layout in docs/architecture.md true: features never reach into each other,
// imports flow one way (shared <- server, shared <- web) and never form cycles.
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
      // import-x parses imported files itself to find cycles, so it needs the TS parser too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
);
