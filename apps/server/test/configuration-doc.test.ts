// docs/configuration.md lists every environment variable the server reads, and nothing else.
// "Reads" is observed, not copied: loadConfig runs on an environment that records each name
// asked of it, so a variable added to (or dropped from) config.ts shows up here by itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const DOC = new URL('../../../docs/configuration.md', import.meta.url);
/** Below this heading the page describes the scripts' variables, which the server never reads. */
const SCRIPTS_HEADING = '## Read by the scripts, not the server';

function variablesTheServerReads(): string[] {
  const read = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) read.add(key);
      return undefined;
    },
  });
  loadConfig(env);
  return [...read].sort();
}

/** Names in the entries' lead (`- \`A\`, \`B\` — default. Meaning.`), above the scripts' part. */
function variablesDocumented(markdown: string): string[] {
  const serverPart = markdown.split(SCRIPTS_HEADING)[0] ?? '';
  const names = new Set<string>();
  // An entry's lead may wrap onto the next lines; it ends at the " — " before the default.
  for (const entry of serverPart.split(/\n(?=- `)/).filter((e) => e.startsWith('- `'))) {
    const lead = entry.split(' — ')[0] ?? '';
    for (const [, name] of lead.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name as string);
  }
  return [...names].sort();
}

describe('docs/configuration.md', () => {
  const markdown = readFileSync(DOC, 'utf8');

  it('finds the variables on both sides (the parsing works)', () => {
    expect(variablesTheServerReads()).toContain('DATABASE_URL');
    expect(variablesDocumented(markdown)).toContain('DATABASE_URL');
    expect(markdown).toContain(SCRIPTS_HEADING);
  });

  it('documents every variable config.ts reads', () => {
    const documented = new Set(variablesDocumented(markdown));
    expect(variablesTheServerReads().filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists no variable config.ts no longer reads', () => {
    const read = new Set(variablesTheServerReads());
    expect(variablesDocumented(markdown).filter((name) => !read.has(name))).toEqual([]);
  });
});
