// realtime: N viewer sockets on one server process, held by a few client processes. A viewer
// joins (then leaves) and we time how long until every socket has the new viewer count.
import { spawn } from 'node:child_process';
import WebSocket from 'ws';
import { nodeWithOpenFiles, signIn, startServer } from '../lib/server.mjs';
import { percentile, printTable, round, verdict } from '../lib/format.mjs';

const CLIENT = new URL('./realtime-client.mjs', import.meta.url).pathname;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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

/** Every socket's arrival time for `count` (ns); `trigger` runs once all clients are listening. */
async function arrivals(
  children,
  count,
  { alreadyCounts = false, trigger, timeoutMs = 15_000 } = {},
) {
  const results = children.map((c) => nextMessage(c, 'arrivals', timeoutMs + 5_000));
  await Promise.all(
    children.map((c) => {
      const armed = nextMessage(c, 'armed');
      c.send({ type: 'expect', count, alreadyCounts, timeoutMs });
      return armed;
    }),
  );
  const t0 = Number(process.hrtime.bigint());
  await trigger?.();
  const all = await Promise.all(results);
  return {
    t0,
    times: all.flatMap((r) => r.times),
    missing: all.reduce((n, r) => n + r.missing, 0),
  };
}

export async function runRealtime({ viewers = 10_000, clients = 4, rounds = 4, batch = 100 } = {}) {
  // --expose-gc and the bench flag let the memory figure be taken after a full collection.
  // Every bench socket comes from 127.0.0.1, so the per-address socket cap is turned off here.
  const server = await startServer({
    label: 'realtime server',
    env: { BENCH_BARE_ROUTE: '1', LIVE_SOCKETS_PER_IP: '0' },
    nodeFlags: ['--expose-gc'],
  });
  const children = [];
  try {
    const artist = await signIn(server, 'artist@example.com');
    // Livestreams are a Fan+ perk: a socket without a Fan+ session is not let into the stream's
    // channel and never gets a count (the suite measured nothing after that gate). Every bench
    // socket carries the demo Fan+ member's session, so the room holds one distinct viewer; the
    // joining and leaving viewer is the demo VIP. What is timed is unchanged: one count change
    // sent to every socket in the room.
    const member = await signIn(server, 'fanplus@example.com');
    const other = await signIn(server, 'vip@example.com');
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
    let openedSoFar = 0;
    const openUpTo = async (fraction) => {
      const target = Math.round(share * fraction);
      const results = await Promise.all(
        children.map((child, i) => {
          const n = Math.max(0, Math.min(target, viewers - i * share) - openedSoFar);
          const done = nextMessage(child, 'opened');
          child.send({
            type: 'open',
            n,
            offset: i * share + openedSoFar,
            url: wsUrl,
            origin: server.origin,
            cookie: member,
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
    // Everyone has seen the full count once: the room is settled before we measure.
    const settled = await arrivals(children, 1, { alreadyCounts: true, timeoutMs: 30_000 });
    if (open > 0 && settled.missing === open)
      throw new Error(
        'no viewer socket got a viewer count: are the bench viewers allowed to watch?',
      );
    await server.collectGarbage();
    const rssAfter = server.rssBytes();

    const latencies = [];
    let missing = settled.missing;
    for (let round = 0; round < rounds; round++) {
      // More than a second apart, so each change is sent at once rather than coalesced with the last.
      await sleep(1_500);
      let extra;
      const joined = await arrivals(children, 2, {
        trigger: () =>
          new Promise((resolve, reject) => {
            extra = new WebSocket(`${wsUrl}&clientId=bench-extra-viewer`, {
              headers: { origin: server.origin, cookie: other },
            });
            extra.once('open', resolve);
            extra.once('error', reject);
          }),
      });
      await sleep(1_500);
      const left = await arrivals(children, 1, { trigger: () => extra.terminate() });
      for (const r of [joined, left]) {
        latencies.push(...r.times.map((t) => (t - r.t0) / 1e6));
        missing += r.missing;
      }
    }
    latencies.sort((a, b) => a - b);
    const row = {
      viewers: open,
      failedToOpen: first.failed + rest.failed,
      rampSeconds: round(rampSeconds, 1),
      changes: rounds * 2,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1)),
      missed: missing,
      kbPerConnection: round((rssAfter - rssBefore) / (open - first.open) / 1024, 1),
      serverRssMb: round(rssAfter / 1048576, 0),
      meetsTarget: verdict(open >= viewers && percentile(latencies, 99) < 1000 && missing === 0),
    };
    printTable(
      `realtime — ${viewers} viewer sockets on one server process, viewer count change → every socket (target: p99 < 1 s)`,
      [row],
    );
    return row;
  } finally {
    for (const child of children) child.send({ type: 'close' });
    await server.stop();
  }
}
