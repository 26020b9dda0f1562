// What recording a live as a replay costs (issue 32: under 10 % more CPU than the live itself).
// The same RTMP push into a fresh server with LIVE_REPLAYS on and off, alternating; the CPU of
// the server process and its ffmpeg remux over the same minute of a steady stream is compared.
// The encoder (ffmpeg standing in for OBS) is the bench's own process and is not counted.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort, signIn, startServer } from './server.mjs';

const CLOCK_TICKS = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** utime + stime of `pid` (seconds), or 0 once it is gone. */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The server process and every process it started (its ffmpeg remux). */
function cpuWithChildren(pid) {
  let total = cpuOf(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1];
      if (Number(ppid) === pid) total += cpuOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function oneLive({ ffmpeg, replays, seconds }) {
  const rtmpPort = await freePort();
  const server = await startServer({
    label: `recording-cost server (LIVE_REPLAYS=${replays})`,
    env: { RTMP_PORT: String(rtmpPort), LIVE_REPLAYS: String(replays) },
  });
  let encoder = null;
  try {
    const cookie = await signIn(server, 'artist@example.com');
    const headers = { cookie, origin: server.origin, 'content-type': 'application/json' };
    const started = await fetch(`${server.url}/api/live/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Recording cost' }),
    });
    if (!started.ok) throw new Error(`start: ${started.status} ${await started.text()}`);
    const { id, streamKey } = await started.json();
    // 720p at 30 fps with a keyframe a second and 2.5 Mbit/s, as an artist's OBS would send.
    encoder = spawn(
      ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '2500k', '-g', '30'],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'],
        ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`],
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const active = await (await fetch(`${server.url}/api/live/active`)).json();
      if (active.stream?.ingest === 'live') break;
      if (Date.now() > deadline) throw new Error('the stream never went on air');
      await sleep(250);
    }
    await sleep(3_000);
    const cpu0 = cpuWithChildren(server.pid);
    const t0 = performance.now();
    await sleep(seconds * 1000);
    const cpuSeconds = cpuWithChildren(server.pid) - cpu0;
    const wall = (performance.now() - t0) / 1000;
    await fetch(`${server.url}/api/live/stop`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ streamId: id }),
    });
    return (cpuSeconds / wall) * 100;
  } finally {
    encoder?.kill('SIGKILL');
    await server.stop();
  }
}

/** Median CPU % of a core with and without recording, over `rounds` alternating pairs. */
export async function measureRecordingCost({ ffmpeg, rounds = 3, seconds = 40 }) {
  const withIt = [];
  const without = [];
  for (let round = 0; round < rounds; round++) {
    without.push(await oneLive({ ffmpeg, replays: false, seconds }));
    withIt.push(await oneLive({ ffmpeg, replays: true, seconds }));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    withRecording: withIt,
    withoutRecording: without,
    median: [median(withIt), median(without)],
  };
}
