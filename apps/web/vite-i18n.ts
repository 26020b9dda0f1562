// The translation catalogues (packages/shared/src/i18n/messages/<locale>.json, one per language)
// compiled at build time by messageformat into plain functions: the browser gets no ICU parser,
// only the @messageformat/runtime plural helpers (a few hundred bytes). Each language's catalogue
// is split by namespace (its top-level keys: a feature's texts), and each piece is a chunk of its
// own, so a screen loads only the active language's texts for the features it shows (ADR 041).
//
//   import { loadCatalog, NAMESPACES } from 'virtual:i18n-catalog';
//   await loadCatalog('ja', 'landing') // → { 'landing.title': (values) => '…' }
//
// In the browser build the pieces get fixed names under one folder named by a hash of every
// catalogue (`/assets/i18n-<hash>/<namespace>.<locale>.js`), so the loader is one template
// string instead of an import() per language and namespace (which grew the first load by about
// 60 bytes for each); the folder's name changes with any text, so the files stay immutable.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const MESSAGES_DIR = dirname(require.resolve('@fanclub/shared/i18n/messages/en.json'));
const INDEX_ID = 'virtual:i18n-catalog';
const PIECE_PREFIX = 'virtual:i18n/';
/** Texts only for the server (errors, e-mails, push): never shipped to the browser. */
const SERVER_ONLY = new Set(['server', 'mail', 'push']);
const NAMESPACE_NAME = /^[a-z][A-Za-z0-9]*$/;

type Catalogue = Record<string, Record<string, string>>;

function readCatalogue(locale: string): Catalogue {
  return JSON.parse(readFileSync(join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as Catalogue;
}

/** One file per language (`scripts/check-i18n.mjs` holds them to i18n/locales.ts's list). */
function catalogueLocales(): string[] {
  return readdirSync(MESSAGES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function browserNamespaces(): string[] {
  return Object.keys(readCatalogue('en')).filter((ns) => !SERVER_ONLY.has(ns));
}

function cataloguesHash(locales: readonly string[]): string {
  const hash = createHash('sha256');
  for (const locale of locales) hash.update(readFileSync(join(MESSAGES_DIR, `${locale}.json`)));
  return hash.digest('hex').slice(0, 10);
}

const pieceId = (ns: string, locale: string) => `${PIECE_PREFIX}messages-${ns}-${locale}`;

export function i18nCatalogues(): Plugin {
  let ssr = false;
  let folder = '';
  return {
    name: 'fanclub-i18n-catalogues',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      const locales = catalogueLocales();
      for (const ns of browserNamespaces()) {
        if (!NAMESPACE_NAME.test(ns)) this.error(`i18n: namespace "${ns}" must be camelCase`);
      }
      if (ssr || this.meta.watchMode) return;
      folder = `assets/i18n-${cataloguesHash(locales)}`;
      for (const locale of locales)
        for (const ns of browserNamespaces())
          this.emitFile({
            type: 'chunk',
            id: pieceId(ns, locale),
            fileName: `${folder}/${ns}.${locale}.js`,
            // Entries lose their exports under preserveEntrySignatures: false; these are read for them.
            preserveSignature: 'exports-only',
          });
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(PIECE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) return loaderModule(this, folder);
      if (!id.startsWith(`\0${PIECE_PREFIX}`)) return null;
      const [, ns = '', locale = ''] =
        /^messages-([a-z][A-Za-z0-9]*)-(.+)$/.exec(id.slice(PIECE_PREFIX.length + 1)) ?? [];
      this.addWatchFile(join(MESSAGES_DIR, `${locale}.json`));
      const texts = readCatalogue(locale)[ns] ?? {};
      const keyed = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [`${ns}.${key}`, text]),
      );
      // messageformat refuses a plural case the language lacks (Japanese `one`): the build fails.
      return compileModule(new MessageFormat(locale), keyed);
    },
  };
}

/**
 * The loader. The browser build imports a piece by its fixed path; the server's build (and `vite
 * dev`) imports each piece by its id, so the bundler resolves them wherever the build is put.
 */
function loaderModule(context: { addWatchFile(file: string): void }, folder: string): string {
  const locales = catalogueLocales();
  for (const locale of locales) context.addWatchFile(join(MESSAGES_DIR, `${locale}.json`));
  const namespaces = browserNamespaces();
  const head = [
    `export const NAMESPACES = ${JSON.stringify(namespaces)};`,
    `const LOCALES = ${JSON.stringify(locales)};`,
  ];
  if (folder) {
    return [
      ...head,
      'export function loadCatalog(locale, ns) {',
      '  if (!LOCALES.includes(locale) || !NAMESPACES.includes(ns)) return Promise.resolve({});',
      `  return import(/* @vite-ignore */ \`/${folder}/\${ns}.\${locale}.js\`).then((m) => m.default);`,
      '}',
    ].join('\n');
  }
  const loaders = locales.flatMap((locale) =>
    namespaces.map(
      (ns) =>
        `${JSON.stringify(`${locale}/${ns}`)}: () => import(${JSON.stringify(pieceId(ns, locale))})`,
    ),
  );
  return [
    ...head,
    `const loaders = {\n${loaders.join(',\n')}\n};`,
    'export function loadCatalog(locale, ns) {',
    '  const load = loaders[locale + "/" + ns];',
    '  return load ? load().then((m) => m.default) : Promise.resolve({});',
    '}',
  ].join('\n');
}
