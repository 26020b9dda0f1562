// `npm run check:references` (part of `npm run check`): a comment or a document that names a file
// of this repository (`apps/server/src/lib/access.ts`, `lib/toast.ts`, `e2e/tests/live.spec.ts`,
// `docs/spec.md`) must name one that exists, so a rename or a deletion cannot leave a pointer to
// nothing behind. Scans comments in the sources (TypeScript's own scanner finds them) and the
// whole text of Markdown files; a name counts as found under any of the roots a reader would try
// (the repository, the file's own folder, its package, its package's src/). Runs in about a second.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const SCANNED_FOLDERS = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs'];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.tmp',
  'data',
  'results', // bench/results: measurements as they were recorded
  'drizzle', // generated migrations
  'screenshots',
]);
const PACKAGES = ['apps/server', 'apps/web', 'packages/shared', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = 'ts|tsx|mjs|cjs|js|md|json|css|html|sql|yml|yaml|sh|webmanifest';
// A path: at least one folder, then a file name with one of the extensions above. `…/` and `*`
// (globs, abbreviations) are not names of one file, so they do not match.
const PATH = new RegExp(
  String.raw`(?<![\w.@/:*…-])((?:\.{1,2}/)*[\w@-][\w.@-]*(?:/[\w.@-]+)*/[\w.-]+\.(?:${EXTENSIONS}))(?![\w/*-])`,
  'g',
);

/**
 * Names that are not files of this repository on purpose: paths inside a build (`dist/…`), inside
 * npm packages or other machines, placeholders in examples. Keep it short.
 */
const NOT_REPOSITORY_FILES = [
  /(^|\/)dist(-ssr)?\//, // build output
  /^node_modules\//,
  /^(sonner|react-dom|hls\.js|fastify|drizzle-orm|@[\w-]+)\//, // inside an npm package
  /^\.vite\//,
  /^\/?(etc|usr|var|tmp)\//, // another machine's folders
  /^\.tmp\//,
  /^data\//, // DATA_DIR at run time
  /^bench\/results\//,
  /(^|\/)x\.|<|\.\.\.\//, // placeholders in examples
  /^src\/protocol\//, // node-media-server's own files (ADR 007)
];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The text of every comment in a JavaScript or TypeScript file. */
function comments(text, file) {
  const variant = /\.tsx$|\.jsx$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const found = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      found.push({ text: scanner.getTokenText(), offset: scanner.getTokenStart() });
    }
  }
  return found;
}

function cssComments(text) {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], offset: m.index }));
}

function candidates(file, name) {
  const bases = [root, dirname(file)];
  // `src/main.tsx`, `test/…`, `public/boot.js`: a package's own folders, named from anywhere.
  for (const pkg of PACKAGES) bases.push(join(root, pkg), join(root, pkg, 'src'));
  // `catalog/admin-event-routes.ts`: a feature's file, named from the docs.
  bases.push(join(root, 'apps/server/src/features'), join(root, 'apps/web/src/features'));
  const paths = bases.map((base) => join(base, name));
  // `shared/calendar-day.ts`: @fanclub/shared's sources.
  if (name.startsWith('shared/')) paths.push(join(root, 'packages/shared/src', name.slice(7)));
  return paths;
}

// A bare file name (`toast.ts`, `live.spec.ts`, `start.mjs`) must be the name of some file here.
// Not `.js`: that is how libraries are called (hls.js), and built files (sw.js) are .js too.
const BARE_NAME = /(?<![\w.@/:*…-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|md))(?![\w/*-])/g;
const allNames = new Set();
for (const folder of [...SCANNED_FOLDERS, '.ci']) {
  if (existsSync(join(root, folder)))
    for (const file of walk(join(root, folder))) allNames.add(basename(file));
}
for (const entry of readdirSync(root)) allNames.add(entry);

const missing = [];
let files = 0;
for (const folder of [...SCANNED_FOLDERS.map((f) => join(root, f)), join(root, 'README.md')]) {
  const paths = folder.endsWith('.md') ? [folder] : walk(folder);
  for (const file of paths) {
    if (!/\.(m?[jt]sx?|cjs|css|md)$/.test(file) || !existsSync(file)) continue;
    files++;
    const text = readFileSync(file, 'utf8');
    const parts = file.endsWith('.md')
      ? [{ text, offset: 0 }]
      : file.endsWith('.css')
        ? cssComments(text)
        : comments(text, file);
    for (const part of parts) {
      for (const match of part.text.matchAll(PATH)) {
        const name = match[1];
        if (NOT_REPOSITORY_FILES.some((pattern) => pattern.test(name))) continue;
        if (candidates(file, name).some((path) => existsSync(path))) continue;
        const line = text.slice(0, part.offset + match.index).split('\n').length;
        missing.push(`${relative(root, file)}:${line}: ${name}`);
      }
      for (const match of part.text.matchAll(BARE_NAME)) {
        if (allNames.has(match[1]) || /^NNN-/.test(match[1])) continue; // NNN-title.md: a pattern
        const line = text.slice(0, part.offset + match.index).split('\n').length;
        missing.push(`${relative(root, file)}:${line}: ${match[1]}`);
      }
    }
  }
}

if (missing.length > 0) {
  console.error(
    `check:references: ${missing.length} reference(s) to files that do not exist ` +
      '(fix the name, or add a pattern to NOT_REPOSITORY_FILES if it is not a repository file):',
  );
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check:references: every file named in ${files} files' comments and docs exists.`);
