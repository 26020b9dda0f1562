import { describe, expect, it } from 'vitest';
import {
  parsePlaylist,
  trimSegments,
  videoTimeOf,
  wallWindow,
  writePlaylist,
} from '../src/features/live/replays/vod-playlist';
import type { VodSegment } from '../src/features/live/replays/vod-playlist';

// The replay playlist (ADR 031): written, read back, trimmed by whole segments, and the replay
// clock of a moment, across a reconnect gap.
const T0 = Date.parse('2026-11-28T04:00:00.000Z');
const segment = (i: number, startedAt: number, discontinuity = false): VodSegment => ({
  uri: `p-${i}.ts`,
  duration: 1,
  startedAt,
  discontinuity,
});
// Three seconds, the encoder away for ten, then two more seconds.
const recording = [
  segment(0, T0),
  segment(1, T0 + 1000),
  segment(2, T0 + 2000),
  segment(3, T0 + 13_000, true),
  segment(4, T0 + 14_000),
];

describe('replay playlists', () => {
  it('writes a VOD playlist with one discontinuity and reads it back as it was', () => {
    const text = writePlaylist(recording, true);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(text.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    expect(parsePlaylist(text)).toEqual(recording);
    expect(writePlaylist(recording, false)).not.toContain('ENDLIST');
  });

  it('trims to the whole segments that overlap the cut', () => {
    expect(trimSegments(recording, 2, null).map((s) => s.uri)).toEqual([
      'p-2.ts',
      'p-3.ts',
      'p-4.ts',
    ]);
    expect(trimSegments(recording, 1.5, 3).map((s) => s.uri)).toEqual(['p-1.ts', 'p-2.ts']);
    expect(trimSegments(recording, 9, null)).toEqual([]);
  });

  it('puts a moment on the replay clock; the gap shows at the next picture', () => {
    expect(videoTimeOf(recording, T0 - 5000)).toBe(0);
    expect(videoTimeOf(recording, T0 + 1500)).toBe(1.5);
    expect(videoTimeOf(recording, T0 + 8000)).toBe(3);
    expect(videoTimeOf(recording, T0 + 14_500)).toBe(4.5);
    expect(videoTimeOf(recording, T0 + 60_000)).toBeNull();
  });

  it('bounds a stretch of the video in wall-clock time, a gap included', () => {
    expect(wallWindow(recording, 0, 2)).toEqual({
      from: new Date(0),
      to: new Date(T0 + 3000),
    });
    // From the start of the segment after the gap: what was said in the gap is included.
    expect(wallWindow(recording, 3, 5).from).toEqual(new Date(T0 + 3000));
  });
});
