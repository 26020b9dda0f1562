// Part of `npm run lint`: no import cycles, `import type` and `import()` included. It replaces
// ESLint's import-x/no-cycle, which skips type-only imports (no option counts them) and took about
// a third of the lint's CPU time; a cycle of types still ties two modules together (neither can be
// understood, moved or split without the other, and a type import becomes a value import with one
// edit). Reads every module's imports with TypeScript's pre-processor (no type checking), follows
// relative ones and `@fanclub/shared/…`, and reports each strongly connected group of modules.
// Other packages are npm's and cannot import ours back.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const FOLDERS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'drizzle', 'results']);
const SOURCE = /\.(tsx?|mts|mjs|js)$/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const SHARED = '@fanclub/shared/';
// A file in packages/shared/src, so that `./x` from it names packages/shared/src/x.
const sharedSrc = join(root, 'packages/shared/src/index.ts');

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a relative specifier names, as TypeScript (bundler resolution) would find it. */
function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/[?#].*$/, ''));
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const tries = [
    base,
    ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((ext) => stem + ext),
    ...['index.ts', 'index.tsx', 'index.js'].map((name) => join(base, name)),
  ];
  return tries.find(isFile);
}

const graph = new Map();
for (const folder of FOLDERS) {
  for (const file of walk(join(root, folder))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const target = fileName.startsWith('.')
        ? resolveRelative(file, fileName)
        : fileName.startsWith(SHARED)
          ? resolveRelative(sharedSrc, `./${fileName.slice(SHARED.length)}`)
          : undefined;
      if (target && SOURCE.test(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
}

// Tarjan's strongly connected components, iteratively (deep import chains would overflow the stack).
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
let counter = 0;
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [{ node: start, next: 0 }];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const edges = graph.get(frame.node) ?? [];
    if (frame.next < edges.length) {
      const target = edges[frame.next++];
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push({ node: target, next: 0 });
      } else if (onStack.has(target)) {
        low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1].node;
      low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
    }
    if (low.get(frame.node) === index.get(frame.node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (group.length > 1 || selfImport) cycles.push(group);
    }
  }
}

if (cycles.length > 0) {
  console.error(
    `check-import-cycles: ${cycles.length} import cycle(s), type-only imports included. Move the ` +
      'shared type or function into the lower module (or a new one both import):',
  );
  for (const group of cycles) {
    const names = new Set(group);
    console.error(`  ${group.map((f) => relative(root, f)).join(', ')}`);
    for (const file of group) {
      const inGroup = graph.get(file).filter((t) => names.has(t));
      console.error(
        `    ${relative(root, file)} imports ${inGroup.map((t) => relative(root, t)).join(', ')}`,
      );
    }
  }
  process.exit(1);
}
console.log(`check-import-cycles: ${graph.size} modules, no import cycle (type imports included).`);
