import { describe, expect, it } from 'vitest';
import {
  ActiveStreamResponse,
  ChatMessageBody,
  OwnStream,
  PublicStream,
  StartStreamBody,
  StopStreamBody,
  UserStreamsResponse,
} from '../src/schemas/live';

const stream = {
  id: 's1',
  userId: 'u1',
  title: 'Studio night',
  description: null,
  streamUrl: 'https://cdn.example.com/live.m3u8',
  streamType: 'hls',
  isActive: true,
  viewerCount: 12,
  displayName: 'The Artist',
  startedAt: '2026-11-21T05:00:00.000Z',
};

describe('StartStreamBody', () => {
  it('trims the title and defaults the type to hls and the audience to Fan+', () => {
    expect(StartStreamBody.parse({ title: '  Live now ' })).toEqual({
      title: 'Live now',
      streamType: 'hls',
      audienceTier: 'fanplus',
    });
  });

  it('rejects a blank title with the spec message', () => {
    for (const title of ['', '   ']) {
      const result = StartStreamBody.safeParse({ title });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a stream title.');
    }
  });

  it('accepts an empty or valid stream URL and rejects anything else', () => {
    expect(StartStreamBody.safeParse({ title: 't', streamUrl: '' }).success).toBe(true);
    for (const url of ['https://cdn.example.com/a.m3u8', 'rtmp://ingest.example.com/live']) {
      expect(StartStreamBody.safeParse({ title: 't', streamUrl: url }).success).toBe(true);
    }
    expect(StartStreamBody.safeParse({ title: 't', streamUrl: 'not a url' }).success).toBe(false);
  });

  it('accepts the four stream types only', () => {
    for (const type of ['hls', 'rtmp', 'webrtc', 'direct']) {
      expect(StartStreamBody.parse({ title: 't', streamType: type }).streamType).toBe(type);
    }
    expect(StartStreamBody.safeParse({ title: 't', streamType: 'dash' }).success).toBe(false);
  });
});

describe('stream responses', () => {
  it('never lets the stream key through the public shape', () => {
    const parsed = PublicStream.parse({ ...stream, streamKey: 'secret' });
    expect(parsed).not.toHaveProperty('streamKey');
  });

  it('keeps the key in the owner view', () => {
    expect(OwnStream.parse({ ...stream, streamKey: 'secret', ingestUrl: null }).streamKey).toBe(
      'secret',
    );
    expect(OwnStream.safeParse(stream).success).toBe(false);
    expect(UserStreamsResponse.safeParse({ streams: [] }).success).toBe(true);
  });

  it('allows no active stream', () => {
    expect(ActiveStreamResponse.parse({ stream: null })).toEqual({ stream: null });
    expect(ActiveStreamResponse.safeParse({ stream }).success).toBe(true);
  });

  it('rejects negative viewer counts', () => {
    expect(PublicStream.safeParse({ ...stream, viewerCount: -1 }).success).toBe(false);
  });

  it('needs a stream id to stop', () => {
    expect(StopStreamBody.safeParse({ streamId: 's1' }).success).toBe(true);
    expect(StopStreamBody.safeParse({}).success).toBe(false);
  });
});

describe('ChatMessageBody', () => {
  it('bounds messages to 1-200 characters after trimming', () => {
    expect(ChatMessageBody.parse({ text: ' hi ' })).toEqual({ text: 'hi' });
    expect(ChatMessageBody.safeParse({ text: 'a'.repeat(200) }).success).toBe(true);
    expect(ChatMessageBody.safeParse({ text: 'a'.repeat(201) }).success).toBe(false);
    expect(ChatMessageBody.safeParse({ text: '  ' }).success).toBe(false);
  });
});

describe('stream URLs', () => {
  it('accepts empty, a path on this site, and http(s) or rtmp URLs; refuses scripts and junk', async () => {
    const { StartStreamBody } = await import('../src/schemas/live');
    for (const streamUrl of [
      '',
      '/live/abc/index.m3u8',
      'https://cdn.example.com/live.m3u8',
      'rtmp://ingest.example.com/live/x',
    ]) {
      expect(StartStreamBody.safeParse({ title: 'x', streamUrl }).success, streamUrl).toBe(true);
    }
    for (const streamUrl of ['javascript:alert(1)', 'live.m3u8', '//evil.example/x', 'ftp://x/y']) {
      expect(StartStreamBody.safeParse({ title: 'x', streamUrl }).success, streamUrl).toBe(false);
    }
  });
});
