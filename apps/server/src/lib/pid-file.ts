import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** DATA_DIR/server.pid: `npm run backup` and `npm run restore` read it (scripts/lib/backup-files.mjs). */
export const PID_FILE = 'server.pid';

/**
 * Marks DATA_DIR as in use by this process while it runs on the embedded database, which belongs
 * to one process at a time: backup and restore refuse to copy or replace it under a live server.
 * A crash leaves the file behind; readers check whether that process still lives.
 */
export function holdPidFile(dataDir: string): void {
  const path = join(dataDir, PID_FILE);
  writeFileSync(path, `${process.pid}\n`);
  process.on('exit', () => {
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
    } catch {
      // Already gone.
    }
  });
}
