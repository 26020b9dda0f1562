// Where the generated media go. Public images and videos ship with the web build; audio and exclusive
// clips stay on the server, which streams them to entitled users only.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The tree to write into: the repository, or MEDIA_OUT (scripts/check-media.mjs uses a temp dir). */
export const ROOT = process.env.MEDIA_OUT ?? REPO;
export const PUBLIC = join(ROOT, 'apps/web/public');
export const PUBLIC_MEDIA = join(PUBLIC, 'media');
export const ICONS = join(PUBLIC, 'icons');
export const AUDIO_DIR = join(ROOT, 'apps/server/media/audio');
export const CLIPS_DIR = join(ROOT, 'apps/server/media/clips');
