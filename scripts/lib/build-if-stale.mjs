// "Build if stale", shared by `npm start` and `npm run bench`: both run the production build and
// must never run one older than the sources in the checkout.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

const BUILDS = [
  {
    name: 'the web app',
    workspace: 'apps/web',
    output: 'apps/web/dist-ssr/entry-server.js',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  {
    name: 'the server',
    workspace: 'apps/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'packages/shared/src'],
  },
];

/** The newest modification time under `path` (0 when missing), skipping installed and built files. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Builds the web app and the server bundle when missing or older than their sources; `label`
 * prefixes the progress line. Throws when a build fails.
 */
export function buildIfStale({ label, log = console.log }) {
  for (const { name, workspace, output, sources } of BUILDS) {
    const outputTime = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
    if (outputTime >= Math.max(...sources.map((s) => newestMtime(join(root, s))))) continue;
    log(`${label}: building ${name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`building ${name} failed`);
  }
}
