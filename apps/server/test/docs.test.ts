// The docs a newcomer reads stay short and connected: the README under 8 KB, every relative link
// in the Markdown we write pointing at a file (and heading) that exists, and a README in each
// feature folder saying what the feature is.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const README_MAX_BYTES = 8000;
const FEATURE_ROOTS = ['apps/server/src/features', 'apps/web/src/features'];

function markdownUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const featureFolders = FEATURE_ROOTS.flatMap((base) =>
  readdirSync(join(root, base), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(base, entry.name)),
);

const documents = [
  'README.md',
  'bench/README.md',
  ...markdownUnder('docs'),
  ...featureFolders.map((f) => join(f, 'README.md')).filter((f) => existsSync(join(root, f))),
];

/** Markdown without code blocks and code spans, where `[a](b)` is an example, not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const reference = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...reference].map((m) => m[1] as string);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = (heading as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Why a relative link from `file` is broken, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: …
  const [path = '', anchor] = target.split('#');
  const resolved = path === '' ? join(root, file) : join(root, dirname(file), decodeURI(path));
  if (!existsSync(resolved)) return `${file}: ${target} (no ${relative(root, resolved)})`;
  if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
    if (!anchors(readFileSync(resolved, 'utf8')).has(anchor))
      return `${file}: ${target} (no #${anchor})`;
  }
  return null;
}

describe('docs', () => {
  it(`README.md stays under ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThan(README_MAX_BYTES);
  });

  it("CI runs the README's test command", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const command = /## Test it\s+```sh\n(.+)\n```/.exec(readme)?.[1];
    expect(command).toBe('npm ci && npm test');
    const ci = readFileSync(join(root, '.ci/run'), 'utf8').split('\n');
    expect(ci.map((line) => line.trim())).toContain(command);
  });

  it('finds the links it checks (the parsing works)', () => {
    expect(documents).toContain('docs/architecture.md');
    const readme = linkTargets(readFileSync(join(root, 'README.md'), 'utf8'));
    expect(readme).toContain('docs/configuration.md');
    expect(linkTargets('`[a](nowhere.md)` and [b](somewhere.md#x-y)')).toEqual([
      'somewhere.md#x-y',
    ]);
    expect(anchors('## Paid media behind a CDN\n## A request, from the socket')).toEqual(
      new Set(['paid-media-behind-a-cdn', 'a-request-from-the-socket']),
    );
  });

  it('every relative link in the README, bench/ and docs/ resolves', () => {
    const broken = documents.flatMap((file) =>
      linkTargets(readFileSync(join(root, file), 'utf8'))
        .map((target) => brokenLink(file, target))
        .filter((problem) => problem !== null),
    );
    expect(broken).toEqual([]);
  });

  it('every feature folder has a short README saying what it is', () => {
    const problems = featureFolders.flatMap((folder) => {
      const file = join(root, folder, 'README.md');
      if (!existsSync(file)) return [`${folder}: no README.md`];
      const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
      return lines.length > 5 ? [`${folder}/README.md: ${lines.length} lines, keep it to two`] : [];
    });
    expect(problems).toEqual([]);
  });
});
