// live: glass-to-glass latency of a live stream. The encoder (ffmpeg standing in for OBS) burns the
// wall clock into each frame; a fan's phone-sized Chromium plays the stream, in its own HLS player
// and in hls.js, and again in its own player for a fan who joins mid-stream (the playlist then lists
// its whole window), and reads the clock back off the picture (e2e/tests/ingest.spec.ts does the
// measuring and writes .tmp/ingest-latency.json). Each run is a fresh server, encoder and browser.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { median, printTable, round, verdict } from '../lib/format.mjs';
import { measureRecordingCost } from '../lib/recording-cost.mjs';
import { root } from '../lib/server.mjs';

const BUDGET_MS = 4000;

/** The system's ffmpeg, or the one npm installed with the app (as the server looks for it). */
function ffmpegPath() {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0) return 'ffmpeg';
  const bundled = join(
    root,
    'node_modules/@ffmpeg-installer',
    `${process.platform}-${process.arch}`,
    'ffmpeg',
  );
  return existsSync(bundled) ? bundled : null;
}
const hasFfmpeg = () => ffmpegPath() !== null;
/** Recording a live as a replay adds less than this to the live's CPU (issue 32). */
const RECORDING_BUDGET_PERCENT = 10;

/** The live's CPU (server and its ffmpeg) with and without LIVE_REPLAYS, alternating runs. */
async function runRecordingCost(rounds) {
  const cost = await measureRecordingCost({ ffmpeg: ffmpegPath(), rounds });
  const [withIt, without] = cost.median;
  const addedPercent = ((withIt - without) / without) * 100;
  printTable(
    `live — what recording costs: CPU of the server and its ffmpeg over 40 s of a 720p push, LIVE_REPLAYS on and off, median of ${rounds} (target: recording adds < ${RECORDING_BUDGET_PERCENT} %)`,
    [
      {
        withoutRecordingCpuPercent: round(without, 2),
        withRecordingCpuPercent: round(withIt, 2),
        recordingAddsPercent: round(addedPercent, 1),
        runsWithout: cost.withoutRecording.map((x) => round(x, 2)).join(' '),
        runsWith: cost.withRecording.map((x) => round(x, 2)).join(' '),
        meetsTarget: verdict(addedPercent < RECORDING_BUDGET_PERCENT),
      },
    ],
  );
  return {
    ...cost,
    addedPercent,
    budgetPercent: RECORDING_BUDGET_PERCENT,
    meetsTarget: verdict(addedPercent < RECORDING_BUDGET_PERCENT),
  };
}
const RESULT_FILE = join(root, '.tmp/ingest-latency.json');
/** Replays (issue 32): a replay should start playing in under 1.5 s (e2e/tests/replays.spec.ts measures). */
const REPLAY_BUDGET_MS = 1500;
const REPLAY_FILE = join(root, '.tmp/replay-start.json');

/** Card tap to a moving picture, for a replay just made and again after a trim; one run each. */
function runReplayStart(runs) {
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    rmSync(REPLAY_FILE, { force: true });
    const result = spawnSync(
      'npx',
      [
        'playwright',
        'test',
        'tests/replays.spec.ts',
        '--project=chromium',
        '--no-deps',
        '--reporter=line',
        '--retries=0',
      ],
      { cwd: join(root, 'e2e'), encoding: 'utf8', env: { ...process.env, CI: '' } },
    );
    if (result.status !== 0 || !existsSync(REPLAY_FILE)) {
      console.log(`live (replays): run ${run} failed\n${(result.stdout ?? '').slice(-2000)}`);
      rows.push({ run, error: `exit ${result.status}` });
      continue;
    }
    rows.push({ run, ...JSON.parse(readFileSync(REPLAY_FILE, 'utf8')) });
  }
  printTable(
    `live — replay start: tapping a replay card to its picture moving (target < ${REPLAY_BUDGET_MS} ms)`,
    rows.map((r) => ({
      run: r.run,
      firstStartMs: r.firstStartMs ?? r.error,
      trimmedStartMs: r.trimmedStartMs ?? '',
      meetsTarget: r.error
        ? ''
        : verdict(r.firstStartMs < REPLAY_BUDGET_MS && r.trimmedStartMs < REPLAY_BUDGET_MS),
    })),
  );
  const done = rows.filter((r) => !r.error);
  return {
    runs: rows,
    medianStartMs: done.length ? median(done.map((r) => r.firstStartMs)) : null,
    budgetMs: REPLAY_BUDGET_MS,
  };
}

export async function runLive({ runs = 3 } = {}) {
  if (!hasFfmpeg()) {
    console.log('live: skipped, no ffmpeg (neither the system nor npm has one)');
    return { skipped: 'no ffmpeg' };
  }
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    rmSync(RESULT_FILE, { force: true });
    const result = spawnSync(
      'npx',
      [
        'playwright',
        'test',
        'tests/ingest.spec.ts',
        '--project=chromium',
        '--no-deps',
        '--grep',
        'an encoder pushes',
        '--reporter=line',
        '--retries=0',
      ],
      { cwd: join(root, 'e2e'), encoding: 'utf8', env: { ...process.env, CI: '' } },
    );
    if (result.status !== 0 || !existsSync(RESULT_FILE)) {
      console.log(`live: run ${run} failed\n${(result.stdout ?? '').slice(-2000)}`);
      rows.push({ run, error: `exit ${result.status}` });
      continue;
    }
    const figures = JSON.parse(readFileSync(RESULT_FILE, 'utf8'));
    rows.push({ run, ...figures });
  }
  const done = rows.filter((r) => !r.error);
  const summary = done.length
    ? {
        firstPlaylistMs: median(done.map((r) => r.firstPlayableMs)),
        nativeHlsMs: median(done.map((r) => r.medianNativeMs)),
        hlsJsMs: median(done.map((r) => r.medianHlsJsMs)),
        lateNativeHlsMs: median(done.map((r) => r.medianLateNativeMs)),
      }
    : null;
  printTable(
    `live — glass-to-glass: the encoder's clock against the picture on a fan's screen, median of five readings per run (target ≤ ${BUDGET_MS} ms in both players, joining early or mid-stream)`,
    rows.map((r) => ({
      run: r.run,
      firstPlaylistMs: r.firstPlayableMs ?? '',
      nativeHlsMs: r.medianNativeMs ?? r.error,
      nativeReadings: (r.nativeHlsMs ?? []).join(' '),
      hlsJsMs: r.medianHlsJsMs ?? '',
      hlsJsReadings: (r.hlsJsMs ?? []).join(' '),
      lateNativeHlsMs: r.medianLateNativeMs ?? '',
      lateNativeReadings: (r.lateNativeHlsMs ?? []).join(' '),
      meetsTarget: r.error
        ? ''
        : verdict(
            r.medianNativeMs <= BUDGET_MS &&
              r.medianHlsJsMs <= BUDGET_MS &&
              r.medianLateNativeMs <= BUDGET_MS,
          ),
    })),
  );
  return {
    runs: rows,
    summary,
    budgetMs: BUDGET_MS,
    replays: runReplayStart(runs),
    recording: await runRecordingCost(runs),
  };
}
