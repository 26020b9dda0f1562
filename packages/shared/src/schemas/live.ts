// Live stream payloads. The stream key is a secret that lets anyone broadcast as the artist, so
// only the owner's view (OwnStream) carries it; everything public uses PublicStream.
import { z } from 'zod';
import { hasBidiControl } from '../text';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_MIN_LENGTH, STREAM_TYPES } from '../limits';
import { EntityId } from './common';
import { STREAM_AUDIENCE_TIERS } from '../access';
import type { LiveChatServerMessage } from './live-chat';

export const StartStreamBody = z.object({
  title: z.string().trim().min(1, 'Please enter a stream title.'),
  description: z.string().trim().optional(),
  // Empty means 'generate a stream key for me' (spec section 5), so '' is allowed next to a URL.
  // A path on this site (our own ingest, e.g. /live/<id>/index.m3u8) or an http(s) URL.
  streamUrl: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\/(?!\/)[\w\-./]+$/, 'Please enter a valid stream URL.'),
      z.url({ protocol: /^(https?|rtmps?)$/, error: 'Please enter a valid stream URL.' }),
    ])
    .optional(),
  streamType: z.enum(STREAM_TYPES).default('hls'),
  /** Who may watch (spec tier table): livestreams are a Fan+ perk, VIP livestreams need VIP. */
  audienceTier: z.enum(STREAM_AUDIENCE_TIERS).default('fanplus'),
});
export type StartStreamBody = z.infer<typeof StartStreamBody>;
export type StartStreamInput = z.input<typeof StartStreamBody>;

export const StopStreamBody = z.object({ streamId: EntityId });
export type StopStreamBody = z.infer<typeof StopStreamBody>;

export const INGEST_STATES = ['waiting', 'live', 'reconnecting'] as const;
export type IngestState = (typeof INGEST_STATES)[number];

export const PublicStream = z.object({
  id: EntityId,
  userId: EntityId,
  title: z.string(),
  description: z.string().nullable(),
  /**
   * Null in the public face, which reaches everyone (hub broadcasts too): viewers who may watch
   * get a playable, signed URL from GET /api/live/:id/playback. The owner's view carries it.
   */
  streamUrl: z.string().nullable(),
  streamType: z.enum(STREAM_TYPES),
  audienceTier: z.enum(STREAM_AUDIENCE_TIERS).default('fanplus'),
  isActive: z.boolean(),
  viewerCount: z.number().int().nonnegative(),
  /** The broadcaster's display name, joined from their profile. */
  displayName: z.string().nullable(),
  /** The broadcaster's profile photo (public, as on their profile), for the Home live banner. */
  avatarUrl: z.string().nullable().default(null),
  startedAt: z.string().nullable(),
  /**
   * For a stream fed through our RTMP ingest: 'waiting' until the encoder's first video is
   * playable, 'live' while it publishes, 'reconnecting' after it dropped (the stream is still on).
   * Null for a stream played from a URL given at start, whose state we cannot see.
   */
  ingest: z.enum(INGEST_STATES).nullable().default(null),
});
export type PublicStream = z.infer<typeof PublicStream>;

/**
 * The owner's (and admins') view: the secret key, and the RTMP server URL an encoder (OBS) sends
 * video to with that key (rtmp://host/live; null while our ingest is off).
 */
export const OwnStream = PublicStream.extend({
  streamKey: z.string(),
  ingestUrl: z.string().nullable(),
});
export type OwnStream = z.infer<typeof OwnStream>;

/** A viewer's way in to a stream they may watch; a signed URL expires and is fetched again before. */
export const StreamPlayback = z.object({
  streamId: EntityId,
  url: z.string(),
  /** When the URL stops working; null for a stream played from an outside URL we cannot sign. */
  expiresAt: z.string().nullable(),
});
export type StreamPlayback = z.infer<typeof StreamPlayback>;

/** GET active stream: null when nobody is live ('No active live stream'). */
export const ActiveStreamResponse = z.object({ stream: PublicStream.nullable() });
export type ActiveStreamResponse = z.infer<typeof ActiveStreamResponse>;

/** The broadcaster's own streams; an artist or admin sees at most their one active stream. */
export const UserStreamsResponse = z.object({ streams: z.array(OwnStream) });
export type UserStreamsResponse = z.infer<typeof UserStreamsResponse>;

/** Control characters (C0, DEL, C1) have no place in a one-line plain-text chat message. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Characters as people count them (code points), so an emoji is one, not two UTF-16 units. */
const characters = (text: string) => [...text].length;
const TOO_LONG = `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`;

export const ChatMessageBody = z.object({
  text: z
    .string()
    // A cheap bound before any work: four UTF-16 units per character is more than any text needs.
    .max(CHAT_MESSAGE_MAX_LENGTH * 4, TOO_LONG)
    .trim()
    .refine((text) => characters(text) >= CHAT_MESSAGE_MIN_LENGTH, 'Please type a message.')
    .refine((text) => characters(text) <= CHAT_MESSAGE_MAX_LENGTH, TOO_LONG)
    .refine((text) => !CONTROL_CHARACTER.test(text), 'Messages must be plain text on one line.')
    .refine(
      (text) => !hasBidiControl(text),
      "Messages can't contain text-direction control characters (U+202A–U+202E, U+2066–U+2069).",
    ),
});
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

/** What the live WebSocket pushes: stream start/stop and the server-measured viewer count. */
export type LiveServerMessage =
  | { type: 'stream'; stream: PublicStream | null }
  | { type: 'viewers'; streamId: string; count: number }
  | { type: 'ingest'; streamId: string; ingest: IngestState }
  | { type: 'pong' }
  /** An anonymous tab's viewer id, issued and signed by the server; sent back as `clientId` on reconnect. */
  | { type: 'viewer'; viewerId: string }
  | LiveChatServerMessage;
