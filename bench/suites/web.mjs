// web: Lighthouse (mobile preset, Debian's Chromium) on the public routes, signed out and signed
// in as the demo fan, and on /home as the demo Fan+ member (who sees the feed the free fan sees
// locked), each the median of several runs, beside a static HTML page of similar size
// served by the same server in the same run: on a loaded machine the reference scores low too, so
// the ratio tells the app's cost apart from the machine's. First-load JS/CSS is the gzip size of
// what each route loaded, taken from the build.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, signIn, startServer } from '../lib/server.mjs';
import { median, printTable, round, verdict } from '../lib/format.mjs';

export const WEB_ROUTES = [
  '/',
  '/login',
  '/dashboard',
  '/music',
  '/shop-list',
  '/events',
  '/subscribe',
  // The club's feed (issue 29): its composer and image picker load on first use, not here.
  '/home',
];
/** Routes also measured as the demo Fan+ member: the club's feed, which the free fan sees locked. */
export const MEMBER_ROUTES = ['/home'];
const REFERENCE_PATH = '/bench-reference.html';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BUDGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, jsBytes: 150 * 1024 };

/** Gzip size (level 9, as a CDN would serve it) of a file of the build, by its URL path. */
function gzipBytes(distDir, pathname) {
  const file = join(distDir, decodeURIComponent(pathname));
  if (!file.startsWith(distDir) || !existsSync(file)) return 0;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function firstLoadBytes(distDir, lhr, origin) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  let js = 0;
  let css = 0;
  let html = 0;
  for (const r of requests) {
    if (!r.url.startsWith(origin)) continue;
    const path = new URL(r.url).pathname;
    if (r.resourceType === 'Script' || path.endsWith('.js')) js += gzipBytes(distDir, path);
    else if (r.resourceType === 'Stylesheet' || path.endsWith('.css'))
      css += gzipBytes(distDir, path);
    else if (r.resourceType === 'Document') html += r.transferSize ?? 0;
  }
  return { js, css, html };
}

/**
 * The reference: no JavaScript, the app's stylesheet, one hero picture with high priority and
 * about as much text as a rendered screen (~20 KB of HTML), so it costs what a perfect
 * server-rendered page would.
 */
function writeReferencePage(distDir) {
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const styles = [...index.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('');
  const cards = Array.from(
    { length: 60 },
    (_, i) =>
      `<li class="rounded-xl bg-stage-800 p-3"><h3 class="font-bold">Card ${i + 1}</h3><p class="text-sm text-stage-300">Static reference text for the benchmark, about as long as a card on a real screen of the app.</p></li>`,
  ).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title>${styles}<link rel="preload" as="image" fetchpriority="high" href="/media/hero-800.webp"></head><body><main class="mx-auto max-w-xl"><div class="relative"><img src="/media/hero-800.webp" alt="" width="1600" height="1000" fetchpriority="high" class="w-full object-cover"><h1 class="font-display text-5xl font-extrabold">Reference page</h1></div><ul class="grid gap-3 p-4">${cards}</ul></main></body></html>`;
  writeFileSync(join(distDir, REFERENCE_PATH.slice(1)), html);
}

async function measure({ url, chrome, headers, runs, distDir, origin, reportFile }) {
  const lhrs = [];
  // A run Lighthouse could not trace is run again (twice at most), so the median is of `runs`.
  for (let i = 0; lhrs.filter((l) => !l.runtimeError).length < runs && i < runs + 2; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    lhrs.push(result.lhr);
  }
  // Each metric is its own median; the byte sizes and details come from the median-score run.
  // A run Lighthouse could not trace (NO_NAVSTART, …) measured nothing: it is left out of the
  // medians (its score shows as "err") rather than counted as a score of 0, and run again above.
  const scoreOf = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
  const measured = lhrs.filter((lhr) => !lhr.runtimeError);
  const counted = measured.length > 0 ? measured : lhrs;
  const typical = [...counted].sort((a, b) => scoreOf(a) - scoreOf(b))[
    Math.floor(counted.length / 2)
  ];
  if (reportFile) writeFileSync(reportFile, JSON.stringify(typical));
  const bytes = firstLoadBytes(distDir, typical, origin);
  return {
    finalUrl: new URL(typical.finalDisplayedUrl).pathname,
    performance: median(counted.map(scoreOf)),
    lcpMs: Math.round(
      median(counted.map((l) => l.audits['largest-contentful-paint'].numericValue)),
    ),
    tbtMs: Math.round(median(counted.map((l) => l.audits['total-blocking-time'].numericValue))),
    cls: round(median(counted.map((l) => l.audits['cumulative-layout-shift'].numericValue)), 3),
    scores: lhrs.map((l) => (l.runtimeError ? 'err' : scoreOf(l))).join('/'),
    jsBytes: bytes.js,
    cssBytes: bytes.css,
    htmlBytes: bytes.html,
    lcpElement:
      typical.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.selector ?? '',
    error: lhrs
      .map((l) => l.runtimeError?.message)
      .filter(Boolean)
      .join(' | '),
    opportunities: Object.values(typical.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 100)
      .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)}ms`)
      .join('; '),
  };
}

export async function runWeb({
  routes = WEB_ROUTES,
  runs = 3,
  reportsDir = null,
  languages = ['en'],
} = {}) {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.log(
      `web: skipped, no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`,
    );
    return { skipped: `no Chromium at ${chromePath}` };
  }
  // A private copy of the build (and the SSR bundle beside it): a rebuild running meanwhile
  // (another checkout task) cannot pull files from under the server.
  const copyRoot = mkdtempSync(join(tmpdir(), 'fanclub-bench-web-'));
  const distDir = join(copyRoot, 'dist');
  cpSync(join(root, 'apps/web/dist'), distDir, { recursive: true });
  if (existsSync(join(root, 'apps/web/dist-ssr')))
    cpSync(join(root, 'apps/web/dist-ssr'), join(copyRoot, 'dist-ssr'), { recursive: true });
  writeReferencePage(distDir);
  const server = await startServer({ label: 'web server', env: { WEB_DIST_DIR: distDir } });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const rows = [];
  let reference;
  try {
    const common = { chrome, runs, distDir, origin: server.url };
    reference = await measure({ ...common, url: server.url + REFERENCE_PATH });
    const viewers = {
      'signed out': { prefix: 'out', headers: undefined },
      fan: { prefix: 'fan', headers: { cookie: await signIn(server, 'fan@example.com') } },
      'fan+': {
        prefix: 'fanplus',
        headers: { cookie: await signIn(server, 'fanplus@example.com') },
      },
    };
    // Other languages (`--languages=ja,ko`): a signed-out visitor whose browser asks for them,
    // served that language's first paint and texts (ADR 041); English is the viewers above.
    for (const language of languages.filter((l) => l !== 'en'))
      viewers[`signed out (${language})`] = {
        prefix: `out-${language}`,
        headers: { 'accept-language': language },
      };
    // Every route signed out and as the free fan; the Fan+ member only on routes that differ for
    // them (the free fan sees the club locked, the member its feed), so the run stays short.
    const runsOf = (viewer) =>
      viewer === 'fan+' ? routes.filter((r) => MEMBER_ROUTES.includes(r)) : routes;
    for (const viewer of Object.keys(viewers)) {
      for (const route of runsOf(viewer)) {
        const { prefix, headers } = viewers[viewer];
        const name = `${prefix}${route === '/' ? '-landing' : route.replace(/\//g, '-')}`;
        const reportFile = reportsDir ? join(reportsDir, `lighthouse-${name}.json`) : null;
        const m = await measure({
          ...common,
          url: server.url + route,
          headers,
          reportFile,
        });
        const meets =
          m.performance >= BUDGET.score &&
          m.lcpMs <= BUDGET.lcpMs &&
          m.tbtMs <= BUDGET.tbtMs &&
          m.cls <= BUDGET.cls &&
          m.jsBytes <= BUDGET.jsBytes;
        rows.push({
          viewer,
          route,
          ...m,
          vsReference: round(m.performance / Math.max(1, reference.performance), 2),
          meetsTarget: verdict(meets),
        });
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(copyRoot, { recursive: true, force: true });
  }
  for (const r of rows) if (r.error) console.log(`web: ${r.viewer} ${r.route}: ${r.error}`);
  const kb = (bytes) => round(bytes / 1024, 1);
  const table = (r) => ({
    viewer: r.viewer,
    route: r.route,
    finalUrl: r.finalUrl,
    performance: r.performance,
    scores: r.scores,
    lcpMs: r.lcpMs,
    tbtMs: r.tbtMs,
    cls: r.cls,
    jsKbGzip: kb(r.jsBytes),
    cssKbGzip: kb(r.cssBytes),
    htmlKb: kb(r.htmlBytes),
    vsReference: r.vsReference,
    meetsTarget: r.meetsTarget,
  });
  printTable(
    `web — Lighthouse mobile, median of ${runs} (target: performance ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.05, first-load JS ≤ 150 KB gzip)`,
    [
      table({
        ...reference,
        viewer: 'reference',
        route: REFERENCE_PATH,
        vsReference: 1,
        meetsTarget: '',
      }),
      ...rows.map(table),
    ],
  );
  return { runs, reference, routes: rows };
}
