// Exclusive clip 3: rehearsal.
import { C, FONT } from '../palette.mjs';
import { range } from '../../lib/seeded-random.mjs';
import { CLIP, clipTitle } from './clip-frame.mjs';
import { FADE, blob, blurF, linG, periodic, svg } from './draw.mjs';

export const rehearsal = {
  ...CLIP,
  name: 'clip-3',
  title: 'Rehearsal',
  music: { bpm: 90, lead: 'kalimba' },
  sprites: () => ({
    room: svg(
      360,
      450,
      `<rect width="360" height="450" fill="url(#g)"/>
      <ellipse cx="40" cy="90" rx="120" ry="90" fill="#ffb38a" opacity="0.22" filter="url(#b)"/>
      <ellipse cx="330" cy="150" rx="110" ry="80" fill="${C.pink}" opacity="0.2" filter="url(#b)"/>
      <rect x="0" y="300" width="360" height="150" fill="#060508" opacity="0.6"/>`,
      `${linG('g', [
        [0, '#150e13'],
        [1, '#07060a'],
      ])}${blurF('b', 30)}`,
    ),
    haze: blob(420, 260, C.violet, 0.3, 40),
    body: svg(
      720,
      900,
      `<ellipse cx="360" cy="652" rx="190" ry="18" fill="#000000" opacity="0.6" filter="url(#s)"/>
      <path d="M300,250 L420,250 L500,640 L220,640 Z" fill="url(#wood)" stroke="${C.pink}" stroke-opacity="0.75" stroke-width="2"/>
      <path d="M332,280 L388,280 L420,560 L300,560 Z" fill="#07060a"/>
      ${range(12)
        .map(
          (k) =>
            `<rect x="${352 + 0}" y="${296 + k * 20}" width="16" height="1.5" fill="#ffffff" opacity="0.18"/>`,
        )
        .join('')}
      <rect x="220" y="600" width="280" height="40" fill="#0c0a10"/>
      <rect x="334" y="610" width="52" height="16" rx="3" fill="#1d1824" stroke="#ffffff" stroke-opacity="0.1"/>
      <rect x="0" y="690" width="720" height="210" fill="#060509"/>
      <rect x="34" y="712" width="652" height="112" rx="10" fill="#0a0810" stroke="#ffffff" stroke-opacity="0.1"/>`,
      `${linG('wood', [
        [0, '#1f1826'],
        [1, '#0f0c14'],
      ])}${blurF('s', 8)}`,
    ),
    arm: svg(
      600,
      600,
      `<rect x="297" y="30" width="6" height="272" rx="3" fill="#ece6f7"/><rect x="282" y="96" width="36" height="26" rx="4" fill="${C.pink}"/><rect x="282" y="96" width="36" height="6" rx="3" fill="#ffffff" opacity="0.4"/>`,
    ),
    cap: svg(
      40,
      40,
      `<circle cx="20" cy="20" r="10" fill="#2b2433" stroke="#ffffff" stroke-opacity="0.3"/>`,
    ),
    led: svg(
      60,
      60,
      `<circle cx="30" cy="30" r="16" fill="${C.pink}" opacity="0.7" filter="url(#b)"/><circle cx="30" cy="30" r="5" fill="#ffffff"/>`,
      blurF('b', 6),
    ),
  }),
  graph: (c) => {
    const T = c.T;
    const g = [];
    g.push(`${c.in('room')}format=gbrp[rm]`);
    g.push(
      `[rm]${c.in('haze')}overlay=x='-40+50*${periodic(T)}':y='60+20*${periodic(T, 1, 1)}',scale=720:900:flags=bicubic[up]`,
    );
    g.push(`[up]${c.in('body')}overlay=0:0[bd]`);
    // the arm swings with the soundtrack's tempo: at an extreme on every beat
    g.push(`${c.in('arm')}rotate=a='0.36*cos(PI*t/${c.beat})':c=none[arm]`);
    g.push(`[bd][arm]overlay=x=${360 - 300}:y=${590 - 300}[a1]`);
    g.push(`[a1]${c.in('cap')}overlay=x=340:y=570[a2]`);
    g.push(`[a2]${c.in('led')}overlay=x=330:y=216:enable='lt(mod(t,${c.beat}),0.1)'[a3]`);
    // a scrolling spectrogram of the take, like the engineer's screen
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,aresample=11025,showspectrum=s=636x96:slide=scroll:mode=combined:color=magma:scale=sqrt:fscale=log:overlap=0.5:gain=0.5,format=gbrp`)}null[sp]`,
    );
    g.push(`[a3][sp]overlay=42:720[s1]`);
    const t = clipTitle(c, g, '[s1]', {
      title: 'Rehearsal',
      subtitle: 'The band works out the new arrangements',
      y: 40 + 56,
      size: 64,
    });
    t.push(
      c.text({
        text: `\u2669 = ${c.spec.bpm}`,
        font: FONT.sans,
        size: 22,
        x: 'w-tw-40',
        y: 42,
        color: 'white@0.8',
      }),
    );
    t.push(
      c.text({
        text: `BAR %{eif:floor(t/${c.bar})+1:d}`,
        expand: true,
        font: FONT.mono,
        size: 18,
        x: 42,
        y: 846,
        color: 'white@0.7',
      }),
    );
    t.push(
      c.text({ text: 'TAKE 3', font: FONT.mono, size: 18, x: 'w-tw-42', y: 846, color: C.pink }),
    );
    g.push(`[tgl]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};
