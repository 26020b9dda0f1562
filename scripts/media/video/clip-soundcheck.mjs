// Exclusive clip 2: soundcheck.
import { trackSpec } from '../audio/tracks.mjs';
import { C, FONT } from '../palette.mjs';
import { rng } from '../../lib/seeded-random.mjs';
import { CLIP, clipTitle } from './clip-frame.mjs';
import { FADE, beam, blob, blurF, f2, linG, periodic, svg } from './draw.mjs';
import { FPS } from './scene.mjs';

export const soundcheck = {
  ...CLIP,
  name: 'clip-2',
  title: 'Soundcheck',
  // "Running Paper Hearts": that track's key and progression, at a tempo that loops in 8 s
  music: (() => {
    const t = trackSpec('paper-hearts');
    return {
      mode: t.mode,
      prog: t.prog,
      tonic: t.tonic,
      bpm: 90,
      lead: 'keys',
      pad: false,
      hatStyle: 0,
    };
  })(),
  sprites: () => {
    const r = rng('clip-2-art');
    // empty seat tiers: rows of faint dots on arcs around the stage
    let seats = '';
    for (let row = 0; row < 9; row++) {
      const rad = 230 + row * 26;
      for (let a = -1.25; a <= 1.25; a += 0.05 - row * 0.003) {
        const x = 180 + rad * Math.sin(a) * 1.25;
        const y = 310 - rad * Math.cos(a) * 0.62;
        if (y < 12 || y > 200) continue;
        seats += `<rect x="${f2(x - 1.6)}" y="${f2(y)}" width="3.2" height="2" fill="#a79bd6" opacity="${f2(0.12 + 0.12 * r())}"/>`;
      }
    }
    const stand = svg(
      720,
      900,
      `<rect x="0" y="640" width="720" height="260" fill="url(#floor)"/>
      <rect x="0" y="640" width="720" height="2" fill="${C.violet}" opacity="0.6"/>
      <g id="rig" transform="translate(0,-110)">
        <path d="M360,790 L300,842 L306,846 L360,800 L414,846 L420,842 Z"/>
        <rect x="355" y="520" width="10" height="278"/>
        <path d="M357,528 L452,470 L458,478 L362,538 Z"/>
        <rect x="444" y="446" width="22" height="44" rx="10" transform="rotate(-32 455 468)"/>
        <path d="M70,790 L190,760 L210,820 L80,830 Z"/><path d="M650,790 L530,760 L510,820 L640,830 Z"/>
      </g>
      <use href="#rig" fill="${C.pink}" opacity="0.7" filter="url(#rim)" transform="translate(0,-2)"/>
      <use href="#rig" fill="#060509"/>
      <rect x="0" y="760" width="720" height="140" fill="url(#fade)"/>`,
      `${linG('floor', [
        [0, '#100c18', 0.45],
        [0.5, '#07060b', 0.85],
        [1, '#050407', 1],
      ])}${linG('fade', [
        [0, '#050407', 0],
        [0.35, '#050407', 0.92],
        [1, '#050407', 1],
      ])}${blurF('rim', 2)}`,
    );
    return {
      arena: svg(
        360,
        450,
        `<rect width="360" height="450" fill="url(#g)"/>${seats}
        <rect x="28" y="86" width="304" height="150" rx="4" fill="#0d0a16" stroke="#ffffff" stroke-opacity="0.06"/>`,
        linG('g', [
          [0, '#040307'],
          [0.6, '#0b0913'],
          [1, '#06050a'],
        ]),
      ),
      spot: beam(600, '#ffe3f1', 92, 0.9),
      pool: blob(260, 90, '#ffd6ea', 0.5, 14),
      haze: blob(560, 260, '#b7a6ff', 0.12, 36),
      stand,
    };
  },
  graph: (c) => {
    const T = c.T;
    const g = [];
    const ang = `0.16*${periodic(T)}`;
    g.push(`${c.in('arena')}format=gbrp[ar]`);
    // the LED wall behind the stage shows the spectrum, in violet
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,aresample=16000,showfreqs=s=38x140:mode=bar:ascale=log:fscale=log:win_size=2048:averaging=2:colors=0x7c5cff:r=${FPS},scale=304:140:flags=neighbor,drawgrid=w=8:h=5:t=2:c=0x0d0a16@1`)}null[led]`,
    );
    g.push(`[ar][led]overlay=28:94[a1]`);
    g.push(`[a1]${c.in('haze')}overlay=x='-150+70*${periodic(T)}':y=120[a2]`);
    g.push(`${c.in('spot')}rotate=a='${ang}':c=none[sp]`);
    g.push(`[a2][sp]overlay=x=${180 - 300}:y=${-10 - 300}[a3]`);
    g.push(`[a3]${c.in('pool')}overlay=x='180-130-330*tan(${ang})':y=${330 - 45}[a4]`);
    g.push(`[a4]scale=720:900:flags=bicubic[up]`);
    g.push(`[up]${c.in('stand')}overlay=0:0[st]`);
    // the vocal channel's meter, as on the desk
    g.push(
      `${c.viz(`showvolume=w=200:h=6:f=0.85:b=2:t=0:v=0:c='0xff882eff':p=0,format=rgba`)}null[vu]`,
    );
    g.push(`[st][vu]overlay=x=W-w-34:y=70[v1]`);
    const t = clipTitle(c, g, '[v1]', {
      title: 'Soundcheck',
      subtitle: 'Running Paper Hearts \u00b7 empty arena',
      y: 760,
      size: 64,
    });
    t.push(
      c.text({
        text: 'CH 01  VOX',
        font: FONT.mono,
        size: 15,
        x: 'w-tw-34',
        y: 40,
        color: 'white@0.75',
      }),
    );
    t.push(
      c.text({
        text: "'one, two...'",
        font: FONT.sans,
        size: 18,
        x: 468,
        y: 484,
        color: 'white@0.6',
        alpha: `clip((t-2)/0.4,0,1)*clip((4.4-t)/0.4,0,1)`,
      }),
    );
    g.push(`[tgl]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};
