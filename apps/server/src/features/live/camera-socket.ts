import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CAMERA_CLOSE,
  CAMERA_FORMATS,
  CAMERA_MAX_BYTES_PER_SECOND,
  CAMERA_MAX_FRAME_BYTES,
} from '@fanclub/shared/camera-live';
import type { CameraFormat } from '@fanclub/shared/camera-live';
import { closeReason } from '../../lib/i18n/close-reason';
import { requestLocale } from '../../lib/i18n/request-locale';
import { HttpError } from '../../plugins/errors';
import { startCameraEncoder } from './ingest/camera-encoder';
import type { CameraEncoder } from './ingest/camera-encoder';
import type { Ingest } from './ingest/ingest';
import type { PublishHandle, PublishSink } from './ingest/rtmp-listener';
import type { StreamService } from './stream-service';

/** A phone that stops sending (lost signal, locked screen) is dropped after this long. */
const IDLE_MS = 15_000;
/** Bytes ffmpeg has not taken yet: more means the server cannot keep up with this camera. */
const MAX_BACKLOG_BYTES = 16 * 1024 * 1024;
const CLOSING: Record<'dropped' | 'stopped' | 'replaced', [number, string]> = {
  stopped: [CAMERA_CLOSE.ended, 'The live stream has ended.'],
  replaced: [CAMERA_CLOSE.replaced, 'Another device is sending video to this stream now.'],
  dropped: [CAMERA_CLOSE.dropped, 'The server lost your video. Try again.'],
};

/**
 * The app-wide WebSocket limit is 1 KB (viewers send tiny control messages); a camera sends
 * chunks of video. `ws` has no per-connection option, so this socket's receiver gets its own.
 */
function allowFrames(socket: WebSocket, bytes: number) {
  const receiver = (socket as unknown as { _receiver?: { _maxPayload?: number } })._receiver;
  if (receiver && typeof receiver._maxPayload === 'number') receiver._maxPayload = bytes;
}

const isFormat = (value: unknown): value is CameraFormat =>
  CAMERA_FORMATS.some((format) => format === value);

/**
 * GET /api/live/:streamId/camera?format=…: the artist's page sends its camera as binary frames
 * (MediaRecorder chunks). Only the stream's owner, while it is active; refusals close the socket
 * with 4000 + the HTTP status and a sentence. The video goes through the ingest like RTMP does.
 */
export const cameraSocket: FastifyPluginAsync<{
  ingest: Ingest;
  streams: StreamService;
  allowedOrigin: (origin: string | undefined) => boolean;
}> = async (app, { ingest, streams, allowedOrigin }) => {
  app.get(
    '/api/live/:streamId/camera',
    {
      websocket: true,
      config: { access: 'goLive' },
      preValidation: async (req) => {
        if (!allowedOrigin(req.headers.origin))
          throw new HttpError(
            403,
            'This request was refused because it did not come from this site.',
          );
      },
    },
    async (socket, req) => {
      allowFrames(socket, CAMERA_MAX_FRAME_BYTES);
      const { streamId } = req.params as { streamId: string };
      const { format } = req.query as { format?: unknown };
      // The artist reads why the server stopped taking their video in their language.
      const locale = requestLocale(req);
      const refuse = (code: number, reason: string, translated?: string) => {
        if (socket.readyState === socket.OPEN)
          socket.close(code, closeReason(reason, locale, translated));
      };
      if (!isFormat(format)) return refuse(4400, 'This video format is not supported.');
      // Frames that arrive while the checks run wait (bounded by the rate limit below).
      const early: Buffer[] = [];
      let earlyBytes = 0;
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (!isBinary) return;
        early.push(data);
        earlyBytes += data.length;
        if (earlyBytes > CAMERA_MAX_BYTES_PER_SECOND * 4)
          refuse(CAMERA_CLOSE.tooMuch, 'Your camera sends more video than the server takes.');
      });
      let id: string;
      try {
        id = await streams.cameraStream(req.viewer ?? null, streamId);
      } catch (error) {
        if (error instanceof HttpError)
          return refuse(4000 + error.statusCode, error.message, error.messageIn(locale));
        req.log.warn({ err: error }, 'camera socket check failed');
        return refuse(1011, 'Something went wrong. Try again.');
      }
      const ffmpegPath = ingest.ffmpegPath();
      if (!ffmpegPath)
        return refuse(
          CAMERA_CLOSE.unavailable,
          'Going live from a camera is not set up on this server.',
        );
      if (socket.readyState !== socket.OPEN) return;
      socket.removeAllListeners('message');

      let encoder: CameraEncoder | null = null;
      let sink: PublishSink | null = null;
      let gone = false;
      const handle: PublishHandle = {
        close(reason = 'dropped') {
          encoder?.stop();
          refuse(...CLOSING[reason]);
        },
      };
      const started = ingest
        .publish(id, handle)
        .then((publish) => {
          if (!publish)
            return refuse(CAMERA_CLOSE.unavailable, 'The server cannot take video now.');
          sink = publish;
          if (gone) return publish.onEnd();
          encoder = startCameraEncoder(ffmpegPath, format, publish.flv, (line) =>
            req.log.warn({ streamId: id, ffmpeg: line }, 'ffmpeg (camera)'),
          );
          // The recording could not be read (not video, or cut): the page may start a new one.
          void encoder.exited.then(() => refuse(...CLOSING.dropped));
        })
        .catch((err: unknown) => {
          // E.g. DATA_DIR not writable: this publish fails, the process does not.
          req.log.warn({ err, streamId: id }, 'camera publish failed');
          refuse(1011, 'The server cannot take video now.');
        });

      // A token bucket: a few seconds of burst, then the average rate.
      let allowance = CAMERA_MAX_BYTES_PER_SECOND * 4;
      let last = Date.now();
      let idle = setTimeout(() => refuse(...CLOSING.dropped), IDLE_MS);
      const take = (data: Buffer) => {
        const now = Date.now();
        allowance = Math.min(
          CAMERA_MAX_BYTES_PER_SECOND * 4,
          allowance + ((now - last) / 1000) * CAMERA_MAX_BYTES_PER_SECOND,
        );
        last = now;
        allowance -= data.length;
        clearTimeout(idle);
        idle = setTimeout(() => refuse(...CLOSING.dropped), IDLE_MS);
        if (allowance < 0)
          return refuse(
            CAMERA_CLOSE.tooMuch,
            'Your camera sends more video than the server takes.',
          );
        void started.then(() => {
          if (!encoder || gone) return;
          if (encoder.input.writableLength > MAX_BACKLOG_BYTES)
            return refuse(CAMERA_CLOSE.tooMuch, 'The server cannot keep up with your video.');
          encoder.input.write(data);
        });
      };
      for (const data of early.splice(0)) take(data);
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        // Text frames carry nothing here; the page only sends video.
        if (isBinary) take(data);
      });
      socket.on('close', () => {
        gone = true;
        clearTimeout(idle);
        encoder?.stop();
        // Like an RTMP encoder going away: viewers see "reconnecting" until the page is back.
        sink?.onEnd();
      });
    },
  );
};
