// The music loop under each video, rendered to a WAV the scene muxes in.
import { interleave, master, stats } from '../audio/master.mjs';
import { SR, render } from '../audio/synth.mjs';
import { describe, songSpec } from '../audio/theory.mjs';
import { ff } from '../ffmpeg.mjs';

/** A loop for a video: stereo, about -16 LUFS, peaks under -1.5 dBFS. Returns the song spec (tempo drives visuals). */
export function soundtrack(key, seconds, over, file) {
  const spec = songSpec(key, over);
  const raw = render(spec, seconds, { loop: true });
  const chans = master(spec, raw, {
    channels: 2,
    targetRms: -17,
    ceilingDb: -1.6,
    fadeIn: 0.04,
    fadeOut: 1.2,
  });
  ff(
    [
      '-f',
      'f32le',
      '-ar',
      String(SR),
      '-ac',
      '2',
      '-i',
      'pipe:0',
      '-c:a',
      'pcm_s16le',
      '-fflags',
      '+bitexact',
      file,
    ],
    {
      input: interleave(chans),
    },
  );
  const s = stats(chans);
  console.log(
    `${key.padEnd(17)} ${describe(spec)}  peak ${s.peakDb.toFixed(1)} dB  rms ${s.rmsDb.toFixed(1)} dB`,
  );
  return spec;
}
