// web: Lighthouse (mobile preset, Debian's Chromium) on the main routes, signed in as the demo
// fan, plus the gzip size of the JavaScript and CSS each route loads first, taken from the build.
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
import { printTable, round, verdict } from '../lib/format.mjs';

export const WEB_ROUTES = ['/', '/dashboard', '/music', '/shop-list', '/events'];
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
  for (const r of requests) {
    if (!r.url.startsWith(origin)) continue;
    const path = new URL(r.url).pathname;
    if (r.resourceType === 'Script' || path.endsWith('.js')) js += gzipBytes(distDir, path);
    else if (r.resourceType === 'Stylesheet' || path.endsWith('.css'))
      css += gzipBytes(distDir, path);
  }
  return { js, css };
}

export async function runWeb({ routes = WEB_ROUTES, runs = 1, reportsDir = null } = {}) {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.log(
      `web: skipped, no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`,
    );
    return { skipped: `no Chromium at ${chromePath}` };
  }
  // A private copy of the build: a rebuild running meanwhile (another checkout task) cannot
  // pull files from under the server.
  const distDir = mkdtempSync(join(tmpdir(), 'fanclub-bench-web-'));
  cpSync(join(root, 'apps/web/dist'), distDir, { recursive: true });
  const server = await startServer({ label: 'web server', env: { WEB_DIST_DIR: distDir } });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    const cookie = await signIn(server, 'fan@example.com');
    for (const route of routes) {
      // Lighthouse scores vary run to run; with several runs the median score is reported.
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(server.url + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { cookie },
        });
        results.push(result.lhr);
      }
      results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = results[Math.floor(results.length / 2)];
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(
          join(
            reportsDir,
            `lighthouse${route === '/' ? '-landing' : route.replace(/\//g, '-')}.json`,
          ),
          JSON.stringify(lhr),
        );
      }
      const bytes = firstLoadBytes(distDir, lhr, server.url);
      const score = Math.round(lhr.categories.performance.score * 100);
      const cls = lhr.audits['cumulative-layout-shift'].numericValue;
      rows.push({
        route,
        finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
        performance: score,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: round(cls, 3),
        jsKbGzip: round(bytes.js / 1024, 1),
        cssKbGzip: round(bytes.css / 1024, 1),
        meetsTarget: verdict(score >= 95 && cls <= 0.05 && bytes.js <= 150 * 1024),
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.selector ?? '',
        error: lhr.runtimeError?.message ?? '',
        warnings: (lhr.runWarnings ?? []).join(' | '),
        opportunities: Object.values(lhr.audits)
          .filter(
            (a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 100,
          )
          .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)}ms`)
          .join('; '),
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  }
  for (const r of rows) if (r.error) console.log(`web: ${r.route}: ${r.error}`);
  printTable(
    'web — Lighthouse mobile, signed in as fan@example.com (target: performance ≥ 95, CLS ≤ 0.05, first-load JS ≤ 150 KB gzip)',
    rows.map(({ lcpElement: _e, opportunities: _o, error: _r, warnings: _w, ...r }) => r),
  );
  return rows;
}
