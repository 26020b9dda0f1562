// insights (issue 33): the admin's insights on a big club. Seeds 50,000 members and two years of
// subscriptions, payments, orders, tickets, live, music and community records on PostgreSQL
// (../lib/insights-seed.mjs), then, signed in as the demo admin, times each insight endpoint for the
// default 90 days and for two years: `requests` calls one after another, after two to warm up.
import { createStore, removeStore, signIn, startServer } from '../lib/server.mjs';
import { percentile, printTable, round, verdict } from '../lib/format.mjs';
import { seedInsights } from '../lib/insights-seed.mjs';

const TARGET_MS = 500;
const PANELS = ['members', 'revenue', 'engagement'];
const day = (msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

async function time(server, cookie, path, requests) {
  const headers = { cookie };
  const first = await fetch(server.url + path, { headers });
  if (!first.ok) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
  await first.text();
  await (await fetch(server.url + path, { headers })).text();
  const ms = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await fetch(server.url + path, { headers });
    await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b);
}

export async function runInsights({ members = 50_000, orders = 200_000, requests = 20 } = {}) {
  const store = createStore('postgres');
  if (!store) {
    console.log('insights: PostgreSQL is unreachable, skipped');
    return { skipped: 'PostgreSQL unreachable' };
  }
  let server = null;
  try {
    server = await startServer({
      db: 'postgres',
      store,
      env: { RATE_LIMIT_FACTOR: '10000' },
      label: 'insights (postgres)',
    });
    console.log(`insights: seeding ${members.toLocaleString('en-US')} members, two years…`);
    const seed = await seedInsights(store.databaseUrl, { members, orders }, console.log);
    const cookie = await signIn(server, 'admin@example.com');
    const ranges = [
      { name: '90 days', query: '' },
      { name: '2 years', query: `?from=${day(730 * 86_400_000)}&to=${day(0)}` },
    ];
    const rows = [];
    for (const range of ranges)
      for (const panel of PANELS) {
        const ms = await time(
          server,
          cookie,
          `/api/admin/insights/${panel}${range.query}`,
          requests,
        );
        const p95 = percentile(ms, 95);
        rows.push({
          db: 'postgres',
          insight: panel,
          range: range.name,
          requests,
          p50Ms: round(percentile(ms, 50)),
          p95Ms: round(p95),
          maxMs: round(ms.at(-1)),
          target: `p95 < ${TARGET_MS} ms`,
          meetsTarget: verdict(p95 < TARGET_MS),
        });
      }
    printTable(
      `insights on ${seed.counts.members.toLocaleString('en-US')} members, ${seed.counts.payments.toLocaleString('en-US')} payments, ${seed.counts.orders.toLocaleString('en-US')} orders (PostgreSQL)`,
      rows,
    );
    return { seed, rows };
  } finally {
    await server?.stop();
    removeStore(store);
  }
}
