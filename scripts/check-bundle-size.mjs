// `npm run check:bundle` (part of `npm run check`): the JavaScript a first visit downloads (the
// entry, its static imports, the start-up stages it imports one after another (main.tsx) and one
// screen's chunks, plus boot.js on the server-rendered public screens, gzip level 9 as a CDN
// serves it) must stay
// within the budget for every screen. Reads the Vite manifest of apps/web/dist; builds the web
// app first only when there is no build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticImportFiles, staticImportKeys } from '../packages/shared/src/vite-manifest.js';

const BUDGET_KB = 150;
/** The public screens the budget covers (the issue's Lighthouse routes); others are listed only. */
const BUDGETED = [
  'landing-screen',
  'login-screen',
  'dashboard-screen',
  'music-screen',
  'shop-list-screen',
  'events-screen',
  'subscribe-screen',
  // /home, the club's feed with the Home sections (app/routes/home-feed-screen.tsx).
  'home-feed-screen',
];
/**
 * The texts a budgeted screen shows besides the shell's ('app'): the namespaces its route loads
 * (apps/web/src/app/router.tsx). The heaviest language's catalogue pieces count (ADR 041).
 */
const SCREEN_NAMESPACES = {
  'landing-screen': ['landing'],
  'login-screen': ['auth'],
  'music-screen': ['music'],
  'dashboard-screen': ['home', 'dashboard', 'catalog'],
  'home-feed-screen': ['home', 'community'],
  'subscribe-screen': ['subscriptions', 'payment', 'plans'],
  'events-screen': ['events'],
  'shop-list-screen': ['shop'],
};
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const manifestFile = join(dist, '.vite/manifest.json');

if (!existsSync(manifestFile)) {
  console.log('check:bundle: no web build with a manifest; building apps/web…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0 || !existsSync(manifestFile)) {
    console.error('check:bundle: the web build failed');
    process.exit(1);
  }
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const sizes = new Map();
const gzipKb = (file) => {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return sizes.get(file);
};
const kbOf = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('index.html'),
);
if (!entryKey) {
  console.error('check:bundle: no index.html entry in the manifest');
  process.exit(1);
}
// The entry and its start stages (main.tsx imports them dynamically; index.html preloads them).
const entry = staticImportFiles(manifest, entryKey);
for (const key of staticImportKeys(manifest, entryKey)) {
  for (const stage of manifest[key].dynamicImports ?? []) staticImportFiles(manifest, stage, entry);
}
const screens = Object.keys(manifest).filter((key) => /\/routes\/[\w-]+-screen\.tsx$/.test(key));
const rows = screens
  .map((key) => ({
    screen: key.replace(/^.*\/routes\//, '').replace(/\.tsx$/, ''),
    kb: kbOf(staticImportFiles(manifest, key, new Set(entry))),
  }))
  .sort((a, b) => b.kb - a.kb);

// The insights' chart library (chart.js, issue 33) loads only when Admin → Insights opens: no
// screen's first load, the admin's included, may carry it. Its code is found by one of its own
// messages, so a chunk renamed or merged by the bundler is still caught.
const CHART_MARK = "can't acquire context from the given item";
const hasChart = (file) =>
  file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(CHART_MARK);
const chartFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
  hasChart,
);
if (chartFiles.length === 0) {
  console.error('check:bundle: the chart library is not in the build (its marker changed?)');
  process.exit(1);
}
const withChart = screens.filter((key) =>
  [...staticImportFiles(manifest, key, new Set(entry))].some(hasChart),
);
if (withChart.length > 0) {
  console.error(`check:bundle: the chart library is in the first load of ${withChart.join(', ')}`);
  process.exit(1);
}
console.log(`check:bundle: the chart library loads on demand only (${chartFiles.join(', ')})`);

// The budgeted screens are server-rendered: boot.js starts the app on them (it is what
// `npm run bench -- web` sees loaded too).
const bootKb = gzipKb('boot.js');
/** The catalogue pieces of `namespaces` in the language whose texts weigh most. */
const textsKb = (namespaces) => {
  const pieces = Object.keys(manifest).filter((key) => key.startsWith('virtual:i18n/messages-'));
  const locales = new Set(
    pieces.map((key) => key.replace(/^virtual:i18n\/messages-[A-Za-z0-9]+-/, '')),
  );
  const perLocale = [...locales].map((locale) =>
    kbOf(
      new Set(
        namespaces.flatMap((ns) => {
          const key = `virtual:i18n/messages-${ns}-${locale}`;
          return manifest[key] ? [manifest[key].file] : [];
        }),
      ),
    ),
  );
  return Math.max(0, ...perLocale);
};
const budgeted = rows
  .filter((row) => BUDGETED.includes(row.screen))
  .map((row) => ({
    ...row,
    texts: textsKb(['app', ...(SCREEN_NAMESPACES[row.screen] ?? [])]),
  }))
  .map((row) => ({ ...row, kb: row.kb + bootKb + row.texts }));
const missing = BUDGETED.filter((name) => !budgeted.some((row) => row.screen === name));
if (missing.length > 0) {
  console.error(`check:bundle: no chunk for ${missing.join(', ')} (renamed? update BUDGETED)`);
  process.exit(1);
}
const worst = budgeted[0];
console.log(
  `check:bundle: entry ${kbOf(entry).toFixed(1)} KB gzip; heaviest public first load ${worst.screen} ${worst.kb.toFixed(1)} KB, its texts ${worst.texts.toFixed(1)} KB in the heaviest language (budget ${BUDGET_KB} KB)`,
);
const others = rows.filter((row) => !BUDGETED.includes(row.screen) && row.kb > BUDGET_KB);
if (others.length > 0)
  console.log(
    `  (not budgeted, over ${BUDGET_KB} KB: ${others.map((r) => `${r.screen} ${r.kb.toFixed(0)}`).join(', ')})`,
  );
const over = budgeted.filter((row) => row.kb > BUDGET_KB);
for (const row of over) console.error(`  over budget: ${row.screen} ${row.kb.toFixed(1)} KB`);
if (over.length > 0) process.exit(1);
