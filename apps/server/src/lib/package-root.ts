import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up from this module, so paths to migrations and the
 * web build are right whether the code runs from src/ (tsx, tests) or from the dist/ bundle.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@fanclub/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @fanclub/server package root');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = join(serverRoot, '..', '..');
