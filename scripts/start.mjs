// `npm start`: build the web app and server bundle if they are missing or older than their
// sources, then run the server (which migrates and seeds on start-up).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

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

function buildIfStale(name, output, sources, workspace) {
  const outputTime = existsSync(output) ? statSync(output).mtimeMs : 0;
  const sourceTime = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (outputTime >= sourceTime) return;
  console.log(`fanclub: building ${name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`fanclub: building ${name} failed`);
    process.exit(1);
  }
}

buildIfStale('the web app', join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'], 'apps/web');
buildIfStale('the server', join(root, 'apps/server/dist/server.js'), ['apps/server/src', 'packages/shared/src'], 'apps/server');

await import(join(root, 'apps/server/dist/server.js'));
