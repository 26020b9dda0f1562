// Public video 1: the studio session.
import { C, FONT } from '../palette.mjs';
import { rng } from '../../lib/seeded-random.mjs';
import { FADE, blob, blurF, f2, fadeIn, linG, periodic, slideY, spaced, svg } from './draw.mjs';
import { FPS } from './scene.mjs';

export const studioSession = {
  name: 'video-1',
  title: 'Studio Session',
  w: 1280,
  h: 720,
  seconds: 12,
  budgetKB: 440,
  audioKbps: 96,
  music: { bpm: 80, lead: 'voice' },
  sprites: () => {
    const r = rng('video-1-art');
    const W = 1280;
    const H = 720;
    // acoustic slats with light leaking between them, a desk, and a DAW monitor on the right
    let slats = '';
    for (let x = -4; x < W; x += 40) {
      slats += `<rect x="${x}" y="0" width="30" height="600" fill="url(#slat)"/><rect x="${x}" y="0" width="1.5" height="600" fill="#ffffff" opacity="0.07"/>`;
    }
    let knobs = '';
    for (let row = 0; row < 2; row++) {
      for (let x = 716; x <= 1204; x += 32) {
        const y = 640 + row * 44;
        const lit = r() < 0.55;
        knobs += `<circle cx="${x}" cy="${y}" r="9" fill="#1b1724" stroke="#2e2939" stroke-width="1.5"/><line x1="${x}" y1="${y}" x2="${f2(x + 6 * Math.cos(r() * 6))}" y2="${f2(y - 6)}" stroke="#8d86a0" stroke-width="1.5"/>`;
        if (lit)
          knobs += `<circle cx="${x}" cy="${y - 16}" r="2" fill="${r() < 0.5 ? C.pink : C.violet}"/>`;
      }
    }
    let lanes = '';
    for (let l = 0; l < 4; l++) {
      const y = 140 + l * 42;
      lanes += `<rect x="716" y="${y}" width="488" height="36" rx="4" fill="#110f18"/>`;
      let x = 716 + Math.floor(r() * 40);
      while (x < 1160) {
        const len = Math.min(1204 - x, 60 + Math.floor(r() * 150));
        const col = l % 2 ? C.violet : C.pink;
        let wave = `M${x + 4},${y + 22}`;
        for (let k = 4; k < len - 4; k += 3)
          wave += ` L${x + k},${f2(y + 22 + Math.sin(k * 0.55 + l) * (3 + 5 * r()))}`;
        lanes += `<rect x="${x}" y="${y + 2}" width="${len}" height="32" rx="4" fill="${col}" opacity="0.3"/><rect x="${x}" y="${y + 2}" width="${len}" height="7" rx="3" fill="${col}" opacity="0.75"/><path d="${wave}" stroke="${col}" stroke-width="1.2" fill="none" opacity="0.9"/>`;
        x += len + 8 + Math.floor(r() * 50);
      }
    }
    const front = svg(
      W,
      H,
      `${slats}
      <rect x="0" y="598" width="${W}" height="122" fill="url(#desk)"/>
      <rect x="0" y="592" width="${W}" height="16" fill="${C.pink}" opacity="0.35" filter="url(#b8)"/>
      <rect x="0" y="598" width="${W}" height="2" fill="${C.pink}" opacity="0.9"/>
      ${knobs}
      <rect x="948" y="490" width="24" height="110" fill="#0d0c12"/>
      <rect x="690" y="86" width="540" height="420" rx="20" fill="${C.violet}" opacity="0.16" filter="url(#b8)"/>
      <rect x="700" y="96" width="520" height="400" rx="14" fill="#07060b" opacity="0.96" stroke="#ffffff" stroke-opacity="0.13"/>
      <rect x="701" y="97" width="518" height="30" rx="13" fill="#121019"/>
      <circle cx="720" cy="112" r="5" fill="${C.pink}"/><circle cx="738" cy="112" r="5" fill="${C.violet}"/><circle cx="756" cy="112" r="5" fill="#3a3547"/>
      ${lanes}
      <rect x="716" y="318" width="488" height="1" fill="#ffffff" opacity="0.08"/>`,
      `${linG('slat', [
        [0, '#15121c', 0.9],
        [1, '#0a090e', 0.97],
      ])}${linG('desk', [
        [0, '#18141f'],
        [1, '#060508'],
      ])}${blurF('b8', 8)}`,
    );
    return {
      bg: svg(
        640,
        360,
        `<rect width="640" height="360" fill="url(#g)"/><ellipse cx="470" cy="60" rx="260" ry="120" fill="${C.violet}" opacity="0.18" filter="url(#b)"/>`,
        `${linG('g', [
          [0, '#0d0b13'],
          [1, '#060509'],
        ])}${blurF('b', 40)}`,
      ),
      glowP: blob(360, 300, C.pink, 0.55, 36),
      glowV: blob(460, 340, C.violet, 0.6, 44),
      sweep: svg(
        200,
        360,
        `<rect x="50" y="0" width="100" height="360" fill="url(#s)" filter="url(#b)"/>`,
        `${linG(
          's',
          [
            [0, '#c9bcff', 0],
            [0.5, '#e6ddff', 0.55],
            [1, '#c9bcff', 0],
          ],
          1,
          0,
        )}${blurF('b', 12)}`,
      ),
      front,
      playhead: svg(
        12,
        176,
        `<rect x="5" y="0" width="2" height="176" fill="#ffffff" opacity="0.9"/><polygon points="0,0 12,0 6,7" fill="#ffffff"/>`,
      ),
    };
  },
  graph: (c) => {
    const T = c.T;
    const g = [];
    g.push(`${c.in('bg')}format=gbrp[bg]`);
    g.push(
      `[bg]${c.in('glowP')}overlay=x='40+110*${periodic(T)}':y='-30+26*${periodic(T, 2)}'[s1]`,
    );
    g.push(
      `[s1]${c.in('glowV')}overlay=x='200-120*${periodic(T, 1, 1.3)}':y='40+34*${periodic(T, 1, 0.4)}'[s2]`,
    );
    g.push(`[s2]${c.in('sweep')}overlay=x='-200+mod(t,${T / 2})/${T / 2}*840':y=0[s3]`);
    g.push(`[s3]scale=1280:720:flags=bicubic[up]`);
    g.push(`[up]${c.in('front')}overlay=0:0[fr]`);
    // live spectrum on the monitor: coarse bins, blown up into LED columns
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,aresample=16000,volume=1.8,showfreqs=s=61x140:mode=bar:ascale=cbrt:fscale=log:win_size=2048:averaging=2:colors=0xff2e88:r=${FPS},scale=488:140:flags=neighbor,drawgrid=w=8:h=5:t=2:c=0x07060b@1`)}null[sf]`,
    );
    g.push(`[fr][sf]overlay=716:338[m1]`);
    g.push(`[m1]${c.in('playhead')}overlay=x='715+mod(t,${T})/${T}*486':y=134[m2]`);
    // title glow: the title drawn in pink on a clear layer, blurred, under the crisp text
    g.push(
      `color=c=black@0:s=1280x720:r=${FPS},format=rgba,${c.text({ text: 'Studio', size: 96, x: 60, y: slideY(262, 0.5), color: C.pink, alpha: fadeIn(0.5) })},${c.text({ text: 'Session', size: 96, x: 60, y: slideY(364, 0.75), color: C.pink, alpha: fadeIn(0.75) })},gblur=sigma=22[glow]`,
    );
    g.push(`[m2][glow]overlay=0:0:shortest=1[m3]`);
    const t = [
      c.text({
        text: '\u25cf',
        font: FONT.sans,
        size: 22,
        x: 64,
        y: 52,
        color: C.pink,
        alpha: 'if(lt(mod(t,1),0.6),1,0.25)',
      }),
      c.text({ text: 'REC', size: 18, x: 92, y: 55, color: 'white' }),
      c.text({
        text: '%{pts:hms}',
        expand: true,
        font: FONT.mono,
        size: 18,
        x: 140,
        y: 55,
        color: 'white@0.6',
      }),
      c.text({
        text: spaced('Aria Monroe'),
        size: 18,
        x: 66,
        y: slideY(230, 0.3, 14),
        color: C.pink,
        alpha: fadeIn(0.3),
      }),
      c.text({
        text: 'Studio',
        size: 96,
        x: 60,
        y: slideY(262, 0.5),
        alpha: fadeIn(0.5),
        shadow: true,
      }),
      c.text({
        text: 'Session',
        size: 96,
        x: 60,
        y: slideY(364, 0.75),
        alpha: fadeIn(0.75),
        shadow: true,
      }),
      c.text({
        text: 'Inside the making of Late Bloom',
        font: FONT.sans,
        size: 26,
        x: 66,
        y: slideY(490, 1.1, 14),
        color: 'white@0.75',
        alpha: fadeIn(1.1),
      }),
      c.text({
        text: 'late-bloom / session 07',
        font: FONT.mono,
        size: 14,
        x: 780,
        y: 105,
        color: 'white@0.55',
      }),
      c.text({
        text: `${c.spec.bpm} BPM`,
        font: FONT.mono,
        size: 14,
        x: 1140,
        y: 105,
        color: 'white@0.55',
      }),
    ];
    g.push(
      `[m3]${t.join(',')},drawbox=x=66:y=548:w=120:h=3:color=0xff2e88:t=fill:enable='gte(t,1.3)',${FADE},format=gbrp[out]`,
    );
    return g;
  },
};
