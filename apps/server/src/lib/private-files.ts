import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The data folder holds the database, mails with live reset links, and uploads: only the user
 * the server runs as may read them. Modes are set explicitly (mkdir/open modes are filtered by
 * the umask, and an existing file keeps its mode), so the result does not depend on the umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) owner-only, and makes an existing one owner-only. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // A folder another user owns (e.g. a mounted volume) is theirs to set: EPERM is not fatal.
  await chmod(dir, PRIVATE_DIR_MODE).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPERM') throw error;
  });
}

/**
 * Like ensurePrivateDir, and when the folder was not owner-only yet (made by an older version,
 * or loosened by hand) everything in it is made owner-only too. A folder already at 0700 is not
 * walked, so a start-up with many uploads stays quick.
 */
export async function ensurePrivateTree(dir: string): Promise<void> {
  const mode = await stat(dir).then(
    (s) => s.mode & 0o777,
    () => null,
  );
  await ensurePrivateDir(dir);
  if (mode === null || mode === PRIVATE_DIR_MODE) return;
  await tightenTree(dir);
}

/** Makes every folder under `dir` 0700 and every file 0600. */
export async function tightenTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await chmod(path, PRIVATE_DIR_MODE);
      await tightenTree(path);
    } else if (entry.isFile()) await chmod(path, PRIVATE_FILE_MODE);
  }
}

/** Writes `path` readable and writable by the owner only, whatever the umask. */
export async function writePrivateFile(path: string, data: Buffer | string): Promise<void> {
  await writeFile(path, data, { mode: PRIVATE_FILE_MODE });
  // The mode above applies only when the file is created; an overwritten file keeps its own.
  await chmod(path, PRIVATE_FILE_MODE);
}
