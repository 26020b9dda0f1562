// Regenerates the demo media into a temp dir and compares every file with the committed one (sha-256).
// Exits 1 and lists the files that differ. Slow (minutes: the audio and videos are synthesized and encoded),
// so it is run by hand after changing scripts/media/, not by CI.
// Usage: npm run media:check [-- regex]   (the same output filter as scripts/generate-media.mjs)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'fanclub-media-'));
const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(out, join(e.parentPath, e.name)));

try {
  const started = Date.now();
  execFileSync(
    process.execPath,
    [join(REPO, 'scripts/generate-media.mjs'), ...process.argv.slice(2)],
    {
      env: { ...process.env, MEDIA_OUT: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const files = filesUnder(out).sort();
  const differ = files.filter(
    (f) => !existsSync(join(REPO, f)) || sha(join(REPO, f)) !== sha(join(out, f)),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  for (const f of differ) console.log(`differs: ${f}`);
  console.log(
    `${files.length - differ.length} of ${files.length} generated files match the committed ones (${seconds} s)`,
  );
  if (differ.some((f) => f.endsWith('.mp4')))
    console.log('(H.264 streams differ from one machine to another: see scripts/README.md)');
  if (differ.length) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
