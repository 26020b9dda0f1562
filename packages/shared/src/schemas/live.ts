// Live stream payloads. The stream key is a secret that lets anyone broadcast as the artist, so
// only the owner's view (OwnStream) carries it; everything public uses PublicStream.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_MIN_LENGTH, STREAM_TYPES } from '../limits';
import { EntityId } from './common';

export const StartStreamBody = z.object({
  title: z.string().trim().min(1, 'Please enter a stream title.'),
  description: z.string().trim().optional(),
  // Empty means 'generate a stream key for me' (spec section 5), so '' is allowed next to a URL.
  // A path on this site (our own ingest, e.g. /live/<id>/index.m3u8) or an http(s) URL.
  streamUrl: z
    .union([
      z.literal(''),
      z.string().trim().regex(/^\/(?!\/)[\w\-./]+$/, 'Please enter a valid stream URL.'),
      z.url({ protocol: /^(https?|rtmps?)$/, error: 'Please enter a valid stream URL.' }),
    ])
    .optional(),
  streamType: z.enum(STREAM_TYPES).default('hls'),
});
export type StartStreamBody = z.infer<typeof StartStreamBody>;
export type StartStreamInput = z.input<typeof StartStreamBody>;

export const StopStreamBody = z.object({ streamId: EntityId });
export type StopStreamBody = z.infer<typeof StopStreamBody>;

export const PublicStream = z.object({
  id: EntityId,
  userId: EntityId,
  title: z.string(),
  description: z.string().nullable(),
  streamUrl: z.string().nullable(),
  streamType: z.enum(STREAM_TYPES),
  isActive: z.boolean(),
  viewerCount: z.number().int().nonnegative(),
  /** The broadcaster's display name, joined from their profile. */
  displayName: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type PublicStream = z.infer<typeof PublicStream>;

/** The owner's (and admins') view: the secret key and where an encoder sends video with it. */
export const OwnStream = PublicStream.extend({ streamKey: z.string(), ingestUrl: z.string().nullable() });
export type OwnStream = z.infer<typeof OwnStream>;

/** GET active stream: null when nobody is live ('No active live stream'). */
export const ActiveStreamResponse = z.object({ stream: PublicStream.nullable() });
export type ActiveStreamResponse = z.infer<typeof ActiveStreamResponse>;

/** The broadcaster's own streams; an artist or admin sees at most their one active stream. */
export const UserStreamsResponse = z.object({ streams: z.array(OwnStream) });
export type UserStreamsResponse = z.infer<typeof UserStreamsResponse>;

export const ChatMessageBody = z.object({
  text: z
    .string()
    .trim()
    .min(CHAT_MESSAGE_MIN_LENGTH, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
});
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

/** What the live WebSocket pushes: stream start/stop and the server-measured viewer count. */
export type LiveServerMessage =
  | { type: 'stream'; stream: PublicStream | null }
  | { type: 'viewers'; streamId: string; count: number }
  | { type: 'pong' };
