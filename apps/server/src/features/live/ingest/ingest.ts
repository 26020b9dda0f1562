import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestState, LiveServerMessage } from '@fanclub/shared/schemas/live';
import type { Db } from '../../../db/client';
import type { LiveHub } from '../hub';
import type { RecordingSession, ReplayRecorder } from '../replays/recorder';
import type { VodSegment } from '../replays/vod-playlist';
import { findFfmpeg } from './ffmpeg-binary';
import type { Ffmpeg } from './ffmpeg-binary';
import { startRemux } from './hls-remux';
import type { Remux } from './hls-remux';
import { onAirStore } from './on-air-repository';
import { RtmpListener } from './rtmp-listener';
import type { PublishHandle, PublishRequest, PublishSink } from './rtmp-listener';

export interface IngestOptions {
  /** 0: no RTMP listener. */
  port: number;
  host: string;
  /** rtmp://host[:port]/live as encoders should reach it (shown in the Go Live dialog). */
  serverUrl: string;
  /** FFMPEG_PATH; unset: the system's ffmpeg, else the one npm installed (ffmpeg-binary.ts). */
  ffmpegPath?: string;
  /** LIVE_REPLAYS: publishes are recorded as replays (../replays/recorder.ts); default on. */
  recordReplays?: boolean;
  dataDir: string;
  /** More than one server process shares the database (on-air flags are not reset at start). */
  scaledOut: boolean;
}

/** The application name in rtmp://host/live/{key}. */
export const RTMP_APP = 'live';

/** Where a publish comes from: an encoder such as OBS, or the artist's camera in the browser. */
export type PublishSource = 'rtmp' | 'camera';

interface Session {
  streamId: string;
  source: PublishSource;
  handle: PublishHandle;
  remux: Remux;
  recording: RecordingSession;
  ended: boolean;
}

/**
 * RTMP ingest: encoders publish to rtmp://host/live/{streamKey}; a publish is accepted only for
 * the key of an active stream fed by this ingest, and is remuxed by ffmpeg into
 * DATA_DIR/live/<streamId>/, which the app serves at /live/<streamId>/. The first playlist on
 * disk puts the stream on air; the encoder going away takes it off air, which viewers show as
 * "reconnecting" while the stream is still active.
 */
export function createIngest({
  options,
  db,
  hub,
  recorder,
  log,
}: {
  options: IngestOptions;
  db: Db;
  hub: LiveHub;
  recorder: ReplayRecorder;
  log: FastifyBaseLogger;
}) {
  const store = onAirStore(db);
  const sessions = new Map<string, Session>();
  let listener: RtmpListener | null = null;
  let serverUrl: string | null = null;
  let ffmpeg: Ffmpeg | null = null;
  let lookedUp = false;
  let closed = false;

  const announce = async (streamId: string, ingest: IngestState) => {
    const message: LiveServerMessage = { type: 'ingest', streamId, ingest };
    await hub.publish(message);
  };

  /** `dropped`: the encoder went away while the stream is still on, so viewers wait for it. */
  const endSession = async (session: Session, reason: 'dropped' | 'stopped' | 'replaced') => {
    if (session.ended) return;
    session.ended = true;
    session.handle.close(reason);
    if (sessions.get(session.streamId) === session) {
      sessions.delete(session.streamId);
      await store
        .setOnAir(session.streamId, false)
        .catch((err: unknown) =>
          log.warn({ err, streamId: session.streamId }, 'could not clear on-air flag'),
        );
      if (reason === 'dropped') await announce(session.streamId, 'reconnecting').catch(() => {});
      log.info({ streamId: session.streamId, reason, source: session.source }, 'publish ended');
    }
    await session.remux.stop();
    // ffmpeg has written its last segment: the recording takes it before the files go.
    await session.recording.stop();
  };

  /**
   * One publish of a stream, whatever its source: RTMP (OBS) or the artist's camera in the
   * browser (camera-socket.ts). FLV goes into the returned sink; both sources share the
   * remux, the on-air flag and the announcements, so viewers see no difference.
   */
  const startSession = async (
    streamId: string,
    handle: PublishHandle,
    source: PublishSource,
  ): Promise<PublishSink | null> => {
    if (closed) return null;
    // A reconnecting encoder replaces its earlier connection (which may not have noticed it died).
    const previous = sessions.get(streamId);
    if (previous) await endSession(previous, 'replaced');
    const dir = join(options.dataDir, 'live', streamId);
    if (!ffmpeg) return null; // RTMP listens only once ffmpeg is found; the camera asks first
    const remux = await startRemux(ffmpeg.path, dir, (line) =>
      log.warn({ streamId, ffmpeg: line }, 'ffmpeg (ingest remux)'),
    );
    const recording = await recorder.begin(streamId, dir);
    if (closed) {
      await remux.stop();
      await recording.stop();
      return null;
    }
    const session: Session = { streamId, handle, remux, recording, ended: false, source };
    sessions.set(streamId, session);
    log.info({ streamId, source }, 'publish started');
    // ffmpeg ending on its own (bad input) ends the publish too; the encoder will reconnect.
    void remux.exited.then(() => endSession(session, 'dropped'));
    remux.firstPlaylist
      .then(
        async () => {
          if (session.ended || sessions.get(streamId) !== session) return;
          await store.setOnAir(streamId, true);
          await announce(streamId, 'live');
          log.info({ streamId }, 'live stream on air');
        },
        () => {},
      )
      .catch((err: unknown) => log.warn({ err, streamId }, 'could not set on-air flag'));
    return { flv: remux.input, onEnd: () => void endSession(session, 'dropped') };
  };

  const authorize = async (
    request: PublishRequest,
    handle: PublishHandle,
  ): Promise<PublishSink | null> => {
    const streamId = request.app === RTMP_APP ? await store.streamForKey(request.name) : null;
    if (closed) return null;
    if (!streamId) {
      // Never the key, nor the app name (a key pasted into the server URL ends up there).
      log.warn(
        { remoteAddress: request.remoteAddress, appIsLive: request.app === RTMP_APP },
        'RTMP publish refused: no active live stream has this key',
      );
      return null;
    }
    log.info({ streamId, remoteAddress: request.remoteAddress }, 'RTMP publish accepted');
    return startSession(streamId, handle, 'rtmp');
  };

  return {
    /** rtmp://…/live for the Go Live dialog, or null while ingest is off. */
    serverUrl: () => serverUrl,

    /** For GET /api/health/ingest: whether encoders can publish, and with which ffmpeg. */
    status: () => ({
      rtmp: listener ? ('listening' as const) : ('off' as const),
      ffmpeg: ffmpeg && { source: ffmpeg.source, version: ffmpeg.version },
    }),

    /** The ffmpeg the camera's video goes through, or null when there is none (camera off). */
    ffmpegPath(): string | null {
      // RTMP_PORT=0 skips the look-up at start; the camera looks once, when first used.
      if (!ffmpeg && !closed && !lookedUp) ffmpeg = findFfmpeg(options.ffmpegPath);
      lookedUp = true;
      return ffmpeg?.path ?? null;
    },

    /** A camera publish for a stream the caller checked (its owner, active, fed by our ingest). */
    publish: (streamId: string, handle: PublishHandle) => startSession(streamId, handle, 'camera'),

    /** Opens the listener. Never fails start-up: without ffmpeg or the port, ingest is just off. */
    async start() {
      // Flags left by a process that died: nothing publishes to a process that just started.
      if (!options.scaledOut) await store.clearAll();
      if (options.port === 0) {
        log.info('RTMP ingest is off (RTMP_PORT=0)');
        return;
      }
      ffmpeg = findFfmpeg(options.ffmpegPath);
      lookedUp = true;
      if (!ffmpeg) {
        log.warn(
          `RTMP ingest is off: ffmpeg was not found (${options.ffmpegPath ?? 'ffmpeg on PATH, or the one npm installs'}); install ffmpeg to let encoders such as OBS stream here`,
        );
        return;
      }
      log.info({ ffmpeg }, 'RTMP ingest remuxes with this ffmpeg');
      const candidate = new RtmpListener(authorize, (err) =>
        log.debug({ err }, 'RTMP connection error'),
      );
      try {
        await candidate.listen(options.port, options.host);
      } catch (error) {
        log.warn(
          `RTMP ingest is off: cannot listen on ${options.host}:${options.port} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        );
        return;
      }
      listener = candidate;
      serverUrl = options.serverUrl;
      log.info({ port: options.port }, 'RTMP ingest listening');
    },

    /** The stream was stopped: drop its encoder, remove its live video; its recording's segments. */
    async end(streamId: string): Promise<VodSegment[]> {
      const session = sessions.get(streamId);
      if (session) await endSession(session, 'stopped');
      const recorded = await recorder.finish(streamId);
      await rm(join(options.dataDir, 'live', streamId), { recursive: true, force: true });
      return recorded;
    },

    async close() {
      closed = true;
      await listener?.close();
      listener = null;
      await Promise.all([...sessions.values()].map((s) => endSession(s, 'stopped')));
    },
  };
}
export type Ingest = ReturnType<typeof createIngest>;
