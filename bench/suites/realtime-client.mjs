// A child process of the realtime suite: holds a share of the viewer sockets, each signed in as
// its own seeded Fan+ member, and reports, per socket, when a viewer count arrived, and for every
// chat message every socket got, how long after it was sent (process.hrtime, which is the same
// clock in every process on the machine: the sender writes its send time into the text).
import WebSocket from 'ws';
import { viewerCookie } from '../lib/realtime-members.mjs';

const sockets = [];
let expected = null;

/** Chat delivery latency in whole ms (the last bucket: that or more), and what arrived. */
const CHAT_MAX_MS = 60_000;
let chat = newChatTally();
function newChatTally() {
  return { histogram: new Uint32Array(CHAT_MAX_MS + 1), received: 0, hearts: 0 };
}

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

function onChat(body) {
  const sentAt = /^bench (\d+)/.exec(body)?.[1];
  if (!sentAt) return;
  const ms = Math.round((now() - Number(sentAt)) / 1e6);
  chat.histogram[Math.max(0, Math.min(CHAT_MAX_MS, ms))] += 1;
  chat.received += 1;
}

function report() {
  if (!expected) return;
  clearTimeout(expected.timer);
  const times = sockets.map((s) => s.arrivedAt).filter((t) => t !== null);
  process.send({ type: 'arrivals', times, missing: sockets.length - times.length });
  expected = null;
}

/**
 * Every socket of this process gets the same frames: each is parsed once here, not once per
 * socket. The phones this stands for each parse their own; on the bench's machine 10,000
 * parses of every frame would take the CPU the server under test needs. Arrival times are
 * still taken per socket, when its own frame arrives.
 */
const parsed = new Map();
function parseFrame(text) {
  let frame = parsed.get(text);
  if (frame === undefined) {
    frame = JSON.parse(text);
    parsed.set(text, frame);
    if (parsed.size > 64) parsed.delete(parsed.keys().next().value);
  }
  return frame;
}

function open(url, origin, cookie) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { origin, cookie }, perMessageDeflate: false });
    const entry = { ws, count: null, arrivedAt: null };
    ws.on('message', (raw) => {
      const frame = parseFrame(raw.toString());
      // A busy room's chat and hearts come several to a frame, in order, as the browser reads them.
      for (const message of frame.type === 'batch' ? frame.messages : [frame]) {
        if (message.type === 'viewers') onCount(entry, message.count);
        else if (message.type === 'chat') onChat(message.message.body);
        else if (message.type === 'hearts') chat.hearts += 1;
        // A socket joining a room whose count does not change learns it from the stream message.
        else if (message.type === 'stream' && message.stream)
          onCount(entry, message.stream.viewerCount);
      }
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
    // Ramped: a batch at a time, so the server's accept queue never overflows. Socket i is
    // member (first + i), with that member's own session.
    for (let i = 0; i < message.n; i += message.batch) {
      const batch = [];
      for (let j = i; j < Math.min(message.n, i + message.batch); j++)
        batch.push(
          open(
            message.url,
            message.origin,
            viewerCookie(message.secret, message.runKey, message.first + j),
          ),
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
  } else if (message.type === 'chat-reset') {
    chat = newChatTally();
    process.send({ type: 'chat-reset' });
  } else if (message.type === 'chat-report') {
    // Sparse: [ms, how many] for the buckets that have any.
    const buckets = [];
    chat.histogram.forEach((n, ms) => n > 0 && buckets.push([ms, n]));
    process.send({
      type: 'chat-report',
      buckets,
      received: chat.received,
      hearts: chat.hearts,
      sockets: sockets.length,
    });
  } else if (message.type === 'close') {
    for (const s of sockets) s.ws.terminate();
    process.exit(0);
  }
});
process.send({ type: 'ready' });
