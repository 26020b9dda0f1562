// Renders one video scene: sprites, soundtrack and filter graph to a lossless master, then x264 to budget.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { SR } from '../audio/synth.mjs';
import { ff } from '../ffmpeg.mjs';
import { FONT } from '../palette.mjs';
import { CLIPS_DIR, PUBLIC_MEDIA } from '../paths.mjs';
import { record } from '../report.mjs';
import { soundtrack } from './soundtrack.mjs';

export const FPS = 24;

/** Builds one scene: sprites -> PNG inputs, a soundtrack, a filter graph; renders a lossless master, then encodes. */
export async function scene(def) {
  const { name, w, h, seconds: T } = def;
  const dir = mkdtempSync(join(tmpdir(), `fanclub-${name}-`));
  try {
    const wav = join(dir, 'audio.wav');
    const spec = soundtrack(name, T, def.music, wav);
    const sprites = def.sprites(spec);
    const names = Object.keys(sprites);
    for (const n of names)
      await sharp(Buffer.from(sprites[n]))
        .png()
        .toFile(join(dir, `${n}.png`));
    const inputs = names.flatMap((n) => [
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-i',
      join(dir, `${n}.png`),
    ]);
    const vizChains = [];
    let texts = 0;
    const ctx = {
      spec,
      T,
      w,
      h,
      beat: 60 / spec.bpm,
      bar: 240 / spec.bpm,
      in: (n) => {
        const i = names.indexOf(n);
        if (i < 0) throw new Error(`no sprite ${n}`);
        return `[${i}:v]`;
      },
      /**
       * An audio visualisation (showwaves, showfreqs, ...) of the soundtrack. It is rendered in its own
       * single-input ffmpeg pass and comes back as a video input: inside a multi-input graph these filters
       * see audio in scheduling-dependent chunks, which made frames differ from run to run.
       */
      viz: (chain) => {
        vizChains.push(chain);
        return `[${names.length + vizChains.length - 1}:v]`;
      },
      /** drawtext with the text in a file (no escaping games); `expand` enables %{...} expansions. */
      text: (o) => {
        const file = join(dir, `text-${texts++}.txt`);
        writeFileSync(file, o.text);
        const q = (v) => `'${v}'`;
        return [
          `drawtext=fontfile=${o.font ?? FONT.bold}`,
          `textfile=${file}`,
          `expansion=${o.expand ? 'normal' : 'none'}`,
          `fontsize=${o.size}`,
          `fontcolor=${o.color ?? 'white'}`,
          `x=${q(o.x)}`,
          `y=${q(o.y)}`,
          o.alpha !== undefined ? `alpha=${q(o.alpha)}` : '',
          o.shadow ? 'shadowcolor=black@0.55:shadowx=0:shadowy=2' : '',
          o.box ? `box=1:boxcolor=${o.box}:boxborderw=${o.boxw ?? 8}` : '',
        ]
          .filter(Boolean)
          .join(':');
      },
    };
    const graph = def.graph(ctx);
    vizChains.forEach((chain, i) => {
      const file = join(dir, `viz-${i}.mkv`);
      ff([
        '-i',
        wav,
        '-filter_complex',
        `[0:a]${chain},fps=${FPS},format=bgra[v]`,
        '-map',
        '[v]',
        '-t',
        String(T),
        '-c:v',
        'ffv1',
        file,
      ]);
      inputs.push('-i', file);
    });
    inputs.push('-i', wav);
    const audioIndex = names.length + vizChains.length;
    const masterFile = join(dir, 'master.mkv');
    ff([
      ...inputs,
      '-filter_complex',
      graph.join(';\n'),
      '-map',
      '[out]',
      '-map',
      `${audioIndex}:a`,
      '-t',
      String(T),
      '-r',
      String(FPS),
      '-c:v',
      'ffv1',
      '-pix_fmt',
      'gbrp',
      '-c:a',
      'pcm_s16le',
      masterFile,
    ]);
    // Exclusive clips are paid content: never into the web's public folder (it ships in the build).
    const out = join(name.startsWith('clip-') ? CLIPS_DIR : PUBLIC_MEDIA, `${name}.mp4`);
    // two-pass to a byte budget: video kbps = what is left after the audio, with a little container slack.
    // (No VBV maxrate: with frame threads it makes x264 non-deterministic; the budget is tiny anyway.)
    const vk = Math.floor(((def.budgetKB * 1024 * 8) / T / 1000 - def.audioKbps) * 0.96);
    const x264 = [
      '-vf',
      'scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-threads',
      '4',
      '-b:v',
      `${vk}k`,
      '-g',
      String(FPS * 4),
      '-aq-mode',
      '3',
      '-colorspace',
      'bt709',
      '-color_primaries',
      'bt709',
      '-color_trc',
      'bt709',
      '-passlogfile',
      join(dir, 'x264'),
    ];
    ff(['-i', masterFile, '-map', '0:v', ...x264, '-pass', '1', '-an', '-f', 'null', '-']);
    ff([
      '-i',
      masterFile,
      '-map',
      '0:v',
      '-map',
      '0:a',
      ...x264,
      '-pass',
      '2',
      '-c:a',
      'aac',
      '-b:a',
      `${def.audioKbps}k`,
      '-ar',
      String(SR),
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      out,
    ]);
    record(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
