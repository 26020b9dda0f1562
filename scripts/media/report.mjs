// The table of written files and their sizes that the generator prints at the end.
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './paths.mjs';

const written = [];

/** Note a file the generator wrote, for the size table. */
export function record(file) {
  written.push({ file: relative(ROOT, file), bytes: statSync(file).size });
}

export function printReport() {
  if (!written.length) return;
  const width = Math.max(...written.map((w) => w.file.length));
  let total = 0;
  console.log(`\n${'file'.padEnd(width)}  ${'bytes'.padStart(9)}  ${'KB'.padStart(7)}`);
  for (const { file, bytes } of written) {
    total += bytes;
    console.log(
      `${file.padEnd(width)}  ${String(bytes).padStart(9)}  ${(bytes / 1024).toFixed(1).padStart(7)}`,
    );
  }
  console.log(
    `${'total'.padEnd(width)}  ${String(total).padStart(9)}  ${(total / 1024).toFixed(1).padStart(7)}  (${written.length} files)`,
  );
}
