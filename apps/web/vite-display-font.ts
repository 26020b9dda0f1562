// The brand's display face, self-hosted: one woff2 (Space Grotesk 700, latin subset, ~13 KB)
// copied from the @fontsource package into the build under a content-hashed name, preloaded,
// and declared in index.html, so headings above the fold never wait on CSS to discover it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const SOURCE = '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2';
// Fontsource's latin subset: the same range its own CSS declares for this file.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/*
 * What headings show until the face arrives (late on a slow network): the system's Arial Bold
 * (Liberation Sans Bold, its metric twin, on Linux) scaled to Space Grotesk's size, so the swap
 * moves no line. Space Grotesk Bold is 1.2% wider than Arial Bold over every English text in the
 * catalogue; its ascent and descent are 0.984 and 0.292 em with no line gap (Arial's are 0.905,
 * 0.212 and 0.033). The overrides are divided by size-adjust, which scales them too. Android has
 * no Arial: there Roboto Bold, the next family, is scaled the same way (Space Grotesk Bold is 7.7%
 * wider over the same texts; Roboto's own ascent and descent are 0.928 and 0.244 em).
 */
const face = (family: string, names: string[], metrics: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-weight:600 900;src:${names.map((n) => `local('${n}')`).join(',')};${metrics};line-gap-override:0%;unicode-range:${LATIN}}`;
const FALLBACK =
  face(
    'Fanclub Display Fallback',
    ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    'size-adjust:101.2%;ascent-override:97.2%;descent-override:28.9%',
  ) +
  face(
    'Fanclub Display Fallback Roboto',
    ['Roboto Bold', 'Roboto-Bold'],
    'size-adjust:107.7%;ascent-override:91.4%;descent-override:27.1%',
  );

export function displayFont(): Plugin {
  const data = readFileSync(require.resolve(SOURCE));
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  // Under /assets/ so the server caches it as immutable, like every other hashed file.
  const url = `/assets/space-grotesk-latin-700-${hash}.woff2`;
  // One bold face serves semibold to black headings: no faux bold, no second download.
  const face =
    `@font-face{font-family:'Fanclub Display';font-style:normal;font-weight:600 900;font-display:swap;src:url(${url}) format('woff2');unicode-range:${LATIN}}` +
    FALLBACK;
  return {
    name: 'fanclub-display-font',
    configureServer(server) {
      server.middlewares.use(url, (_req, res) => {
        res.setHeader('content-type', 'font/woff2');
        res.end(data);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: url.slice(1), source: data });
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: url, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head',
      },
      { tag: 'style', children: face, injectTo: 'head' },
    ],
  };
}
