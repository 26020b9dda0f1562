// `npm run check:i18n` (part of `npm run check`), issue 34 / ADR 041:
// 1. one catalogue per language of packages/shared/src/i18n/locales.ts, no other;
// 2. every key of the English catalogue in every language, and no key English lacks;
// 3. every text compiles as ICU MessageFormat in its language (a plural case the language lacks,
//    or a broken brace, fails) and names the same {arguments} as the English;
// 4. no English left hard-coded in the web app (apps/web/src). In screens (.tsx): JSX text (as
//    text or as {expression}), text attributes (aria-label, title, placeholder, alt, label …),
//    any other attribute holding a sentence, and toast texts (message and description). In hooks,
//    API modules and helpers (.ts): toast texts and any string that reads as English prose (a
//    message thrown, returned or stored). Conditionals, `??` and consts are followed: the file's
//    own, and those it imports from the web app or @fanclub/shared, looked up in a const table too
//    (`{LABELS[kind]}`). A screen's own module-level consts may not hold a sentence either.
//    Calls to helpers that write English words are caught too: the shared labels, drop badge and
//    member number (their web twins are lib/i18n/member-labels.ts), tierLabel() but for the brand
//    names Fan+ and VIP, and the date helpers called without the page's locale.
//    Files not translated yet are listed in scripts/i18n-pending.txt; the list may only
//    shrink (a clean file listed fails too);
// 5. every namespace a screen's code uses is loaded with it: named by its route in router.tsx
//    (or by a loadRouteMessages() call on the way), else it shows keys after an in-app navigation.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import MessageFormat from '@messageformat/core';
import { parse } from '@messageformat/parser';

const root = new URL('..', import.meta.url).pathname;
const messagesDir = join(root, 'packages/shared/src/i18n/messages');
const localesSource = readFileSync(join(root, 'packages/shared/src/i18n/locales.ts'), 'utf8');
const locales = JSON.parse(
  /export const LOCALES = (\[[^\]]*\])/.exec(localesSource)[1].replaceAll("'", '"'),
);
const problems = [];

// 1. The files.
const files = readdirSync(messagesDir).filter((file) => file.endsWith('.json'));
const fileLocales = files.map((file) => file.slice(0, -5)).sort();
if (JSON.stringify(fileLocales) !== JSON.stringify([...locales].sort()))
  problems.push(`catalogues ${fileLocales.join(', ')} ≠ LOCALES ${locales.join(', ')}`);

const catalogues = Object.fromEntries(
  fileLocales.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')),
  ]),
);

/** The argument names a message uses ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(tokens, into = new Set()) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      for (const part of token.cases) argumentsOf(part.tokens, into);
    }
  }
  return into;
}

// 2 and 3. The texts.
const english = catalogues.en ?? {};
for (const [locale, catalogue] of Object.entries(catalogues)) {
  const mf = new MessageFormat(locale);
  for (const ns of new Set([...Object.keys(english), ...Object.keys(catalogue)])) {
    const ours = catalogue[ns] ?? {};
    const theirs = english[ns] ?? {};
    for (const key of Object.keys(theirs))
      if (!(key in ours)) problems.push(`${locale}: missing ${ns}.${key}`);
    for (const [key, text] of Object.entries(ours)) {
      if (!(key in theirs)) problems.push(`${locale}: ${ns}.${key} is not in English`);
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${locale}: ${ns}.${key} is empty`);
        continue;
      }
      try {
        mf.compile(text);
        const args = [...argumentsOf(parse(text))].sort().join(',');
        const englishText = theirs[key];
        if (typeof englishText === 'string') {
          const expected = [...argumentsOf(parse(englishText))].sort().join(',');
          if (args !== expected)
            problems.push(`${locale}: ${ns}.${key} uses {${args}}, English {${expected}}`);
        }
      } catch (error) {
        problems.push(`${locale}: ${ns}.${key} does not compile: ${error.message.split('\n')[0]}`);
      }
    }
  }
}

// 4. Hard-coded English in the web app's screens and the code beside them.
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'subtitle',
  'description',
  'prompt',
  'heading',
  'hint',
  'emptyText',
  'cta',
  'confirmLabel',
  'cancelLabel',
]);
const TOAST_CALL = /^toast(\.(success|error|info|warning|message|loading))?$/;
/** Names that stay as they are in every language: the artist's and the tiers'. */
const NAMES = /\b(Aria|Monroe|VIP)\b|\bFan\+/g;
/** An e-mail address or a link reads the same in every language. */
const ADDRESS = /^\s*(\S+@\S+\.\S+|https?:\/\/\S+)\s*$/;
const hasWords = (text) => !ADDRESS.test(text) && /[A-Za-z]{2,}/.test(text.replace(NAMES, ''));
/** Small words English sentences are made of, and tokens lists (rel, selectors) are not. */
const GLUE =
  'a|an|and|are|at|by|for|from|in|is|no|not|now|of|on|or|the|to|was|with|you|your|just|ago|until|since';
const GLUED = new RegExp(
  `(^|[\\s(…])((${GLUE}) [a-z’']{2,}|[a-z’']{2,} (${GLUE}))($|[\\s.,:;!?)…])`,
);
/**
 * Reads as English a person is meant to read: a capitalised word then more ('Order not placed'),
 * a sentence's end ('… try again.'), or lowercase words held together by a small one
 * (`${brand} ending in ${last4}`, 'just now'). Codes, keys, paths, class names, rel and selector
 * lists and single labels do not.
 */
const isProse = (text) => {
  const words = text.replace(NAMES, '').replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]{2,}.*\s.*[A-Za-z]{2,}/.test(words)) return false;
  return /^[A-Z][a-z’']*[\s,:;!?.—]/.test(words) || /[a-z][.!?…]$/.test(words) || GLUED.test(words);
};

/** The text a literal holds; a template's `${…}` parts count as one word ('…'). */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `…${span.literal.text}`).join('');
  return null;
}

/** What an expression is beneath `( )`, `as` and `satisfies`. */
const unwrap = (node) =>
  node &&
  (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    ? unwrap(node.expression)
    : node;

/**
 * The literals an expression may be: 'a', `a ${b}`, c ? 'a' : 'b', x ?? 'a', a const's 'a' (the
 * file's own or one it imports), and a const table's values looked up in it (LABELS[kind]).
 */
function literalsOf(node, scope, into = []) {
  if (!node) return into;
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return literalsOf(node.expression, scope, into);
  if (literalText(node) !== null) into.push(node);
  else if (ts.isConditionalExpression(node)) {
    literalsOf(node.whenTrue, scope, into);
    literalsOf(node.whenFalse, scope, into);
  } else if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    literalsOf(node.left, scope, into);
    literalsOf(node.right, scope, into);
  } else if (ts.isIdentifier(node)) {
    const found = constOf(scope, node.text);
    if (found) literalsOf(found.init, found.scope, into);
  } else if (
    (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) &&
    ts.isIdentifier(node.expression)
  ) {
    const table = constOf(scope, node.expression.text);
    const object = unwrap(table?.init);
    const key = ts.isPropertyAccessExpression(node) ? node.name.text : null;
    if (object && ts.isObjectLiteralExpression(object))
      for (const property of object.properties)
        if (ts.isPropertyAssignment(property) && (key === null || property.name.getText() === key))
          literalsOf(property.initializer, table.scope, into);
  }
  return into;
}

/** The texts of a toast call: its message and its options' description. */
function toastTexts(call, scope) {
  const [message, options] = call.arguments;
  const texts = literalsOf(message, scope);
  if (options && ts.isObjectLiteralExpression(options))
    for (const property of options.properties)
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'description')
        literalsOf(property.initializer, scope, texts);
  return texts;
}

/** Calls whose text arguments are for the code, not for people (logs, matching, plain errors). */
const CODE_CALL =
  /^(console\.\w+|new (Error|TypeError|RangeError)|.*\.(startsWith|endsWith|includes|indexOf|replace|replaceAll|split|match|test|querySelector|querySelectorAll|getItem|setItem|removeItem|addEventListener|removeEventListener))$/;
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);
/** A literal in a .ts file that no person reads where it stands (an import, a type, a key …). */
function isCodeLiteral(node, source) {
  const parent = node.parent;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isCaseClause(parent) ||
    ts.isElementAccessExpression(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind))
  )
    return true;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    if (parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    const callee = `${ts.isNewExpression(parent) ? 'new ' : ''}${parent.expression.getText(source)}`;
    return CODE_CALL.test(callee);
  }
  return false;
}

const sharedSrc = join(root, 'packages/shared/src');
/** The .ts/.tsx file an import names, in the web app or @fanclub/shared; null for packages. */
function importedFile(from, spec) {
  const shared = /^@fanclub\/shared\/(.+)$/.exec(spec);
  const file = spec.startsWith('.')
    ? moduleFile(from, spec)
    : shared
      ? moduleFile(join(sharedSrc, 'index.ts'), `./${shared[1]}`)
      : null;
  return file && /\.tsx?$/.test(file) ? file : null;
}

const scopes = new Map();
/**
 * A module's top-level consts (name → initializer) and the names it imports or re-exports (name →
 * the file and the name there), so a const can be followed to the module that holds its text.
 */
function scopeOf(file, source = null) {
  let scope = scopes.get(file);
  if (scope) return scope;
  source ??= ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  scope = { source, consts: new Map(), imports: new Map() };
  scopes.set(file, scope);
  for (const statement of source.statements) {
    const list = ts.isVariableStatement(statement) ? statement.declarationList : null;
    if (list && list.flags & ts.NodeFlags.Const)
      for (const declaration of list.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          scope.consts.set(declaration.name.text, declaration.initializer);
    const named = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : ts.isExportDeclaration(statement)
        ? statement.exportClause
        : null;
    const spec = statement.moduleSpecifier;
    if (!named || !spec || !ts.isStringLiteral(spec) || !('elements' in named)) continue;
    const from = importedFile(file, spec.text);
    if (from)
      for (const element of named.elements)
        scope.imports.set(element.name.text, {
          file: from,
          name: (element.propertyName ?? element.name).text,
        });
  }
  return scope;
}

/** The const `name` stands for in `scope` (its own, or followed through imports), or null. */
function constOf(scope, name, depth = 0) {
  const init = scope.consts.get(name);
  if (init) return { init, scope };
  const imported = scope.imports.get(name);
  if (!imported || depth > 8) return null;
  return constOf(scopeOf(imported.file), imported.name, depth + 1);
}

// Helpers that write English words themselves: the shared ones the server uses for its own texts
// (the web app has their twins in lib/i18n/member-labels.ts, which alone may call them), and the
// web's own date helpers whose language argument defaults to English. Keyed by module and name.
const ENGLISH_HELPERS = new Map([
  ['packages/shared/src/labels.ts', new Set(['memberLabel', 'roleLabel', 'upgradePrompt'])],
  ['packages/shared/src/drops.ts', new Set(['dropLabel', 'dropBadge'])],
  ['packages/shared/src/schemas/membership.ts', new Set(['formatMemberNumber'])],
]);
const BRIDGE = 'apps/web/src/lib/i18n/member-labels.ts';
/** tierLabel names Fan+ and VIP (brand names, the same in every language) but 'Free' in English. */
const BRAND_TIERS = new Set(['fanplus', 'vip']);
/** A helper and the argument count that passes the page's language to it. */
const LOCALE_HELPERS = new Map([
  ['apps/web/src/lib/time-text.ts', { shortTimeAgo: 3, exactTime: 2, shortDateTime: 2 }],
  ['apps/web/src/lib/catalog/event-link.ts', { eventDayLabel: 2 }],
  ['apps/web/src/features/events/event-dates.ts', { dateBadge: 2, dateRange: 2 }],
]);

/** tierLabel('vip'), or tierLabel(tier) where the code just ruled out 'free' (`tier === 'free' ? … :`). */
function brandTier(call) {
  const [tier] = call.arguments;
  if (!tier) return false;
  if (ts.isStringLiteral(tier)) return BRAND_TIERS.has(tier.text);
  const branch = call.parent;
  if (!ts.isConditionalExpression(branch) || !ts.isBinaryExpression(branch.condition)) return false;
  const { left, operatorToken, right } = branch.condition;
  const isFree = ts.isStringLiteral(right) && right.text === 'free';
  const same = left.getText() === tier.getText();
  const op = operatorToken.kind;
  return (
    isFree &&
    same &&
    ((op === ts.SyntaxKind.EqualsEqualsEqualsToken && branch.whenFalse === call) ||
      (op === ts.SyntaxKind.ExclamationEqualsEqualsToken && branch.whenTrue === call))
  );
}

/** Why this call writes English on a page in another language, or null. */
function englishHelperCall(call, scope, file) {
  if (!ts.isIdentifier(call.expression)) return null;
  const imported = scope.imports.get(call.expression.text);
  if (!imported) return null;
  const module = relative(root, imported.file);
  const name = imported.name;
  if (relative(root, file) !== BRIDGE) {
    if (ENGLISH_HELPERS.get(module)?.has(name))
      return `${name}() writes English (lib/i18n/member-labels)`;
    if (module === 'packages/shared/src/labels.ts' && name === 'tierLabel' && !brandTier(call))
      return "tierLabel() writes 'Free' (use tierName)";
  }
  const needs = LOCALE_HELPERS.get(module)?.[name];
  if (needs && call.arguments.length < needs) return `${name}() without the page's locale`;
  return null;
}

function englishIn(file) {
  const isScreen = file.endsWith('.tsx');
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    isScreen ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  // Its consts and imports, followed when JSX, an attribute or a toast is handed a NAME.
  scopes.delete(file);
  const scope = scopeOf(file, source);
  const found = [];
  const noted = new Set();
  /** A text found at `node`; one from another module is noted where this file shows it (`at`). */
  const note = (node, text, at = node) => {
    if (node.getSourceFile() !== source) node = at;
    if (noted.has(node)) return;
    noted.add(node);
    found.push(
      `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim().slice(0, 60)}`,
    );
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) note(node, node.text);
    // A child written as an expression: {'Text'}, {ok ? 'Saved' : 'Failed'}, {`${n} items`}.
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const literal of literalsOf(node.expression, scope))
        if (hasWords(literalText(literal))) note(literal, literalText(literal), node);
    if (ts.isJsxAttribute(node)) {
      // Text attributes hold text; any other holding a sentence (a component's own prop) too.
      const name = node.name.getText(source);
      const reads = TEXT_ATTRIBUTES.has(name) ? hasWords : isProse;
      const value = node.initializer;
      const expression = value && ts.isJsxExpression(value) ? value.expression : value;
      for (const literal of literalsOf(expression, scope))
        if (reads(literalText(literal))) note(literal, `${name}="${literalText(literal)}"`, node);
    }
    if (ts.isCallExpression(node) && TOAST_CALL.test(node.expression.getText(source)))
      for (const literal of toastTexts(node, scope))
        if (hasWords(literalText(literal))) note(literal, `toast("${literalText(literal)}")`, node);
    if (ts.isCallExpression(node)) {
      const why = englishHelperCall(node, scope, file);
      if (why) note(node, why);
    }
    // Outside the screens English hides in plain strings: messages thrown, returned or stored.
    if (!isScreen && literalText(node) !== null) {
      const text = literalText(node);
      if (isProse(text) && !isCodeLiteral(node, source)) note(node, `"${text}"`);
      if (ts.isTemplateExpression(node)) {
        // Its parts are one text; only the code inside ${…} is looked into.
        for (const span of node.templateSpans) visit(span.expression);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A screen's module-level consts hold no sentence either (a tab's label, an empty state's text),
  // wherever they are shown; class names, keys and URLs do not read as prose.
  if (isScreen)
    for (const init of scope.consts.values()) {
      const inConst = (node) => {
        const text = literalText(node);
        if (text !== null && isProse(text) && !isCodeLiteral(node, source))
          note(node, `const "${text}"`);
        // Functions are code, and a context's default is the English a block rendered on its
        // own falls back to (the provider hands the page's language down).
        const fallback =
          ts.isCallExpression(node) && /(^|\.)createContext$/.test(node.expression.getText(source));
        if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node) && !fallback)
          ts.forEachChild(node, inConst);
      };
      inConst(init);
    }
  return found;
}

/** The web app's source: screens (.tsx) and the hooks, API modules and helpers beside them (.ts). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /(?<!\.d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const pendingFile = join(root, 'scripts/i18n-pending.txt');
const pending = new Set(
  readFileSync(pendingFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
const webSrc = join(root, 'apps/web/src');
const seen = new Set();
for (const file of sourceFiles(webSrc)) {
  const name = relative(root, file);
  seen.add(name);
  const english = englishIn(file);
  if (pending.has(name)) {
    if (english.length === 0)
      problems.push(`${name} has no English left: remove it from scripts/i18n-pending.txt`);
    continue;
  }
  for (const line of english) problems.push(`${name}:${line} (use t() from lib/i18n)`);
}
for (const name of pending)
  if (!seen.has(name))
    problems.push(`scripts/i18n-pending.txt lists ${name}, which does not exist`);

// 5. Namespaces used under each route versus those it loads.
const namespaces = Object.keys(english).filter((ns) => ns !== 'server');
const keyPattern = new RegExp(`['\`](${namespaces.join('|')})\\.([A-Za-z0-9_]*)(\\$?)`, 'g');
/** A text's key (`'profile.yourPlan'`), or a key built from a prefix (`` `events.${name}` ``). */
const isKey = ([, ns, key, built]) => built === '$' || key in english[ns];
const importPattern = /(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g;
const loadsPattern = /loadRouteMessages\(\s*\[([^\]]*)\]/g;
const sourceCache = new Map();
function moduleFile(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    join(base, 'index.tsx'),
    join(base, 'index.ts'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}
function facts(file) {
  let known = sourceCache.get(file);
  if (!known) {
    // Comments name keys as examples (`t('landing.tagline')`): only code counts.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
    const quoted = (list) => [...list.matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1]);
    known = {
      uses: new Set([...code.matchAll(keyPattern)].filter(isKey).map((m) => m[1])),
      loads: [...code.matchAll(loadsPattern)].flatMap((m) => quoted(m[1])),
      imports: [...code.matchAll(importPattern)]
        .map((m) => moduleFile(file, m[1]))
        .filter((f) => f && !/\.test\.tsx?$/.test(f)),
    };
    sourceCache.set(file, known);
  }
  return known;
}
function unloadedUses(start, loaded, where) {
  const seenFiles = new Set();
  const walk = (file, have) => {
    if (seenFiles.has(file)) return;
    seenFiles.add(file);
    const { uses, loads, imports } = facts(file);
    const now = new Set([...have, ...loads]);
    for (const ns of uses)
      if (!now.has(ns))
        problems.push(
          `${relative(root, file)} uses '${ns}' texts but ${where} does not load them (add '${ns}' to its namespaces in apps/web/src/app/router.tsx)`,
        );
    for (const next of imports) walk(next, now);
  };
  walk(start, new Set(loaded));
}
const routerFile = join(webSrc, 'app/router.tsx');
const routerCode = readFileSync(routerFile, 'utf8');
const screenPattern =
  /const (\w+) = lazyScreen\(\s*\(\) => import\('([^']+)'\),\s*\([^)]*\) => [^,]+,(?:\s*\[([^\]]*)\])?/g;
let routes = 0;
for (const [, name, spec, list = ''] of routerCode.matchAll(screenPattern)) {
  const file = moduleFile(routerFile, spec);
  if (!file) {
    problems.push(`router.tsx: screen ${name} imports ${spec}, which was not found`);
    continue;
  }
  routes += 1;
  const loaded = ['app', ...[...list.matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1])];
  unloadedUses(file, loaded, `the route '${name}'`);
}
if (routes < 20)
  problems.push(`router.tsx: found only ${routes} lazyScreen() routes; update check 5`);
// The shell around every screen has only the app's own texts.
for (const shell of [
  'app/layouts/root-layout.tsx',
  'app/layouts/nav-layout.tsx',
  'app/error-screen.tsx',
])
  unloadedUses(join(webSrc, shell), ['app'], 'the shell (always loaded: app)');

// --list-pending: the files that hold English (what i18n-pending.txt would be); --why: and where.
if (process.argv.includes('--list-pending')) {
  const why = process.argv.includes('--why');
  for (const file of sourceFiles(webSrc)) {
    const english = englishIn(file);
    if (english.length === 0) continue;
    console.log(relative(root, file));
    if (why) for (const line of english) console.log(`  ${line}`);
  }
  process.exit(0);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`check:i18n: ${problem}`);
  process.exit(1);
}
const keys = Object.values(english).reduce((sum, ns) => sum + Object.keys(ns).length, 0);
console.log(
  `check:i18n: ${keys} texts in ${locales.length} languages; ${seen.size - pending.size} of ${seen.size} web source files free of English (${pending.size} pending)`,
);
