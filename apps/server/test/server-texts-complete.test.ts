// Every message the server throws at people must be in the `server` catalogue, or it reaches a
// Spanish or Japanese member in English (issue 34). This reads apps/server/src with the TypeScript
// parser (no app, no database: it stays fast) and lists each thrown text the catalogue lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isServerText } from '../src/lib/i18n/server-texts';

const SRC = join(import.meta.dirname, '../src');
// The shared texts the server throws (drops.ts' refusals) are followed there, not checked there.
const SHARED = join(import.meta.dirname, '../../../packages/shared/src');
// Texts for operators, never for members: start-up configuration and the health probe.
const SKIP_FILES = new Set(['config.ts', 'features/health/routes.ts']);
// Texts put together from others at run time, each part translated where it is made (`field:
// problem`, `Route GET /x not found` for developers, a noun in front of 'not found'). `X` stands
// for each `${…}` of a template.
const COMPOSED = [
  /^X: X$/,
  /^lines\.X: X$/,
  /^X: That is too long\.$/,
  / \(image X\)\.$/,
  /^Route X X not found$/,
  /^X not found\.?$/,
  // Admin-only, with an English noun or rule in front (moderation queue, order status).
  /^This X is not held for review: restore it instead\.$/,
  /^X Someone changed it just now\.$/,
  /^X This one is X\.$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

interface Found {
  text: string;
  where: string;
}

/** What a function returns: its expression body, or each `return` of its block. */
// The catalogue's own lookups: what they return is a catalogue text already.
const FORMATTERS = new Set<ts.Node>();

function returnsOf(fn: ts.ArrowFunction | ts.FunctionDeclaration): ts.Expression[] {
  if (fn.body && !ts.isBlock(fn.body)) return [fn.body];
  const out: ts.Expression[] = [];
  fn.body?.forEachChild(function visit(node) {
    if (ts.isReturnStatement(node) && node.expression) out.push(node.expression);
    if (!ts.isFunctionLike(node)) node.forEachChild(visit);
  });
  return out;
}

/**
 * The texts an expression can evaluate to, following consts and text-making functions by name;
 * a `${…}` that is no text of ours (a count, a date) becomes `X`.
 */
function textsOf(node: ts.Expression, consts: Map<string, ts.Node>, depth = 0): string[] {
  if (depth > 6) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      // A piece that is a sentence of ours is put in; a value (a count, a date) becomes `X`.
      const inner = textsOf(span.expression, consts, depth + 1);
      const parts = inner.length > 0 && inner.every((t) => /[a-z] [a-z]/i.test(t)) ? inner : ['X'];
      texts = texts.flatMap((head) => parts.map((part) => head + part + span.literal.text));
    }
    return texts;
  }
  if (ts.isConditionalExpression(node))
    return [
      ...textsOf(node.whenTrue, consts, depth + 1),
      ...textsOf(node.whenFalse, consts, depth + 1),
    ];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression, consts, depth + 1);
  // Constants by their CONSTANT_CASE names only: a lower-case name is as likely a parameter.
  const named = ts.isIdentifier(node)
    ? /^[A-Z][A-Z0-9_]+$/.test(node.text)
      ? consts.get(node.text)
      : undefined
    : ts.isCallExpression(node) && ts.isIdentifier(node.expression)
      ? consts.get(node.expression.text)
      : undefined;
  if (!named || FORMATTERS.has(named)) return [];
  if (ts.isArrowFunction(named) || ts.isFunctionDeclaration(named)) {
    // Only a call runs a function; a bare name of one is no text.
    if (!ts.isCallExpression(node)) return [];
    return returnsOf(named).flatMap((expr) => textsOf(expr, consts, depth + 1));
  }
  return ts.isExpression(named) && !ts.isCallExpression(node)
    ? textsOf(named, consts, depth + 1)
    : [];
}

function collect(): { found: Found[]; files: number } {
  const files = sourceFiles(SRC);
  const shared = sourceFiles(SHARED).filter((file) => !file.includes('/i18n/'));
  const parse = (file: string) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const parsed = files.map((file) => ({
    file,
    rel: file.slice(SRC.length + 1),
    source: parse(file),
  }));
  // Constants holding a text (`const NOT_FOUND = 'Post not found.'`), by name across the source:
  // errors are often thrown with a constant another module exports.
  const consts = new Map<string, ts.Node>();
  for (const source of [...shared.map(parse), ...parsed.map((p) => p.source)])
    source.forEachChild(function visit(node) {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        consts.set(node.name.text, node.initializer);
      if (ts.isFunctionDeclaration(node) && node.name) consts.set(node.name.text, node);
      node.forEachChild(visit);
    });
  for (const name of ['serverText', 'translateServerText']) {
    const fn = consts.get(name);
    if (fn) FORMATTERS.add(fn);
  }
  const found: Found[] = [];
  for (const { rel, source } of parsed) {
    if (SKIP_FILES.has(rel)) continue;
    const add = (expr: ts.Expression | undefined) => {
      if (!expr) return;
      const line = source.getLineAndCharacterOfPosition(expr.getStart()).line + 1;
      for (const text of textsOf(expr, consts)) found.push({ text, where: `${rel}:${line}` });
    };
    source.forEachChild(function visit(node) {
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'HttpError'
      ) {
        add(node.arguments?.[1]);
        const fields = node.arguments?.[2];
        if (fields && ts.isObjectLiteralExpression(fields))
          for (const prop of fields.properties)
            if (ts.isPropertyAssignment(prop)) add(prop.initializer);
      }
      // `{ message: '…' }` answers sent without throwing (reply.send, access checks).
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        node.name.text === 'message'
      )
        add(node.initializer);
      node.forEachChild(visit);
    });
  }
  return { found, files: files.length };
}

describe('the server catalogue knows every text the server throws (issue 34)', () => {
  it('finds each thrown message among the English server texts', () => {
    const { found, files } = collect();
    expect(files).toBeGreaterThan(100);
    // The scan itself works: it sees texts we know are thrown.
    expect(found.map((f) => f.text)).toContain('Post not found.');
    const missing = found
      .filter(({ text }) => !isServerText(text) && !COMPOSED.some((re) => re.test(text)))
      .map(({ text, where }) => `${where}  ${text}`);
    if (process.env.LIST_MISSING) console.log(missing.join('\n'));
    expect(missing).toEqual([]);
  });
});
