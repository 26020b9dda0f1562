// `npm run bench [-- <suite>…] [--viewers=N] [--chat-rate=M] [--hearts-rate=H] [--seconds=S] [--connections=C] [--buyers=B] [--runs=R] [--routes=/a,/b] [--languages=en,ja] [--live-runs=L] [--db=pglite,postgres] [--scale=F] [--no-fanout] [--members=M] [--orders=O] [--requests=Q] [--no-build] [--save-reports]`
// Runs the performance suites (web, api, realtime, checkout, live, community, insights) against the production build,
// prints a table per suite and writes everything to bench/results/<date>-<commit>.json.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/lib/build-if-stale.mjs';
import { root } from './lib/server.mjs';

const SUITES = ['web', 'api', 'realtime', 'checkout', 'live', 'community', 'insights'];

function parseArgs(argv) {
  const flags = {};
  const suites = [];
  for (const arg of argv) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (match) flags[match[1]] = match[2] ?? 'true';
    else suites.push(arg);
  }
  const unknown = suites.filter((s) => !SUITES.includes(s));
  if (unknown.length > 0) {
    console.error(`bench: unknown suite ${unknown.join(', ')}; choose from ${SUITES.join(', ')}`);
    process.exit(2);
  }
  return { suites: suites.length > 0 ? suites : SUITES, flags };
}

const git = (command) => {
  try {
    return execSync(`git ${command}`, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
};

/** The browser the web and live suites drive: a new Chromium can move every figure. */
function browserVersion() {
  const result = spawnSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Writing 256 MB of newly allocated memory, then the same memory again, in ms. The first write
 * pays a page fault per 4 KB page; on a virtual machine whose host backs memory lazily that is
 * dozens of times the second (seen here: 860 ms against 14). Every browser page pays it as it
 * grows its heap, so Lighthouse's TBT rises even on a page without JavaScript: figures from such
 * a machine are not comparable with ones from a machine where the two are close.
 */
function memoryWriteMs() {
  const buffer = Buffer.allocUnsafeSlow(256 * 1024 ** 2);
  const time = (fill) => {
    const started = process.hrtime.bigint();
    buffer.fill(fill);
    return Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  };
  return { firstWrite: time(1), rewrite: time(2) };
}

function machine() {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${osType()} ${release()}`,
    node: process.version,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    browser: browserVersion(),
    memoryWriteMsPer256Mb: memoryWriteMs(),
  };
}

/** Whether any row anywhere in a suite's result says NO in its meetsTarget column. */
function missedTarget(value) {
  if (Array.isArray(value)) return value.some(missedTarget);
  if (value === null || typeof value !== 'object') return false;
  return value.meetsTarget === 'NO' || Object.values(value).some(missedTarget);
}

const { suites, flags } = parseArgs(process.argv.slice(2));
const number = (name, fallback) => (flags[name] === undefined ? fallback : Number(flags[name]));
const databases = flags.db ? flags.db.split(',') : ['pglite', 'postgres'];

// --no-build runs whatever build is there (e.g. while the sources are mid-edit).
if (flags['no-build'] === undefined) buildIfStale({ label: 'bench' });
const started = new Date();
const report = {
  date: started.toISOString(),
  commit: git('rev-parse HEAD'),
  uncommittedChanges: (git('status --porcelain') ?? '') !== '',
  machine: machine(),
  suites: {},
};
console.log(
  `bench: ${suites.join(', ')} on ${report.machine.cores} × ${report.machine.cpu}, load average ${report.machine.loadAverage.join(' ')}, 256 MB of new memory written in ${report.machine.memoryWriteMsPer256Mb.firstWrite} ms (again: ${report.machine.memoryWriteMsPer256Mb.rewrite} ms), ${report.machine.browser ?? 'no Chromium'}, commit ${report.commit?.slice(0, 12) ?? 'unknown'}`,
);

for (const suite of suites) {
  const t0 = performance.now();
  try {
    if (suite === 'web')
      report.suites.web = await (
        await import('./suites/web.mjs')
      ).runWeb({
        runs: number('runs', 3),
        ...(flags.routes ? { routes: flags.routes.split(',') } : {}),
        ...(flags.languages ? { languages: flags.languages.split(',') } : {}),
        reportsDir: flags['save-reports'] ? join(root, 'bench/results/lighthouse') : null,
      });
    if (suite === 'api')
      report.suites.api = await (
        await import('./suites/api.mjs')
      ).runApi({
        connections: number('connections', 100),
        seconds: number('seconds', 10),
        warmup: number('warmup', 3),
        databases,
      });
    if (suite === 'realtime')
      report.suites.realtime = await (
        await import('./suites/realtime.mjs')
      ).runRealtime({
        viewers: number('viewers', 10_000),
        clients: number('clients', 4),
        rounds: number('rounds', 4),
        chatPerSecond: number('chat-rate', 20),
        heartsPerSecond: number('hearts-rate', 40),
      });
    if (suite === 'checkout')
      report.suites.checkout = await (
        await import('./suites/checkout.mjs')
      ).runCheckout({ buyers: number('buyers', 200), databases });
    if (suite === 'live')
      report.suites.live = await (
        await import('./suites/live.mjs')
      ).runLive({ runs: number('live-runs', 3) });
    if (suite === 'community')
      report.suites.community = await (
        await import('./suites/community.mjs')
      ).runCommunity({
        connections: number('connections', 100),
        seconds: number('seconds', 10),
        warmup: number('warmup', 3),
        databases,
        scale: number('scale', 1),
        fanout: flags['no-fanout'] === undefined,
      });
    if (suite === 'insights')
      report.suites.insights = await (
        await import('./suites/insights.mjs')
      ).runInsights({
        members: number('members', 50_000),
        orders: number('orders', 200_000),
        requests: number('requests', 20),
      });
    // A missed budget fails the run, as a suite that measured nothing does.
    if (missedTarget(report.suites[suite])) {
      console.error(`bench: ${suite} missed its target (a row says NO)`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`bench: ${suite} failed: ${error.stack ?? error}`);
    report.suites[suite] = { error: String(error.message ?? error) };
    process.exitCode = 1;
  }
  console.log(`(${suite}: ${Math.round((performance.now() - t0) / 1000)} s)`);
}

report.machine.loadAverageAfter = loadavg().map((n) => Number(n.toFixed(2)));
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(
  dir,
  `${started.toISOString().replace(/[:.]/g, '-')}-${report.commit?.slice(0, 7) ?? 'nocommit'}.json`,
);
writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
console.log(`\nbench: results written to ${file.slice(root.length)}`);
