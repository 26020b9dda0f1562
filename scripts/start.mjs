// `npm start`: build the web app and server bundle if they are missing or older than their
// sources, then run the server (which migrates and seeds on start-up).
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;

try {
  buildIfStale({ label: 'fanclub' });
} catch (error) {
  console.error(`fanclub: ${error.message}`);
  process.exit(1);
}

await import(join(root, 'apps/server/dist/server.js'));
