// realtime: N viewer sockets on one server process, each a distinct Fan+ member with their own
// session, held by a few client processes. A viewer joins (then leaves) and we time how long until
// every socket has the new viewer count: first in a quiet room, then with chat (about 20 messages
// a second from several members) and hearts going, when we also time each chat message's delivery
// to every socket.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import {
  createStore,
  nodeWithOpenFiles,
  removeStore,
  signIn,
  startServer,
} from '../lib/server.mjs';
import { percentile, printTable, round, verdict } from '../lib/format.mjs';
import { benchAuthSecret, viewerCookie, viewersSql } from '../lib/realtime-members.mjs';
import { startRoomLoad } from '../lib/realtime-chat.mjs';

const CLIENT = new URL('./realtime-client.mjs', import.meta.url).pathname;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The design's budget: every count change, and every chat message, at every socket in < 1 s p99. */
const BUDGET_MS = 1_000;
/** Members who chat and send hearts: enough that each stays within chat's slow mode (1 s). */
const CHATTERS = 40;

function nextMessage(child, type, timeoutMs = 600_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`realtime client: no '${type}' in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const listener = (message) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

/** Sends `message` to every client and waits for each one's answer of type `reply`. */
const ask = (children, message, reply = message.type) =>
  Promise.all(
    children.map((c) => {
      const answer = nextMessage(c, reply);
      c.send(message);
      return answer;
    }),
  );

/** Every socket's arrival time for `count` (ns); `trigger` runs once all clients are listening. */
async function arrivals(
  children,
  count,
  { alreadyCounts = false, trigger, timeoutMs = 15_000 } = {},
) {
  const results = children.map((c) => nextMessage(c, 'arrivals', timeoutMs + 5_000));
  await ask(children, { type: 'expect', count, alreadyCounts, timeoutMs }, 'armed');
  const t0 = Number(process.hrtime.bigint());
  await trigger?.();
  const all = await Promise.all(results);
  return {
    t0,
    times: all.flatMap((r) => r.times),
    missing: all.reduce((n, r) => n + r.missing, 0),
  };
}

/**
 * `rounds` times: one more viewer joins (the count goes to open + 1 everywhere), then leaves
 * (back to open). Returns every socket's delay for every change (ms, sorted) and the misses.
 */
async function countRounds(children, { rounds, open, joinUrl, origin, joinerCookie }) {
  const latencies = [];
  let missing = 0;
  for (let round = 0; round < rounds; round++) {
    // More than a second apart, so each change is sent at once rather than coalesced with the last.
    await sleep(1_500);
    let extra;
    const joined = await arrivals(children, open + 1, {
      trigger: () =>
        new Promise((resolve, reject) => {
          extra = new WebSocket(joinUrl, { headers: { origin, cookie: joinerCookie } });
          extra.once('open', resolve);
          extra.once('error', reject);
        }),
    });
    await sleep(1_500);
    const left = await arrivals(children, open, { trigger: () => extra.terminate() });
    for (const r of [joined, left]) {
      latencies.push(...r.times.map((t) => (t - r.t0) / 1e6));
      missing += r.missing;
    }
  }
  return { latencies: latencies.sort((a, b) => a - b), missing };
}

/** Percentile p of a merged [ms, n] histogram. */
function histogramPercentile(buckets, total, p) {
  if (total === 0) return NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const [ms, n] of buckets) {
    seen += n;
    if (seen >= rank) return ms;
  }
  return buckets.at(-1)[0];
}

async function chatReport(children) {
  const reports = await ask(children, { type: 'chat-report' });
  const merged = new Map();
  for (const r of reports)
    for (const [ms, n] of r.buckets) merged.set(ms, (merged.get(ms) ?? 0) + n);
  const buckets = [...merged].sort((a, b) => a[0] - b[0]);
  const received = reports.reduce((n, r) => n + r.received, 0);
  return {
    received,
    hearts: reports.reduce((n, r) => n + r.hearts, 0),
    p50: histogramPercentile(buckets, received, 50),
    p99: histogramPercentile(buckets, received, 99),
    max: buckets.at(-1)?.[0] ?? NaN,
  };
}

/**
 * PGlite's folder belongs to one process: the server starts once to migrate (and seed the demo),
 * stops, the viewers go in, and it starts again on the same data.
 */
async function seededServer({ viewers, env }) {
  const store = createStore('pglite');
  await (await startServer({ store, env, label: 'realtime server (migrate)' })).stop();
  const runKey = randomBytes(12).toString('hex');
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(`${store.dataDir}/pglite`);
  const t0 = performance.now();
  // One more member than sockets: the viewer who joins and leaves.
  await pglite.exec(viewersSql(viewers + 1, runKey));
  await pglite.close();
  console.log(
    `realtime: ${viewers + 1} Fan+ members and their sessions seeded in ${round((performance.now() - t0) / 1000)} s`,
  );
  // --expose-gc and the bench flag let the memory figure be taken after a full collection.
  const server = await startServer({
    store,
    env,
    label: 'realtime server',
    nodeFlags: ['--expose-gc'],
  });
  return { server, store, runKey };
}

export async function runRealtime({
  viewers = 10_000,
  clients = 4,
  rounds = 4,
  batch = 100,
  chatPerSecond = 20,
  heartsPerSecond = 40,
} = {}) {
  const secret = benchAuthSecret();
  const { server, store, runKey } = await seededServer({
    viewers,
    // Every bench socket and request comes from 127.0.0.1: the per-address socket cap is off and
    // the per-address chat limit raised (each member stays within their own limits).
    env: {
      AUTH_SECRET: secret,
      BENCH_BARE_ROUTE: '1',
      LIVE_SOCKETS_PER_IP: '0',
      RATE_LIMIT_FACTOR: '1000',
    },
  });
  const cookie = (n) => viewerCookie(secret, runKey, n);
  const children = [];
  try {
    const artist = await signIn(server, 'artist@example.com');
    const started = await fetch(`${server.url}/api/live/start`, {
      method: 'POST',
      headers: { cookie: artist, origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench stream', streamUrl: '' }),
    });
    if (!started.ok)
      throw new Error(`starting a stream failed: ${started.status} ${await started.text()}`);
    const streamId = (await started.json()).id;
    const wsUrl = `${server.url.replace('http', 'ws')}/api/live/ws?streamId=${streamId}`;

    if (server.openFileLimit() < viewers + 100) {
      console.log(
        `realtime: the server may open only ${server.openFileLimit()} files (raise the hard limit: ulimit -Hn); measuring anyway`,
      );
    }
    const share = Math.ceil(viewers / clients);
    for (let i = 0; i < clients; i++) {
      const [command, args] = nodeWithOpenFiles(share + 1_000, [CLIENT]);
      const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
      await nextMessage(child, 'ready');
    }
    // Opens `fraction` of each client's share (cumulative); returns sockets open and failures.
    // Client i holds members i × share + 1 … (i + 1) × share.
    let openedSoFar = 0;
    const openUpTo = async (fraction) => {
      const target = Math.round(share * fraction);
      const results = await Promise.all(
        children.map((child, i) => {
          const n = Math.max(0, Math.min(target, viewers - i * share) - openedSoFar);
          const done = nextMessage(child, 'opened');
          child.send({
            type: 'open',
            n: Math.max(0, n),
            first: i * share + openedSoFar + 1,
            url: wsUrl,
            origin: server.origin,
            secret,
            runKey,
            batch,
          });
          return done;
        }),
      );
      openedSoFar = target;
      return {
        open: results.reduce((n, r) => n + r.open, 0),
        failed: results.reduce((n, r) => n + r.failed, 0),
      };
    };
    const rampStart = performance.now();
    // Memory per connection is measured between 10 % and 100 % of the sockets: by then start-up
    // garbage (seeding, the first requests) has been collected and does not hide the sockets' cost.
    const first = await openUpTo(0.1);
    await server.collectGarbage();
    const rssBefore = server.rssBytes();
    const rest = await openUpTo(1);
    const open = rest.open;
    const rampSeconds = (performance.now() - rampStart) / 1000;
    console.log(`realtime: ${open} sockets open in ${round(rampSeconds)} s`);
    // Every socket is a distinct member, so the room's count is the number of open sockets, and
    // everyone has seen it once before we measure. A socket that may not watch gets no count.
    const settled = await arrivals(children, open, { alreadyCounts: true, timeoutMs: 30_000 });
    if (open === 0 || settled.missing === open)
      throw new Error(
        `no viewer socket got the room's count (${open}): are the bench viewers allowed to watch, and counted as distinct viewers?`,
      );
    await server.collectGarbage();
    const rssAfter = server.rssBytes();
    const joinOptions = {
      rounds,
      open,
      joinUrl: wsUrl,
      origin: server.origin,
      joinerCookie: cookie(viewers + 1),
    };

    const common = {
      viewers: open,
      failedToOpen: first.failed + rest.failed,
      rampSeconds: round(rampSeconds, 1),
      kbPerConnection: round((rssAfter - rssBefore) / (open - first.open) / 1024, 1),
    };
    const countRow = (room, { latencies, missing }, extra) => {
      const p99 = percentile(latencies, 99);
      return {
        room,
        ...common,
        changes: rounds * 2,
        countP50Ms: round(percentile(latencies, 50)),
        countP99Ms: round(p99),
        countMaxMs: round(latencies.at(-1)),
        countMissed: missing,
        ...extra,
        meetsTarget: verdict(
          open >= viewers && latencies.length > 0 && p99 < BUDGET_MS && missing === 0,
        ),
      };
    };

    // A quiet room: only the count changes.
    console.log('realtime: every socket has the count; measuring in a quiet room');
    const quietCpu = server.cpuSeconds();
    const quietStart = performance.now();
    const quiet = await countRounds(children, joinOptions);
    quiet.missing += settled.missing;
    const quietRow = countRow('quiet', quiet, {
      chatPerSecond: 0,
      chatP50Ms: '',
      chatP99Ms: '',
      chatMaxMs: '',
      chatMissed: '',
      chatAnswerP99Ms: '',
      serverCpuPercent: round(
        ((server.cpuSeconds() - quietCpu) / ((performance.now() - quietStart) / 1000)) * 100,
        0,
      ),
      serverRssMb: round(server.rssBytes() / 1048576, 0),
    });

    // A busy room: chat and hearts from members who watch, while the count changes as before.
    await ask(children, { type: 'chat-reset' });
    const chatters = Array.from({ length: Math.min(CHATTERS, open) }, (_, i) => cookie(i + 1));
    const load = startRoomLoad({
      server,
      streamId,
      cookies: chatters,
      chatPerSecond,
      heartsPerSecond,
    });
    console.log(
      `realtime: measuring with ${chatPerSecond} chat messages and ${heartsPerSecond} hearts a second`,
    );
    const busyCpu = server.cpuSeconds();
    const busyStart = performance.now();
    const busy = await countRounds(children, joinOptions);
    const busySeconds = (performance.now() - busyStart) / 1000;
    const busyCpuSeconds = server.cpuSeconds() - busyCpu;
    const busyRss = server.rssBytes();
    const sent = await load.stop();
    // The last messages reach every socket (or are missed) within the budget and then some.
    await sleep(3_000);
    const delivered = await chatReport(children);
    const chatMissed = sent.chatSent * open - delivered.received;
    if (Object.keys(sent.failures).length > 0)
      console.log(`realtime: answers other than success: ${JSON.stringify(sent.failures)}`);
    const busyRow = countRow('chat + hearts', busy, {
      chatPerSecond: round(sent.chatSent / sent.seconds, 1),
      chatP50Ms: delivered.p50,
      chatP99Ms: delivered.p99,
      chatMaxMs: delivered.max,
      chatMissed,
      chatAnswerP99Ms: round(sent.answerP99Ms),
      serverCpuPercent: round((busyCpuSeconds / busySeconds) * 100, 0),
      serverRssMb: round(busyRss / 1048576, 0),
    });
    // Chat that does not arrive, or a room that never got its chat going, fails the row too.
    if (
      sent.chatSent === 0 ||
      sent.chatFailed > 0 ||
      chatMissed !== 0 ||
      !(delivered.p99 < BUDGET_MS) ||
      sent.chatSent / sent.seconds < chatPerSecond * 0.9
    )
      busyRow.meetsTarget = verdict(false);
    const rows = [quietRow, busyRow];
    printTable(
      `realtime — ${viewers} viewer sockets (distinct Fan+ members) on one server process: a viewer-count change → every socket, quiet and with ${chatPerSecond} chat messages and ${heartsPerSecond} hearts a second (target: every socket open, p99 < 1 s for the count and for chat, none missed)`,
      rows,
    );
    return {
      rows,
      chat: { ...sent, received: delivered.received, heartsMessages: delivered.hearts },
      memory: {
        rssBeforeMb: round(rssBefore / 1048576, 0),
        rssAfterMb: round(rssAfter / 1048576, 0),
      },
    };
  } finally {
    for (const child of children) child.send({ type: 'close' });
    await server.stop();
    removeStore(store);
  }
}
