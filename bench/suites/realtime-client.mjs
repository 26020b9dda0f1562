// A child process of the realtime suite: holds a share of the viewer sockets and reports, per
// socket, when a viewer count arrived (process.hrtime, which is the same clock in every process
// on the machine).
import WebSocket from 'ws';

const sockets = [];
let expected = null;

function now() {
  return Number(process.hrtime.bigint());
}

function onCount(entry, count) {
  entry.count = count;
  if (expected && count === expected.count && entry.arrivedAt === null) {
    entry.arrivedAt = now();
    expected.remaining -= 1;
    if (expected.remaining === 0) report();
  }
}

function report() {
  if (!expected) return;
  clearTimeout(expected.timer);
  const times = sockets.map((s) => s.arrivedAt).filter((t) => t !== null);
  process.send({ type: 'arrivals', times, missing: sockets.length - times.length });
  expected = null;
}

function open(url, origin, cookie, clientId) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url}&clientId=${clientId}`, {
      headers: cookie ? { origin, cookie } : { origin },
      perMessageDeflate: false,
    });
    const entry = { ws, count: null, arrivedAt: null };
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'viewers') onCount(entry, message.count);
      // A socket joining a room whose count does not change learns it from the stream message.
      else if (message.type === 'stream' && message.stream)
        onCount(entry, message.stream.viewerCount);
    });
    ws.once('open', () => {
      sockets.push(entry);
      resolve(true);
    });
    ws.once('error', () => resolve(false));
  });
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    let failed = 0;
    // Ramped: a batch at a time, so the server's accept queue never overflows.
    for (let i = 0; i < message.n; i += message.batch) {
      const batch = [];
      for (let j = i; j < Math.min(message.n, i + message.batch); j++)
        batch.push(
          open(message.url, message.origin, message.cookie, `bench-${message.offset + j}-viewer`),
        );
      failed += (await Promise.all(batch)).filter((ok) => !ok).length;
    }
    process.send({ type: 'opened', open: sockets.length, failed });
  } else if (message.type === 'expect') {
    for (const s of sockets)
      s.arrivedAt = s.count === message.count && message.alreadyCounts ? now() : null;
    const remaining = sockets.filter((s) => s.arrivedAt === null).length;
    expected = { count: message.count, remaining, timer: setTimeout(report, message.timeoutMs) };
    process.send({ type: 'armed' });
    if (remaining === 0) report();
  } else if (message.type === 'close') {
    for (const s of sockets) s.ws.terminate();
    process.exit(0);
  }
});
process.send({ type: 'ready' });
