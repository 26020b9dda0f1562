// api: autocannon against the hottest reads and a bare Fastify route in the same server
// process and run, on PGlite and on PostgreSQL.
import autocannon from 'autocannon';
import { signIn, startServer } from '../lib/server.mjs';
import { printTable, round, verdict } from '../lib/format.mjs';

/** What the signed-in fan's dashboard, events, shop and live screens read. */
const HOT_READS = [
  { name: 'dashboard feed', path: '/api/posts?limit=3' },
  { name: 'events', path: '/api/events?when=upcoming' },
  { name: 'products', path: '/api/products' },
  { name: 'active stream', path: '/api/live/active' },
];
const BARE = { name: 'bare route', path: '/api/bench/bare' };

function cannon(url, headers, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measure(server, target, headers, options) {
  const url = server.url + target.path;
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${target.path} answered ${check.status}`);
  await cannon(url, headers, { connections: options.connections, seconds: options.warmup });
  const r = await cannon(url, headers, {
    connections: options.connections,
    seconds: options.seconds,
  });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

export async function runApi(options) {
  const {
    connections = 100,
    seconds = 10,
    warmup = 3,
    databases = ['pglite', 'postgres'],
  } = options;
  const rows = [];
  const skipped = [];
  for (const db of databases) {
    const server = await startServer({
      db,
      env: { BENCH_BARE_ROUTE: '1' },
      label: `api server (${db})`,
    });
    if (!server) {
      const line = `api: PostgreSQL at ${db} is unreachable, skipped`;
      console.log(line);
      skipped.push(db);
      continue;
    }
    try {
      const cookie = await signIn(server, 'fan@example.com');
      const opts = { connections, seconds, warmup };
      // The bare route (no cookie, so no session lookup: the framework's ceiling) is measured first and last; the ratio uses their mean, so drift in the
      // machine's load during the run is shared fairly between the routes.
      const bareBefore = await measure(server, BARE, {}, opts);
      const results = [];
      for (const read of HOT_READS)
        results.push({ read, m: await measure(server, read, { cookie }, opts) });
      const bareAfter = await measure(server, BARE, {}, opts);
      const bareRps = (bareBefore.reqPerSec + bareAfter.reqPerSec) / 2;
      rows.push({
        db,
        route: 'bare route',
        path: BARE.path,
        reqPerSec: round(bareRps, 0),
        p50Ms: bareBefore.p50,
        p99Ms: Math.max(bareBefore.p99, bareAfter.p99),
        ratio: 1,
        errors: bareBefore.errors + bareAfter.errors,
        meetsTarget: '',
      });
      for (const { read, m } of results) {
        const ratio = m.reqPerSec / bareRps;
        rows.push({
          db,
          route: read.name,
          path: read.path,
          reqPerSec: round(m.reqPerSec, 0),
          p50Ms: m.p50,
          p99Ms: m.p99,
          ratio: round(ratio, 2),
          errors: m.errors,
          meetsTarget: verdict(m.p99 < 50 && ratio >= 0.5 && m.errors === 0),
        });
      }
    } finally {
      await server.stop();
    }
  }
  printTable(
    `api — autocannon, ${connections} connections, ${warmup} s warm-up then ${seconds} s, signed in as fan@example.com (target: p99 < 50 ms, ≥ 0.5 × bare)`,
    rows,
  );
  return { connections, seconds, warmup, rows, skipped };
}
