// Every video: the two public ones and the four exclusive clips.
import { mkdirSync } from 'node:fs';
import { CLIPS_DIR, PUBLIC_MEDIA } from '../paths.mjs';
import { backstage } from './clip-backstage.mjs';
import { rehearsal } from './clip-rehearsal.mjs';
import { soundcheck } from './clip-soundcheck.mjs';
import { tourDiary } from './clip-tour-diary.mjs';
import { livePerformance } from './live-performance.mjs';
import { scene } from './scene.mjs';
import { studioSession } from './studio-session.mjs';

const SCENES = [studioSession, livePerformance, backstage, soundcheck, rehearsal, tourDiary];

export async function videos(only) {
  mkdirSync(PUBLIC_MEDIA, { recursive: true });
  mkdirSync(CLIPS_DIR, { recursive: true });
  for (const def of SCENES) {
    if (only && !only.test(def.name)) continue;
    await scene(def);
  }
}
