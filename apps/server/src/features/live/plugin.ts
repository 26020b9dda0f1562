import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { cameraSocket } from './camera-socket';
import { liveChatRoutes } from './chat-routes';
import { ingestHealthRoute } from './ingest/health-route';
import { hlsTokens } from './hls-access';
import { hlsFileRoutes } from './hls-files';
import type { LiveHub } from './hub';
import { createIngest } from './ingest/ingest';
import type { IngestOptions } from './ingest/ingest';
import { bucketReplayFiles } from './replays/bucket-replay-files';
import { replayRecorder } from './replays/recorder';
import { localReplayFiles } from './replays/replay-files';
import { replayJobs } from './replays/replay-jobs';
import { replayRepository } from './replays/replay-repository';
import { replayRoutes } from './replays/replay-routes';
import { replayService } from './replays/replay-service';
import { liveRepository } from './repository';
import { ACTIVE_KEY, liveRoutes } from './routes';
import { scheduleRepository } from './schedule-repository';
import { scheduleRoutes } from './schedule-routes';
import { scheduleService } from './schedule-service';
import { liveSocket } from './socket';
import { streamService } from './stream-service';

/** Live: builds the repository, RTMP ingest and stream service once, and mounts every live route. */
export const livePlugin: FastifyPluginAsync<{
  hub: LiveHub;
  /** RTMP ingest settings (port 0: off). */
  ingest: Omit<IngestOptions, 'dataDir'>;
  dataDir: string;
  allowedOrigin: (origin: string | undefined) => boolean;
  /** LIVE_SOCKETS_PER_IP: open live sockets one client address may hold (0: no cap). */
  socketsPerIp: number;
  /** The site's address, for links in calendar files. */
  publicUrl: string;
}> = async (
  app,
  { hub, ingest: ingestOptions, dataDir, allowedOrigin, socketsPerIp, publicUrl },
) => {
  const repo = liveRepository(app.db);
  const scheduled = scheduleRepository(app.db);
  // Replays stay in DATA_DIR, or go to the S3 bucket when one is configured (ADR 031).
  const replayRoot = join(dataDir, 'replays');
  const replayFiles =
    app.storage.kind === 's3'
      ? bucketReplayFiles(app.storage, replayRoot, app.log)
      : localReplayFiles(replayRoot);
  const recorder = replayRecorder(replayFiles, app.log, {
    enabled: ingestOptions.recordReplays ?? true,
  });
  const ingest = createIngest({
    options: { ...ingestOptions, dataDir },
    db: app.db,
    hub,
    recorder,
    log: app.log,
  });
  app.addHook('onReady', () => ingest.start());
  // Encoders and their ffmpeg children end with the app (tests open and close many apps).
  app.addHook('onClose', () => ingest.close());
  // Every screen polls the active stream; any change to it (start, stop, on air) comes through
  // the hub, which empties the cached row before a viewer could refetch it.
  hub.onMessage(() => app.readCache.forget(ACTIVE_KEY));

  const hlsRoot = join(dataDir, 'live');
  await mkdir(hlsRoot, { recursive: true });
  await mkdir(replayRoot, { recursive: true });
  const tokens = hlsTokens(app.appSecret);
  const replays = replayService({
    repo: replayRepository(app.db),
    recorder,
    tokens: hlsTokens(app.appSecret, { purpose: 'replay', base: '/replays' }),
    log: app.log,
  });
  const streams = streamService({
    repo,
    scheduled,
    hub,
    ingest,
    replays,
    tokens,
    domainEvents: app.domainEvents,
    log: app.log,
  });

  await app.register(liveSocket, { hub, repo, allowedOrigin, maxPerIp: socketsPerIp });
  await app.register(cameraSocket, { ingest, streams, allowedOrigin });
  await app.register(liveChatRoutes, { hub });
  await app.register(hlsFileRoutes, { hlsRoot, tokens });
  await app.register(hlsFileRoutes, {
    hlsRoot: replayRoot,
    open: replayFiles.open,
    tokens: hlsTokens(app.appSecret, { purpose: 'replay', base: '/replays' }),
    base: '/replays',
    // The served (maybe trimmed) playlist and segments; never the whole recording's playlist.
    files: /^(index\.m3u8|[\w-]+\.ts)$/,
  });
  await app.register(replayRoutes, { replays });
  await replayJobs(app, replays);
  await app.register(liveRoutes, { hub, repo, streams });
  await app.register(ingestHealthRoute, { ingest });
  const schedule = scheduleService({ repo: scheduled, domainEvents: app.domainEvents });
  await app.register(scheduleRoutes, { schedule, repo: scheduled, publicUrl });
};
