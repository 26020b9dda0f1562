import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatEvent } from '@fanclub/shared/schemas/live-chat';
import { frameInterval, roomBatches } from '../src/features/live/room-batches';

const hearts = (streamId: string, total: number): LiveChatEvent => ({
  type: 'hearts',
  streamId,
  total,
});

/** The frames `roomBatches` delivered, parsed, per stream. */
function recorder() {
  const frames: { streamId: string; frame: Record<string, unknown> }[] = [];
  const batches = roomBatches({
    intervalMs: 250,
    deliver: (streamId, data) => frames.push({ streamId, frame: JSON.parse(data.toString()) }),
  });
  return { frames, batches };
}

describe('a busy room’s chat and hearts are batched (room-batches.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends an event in a quiet room at once and on its own, then at most one frame per interval, in order', () => {
    vi.useFakeTimers();
    const { frames, batches } = recorder();
    batches.add('s1', hearts('s1', 1));
    vi.advanceTimersByTime(0);
    expect(frames).toEqual([{ streamId: 's1', frame: hearts('s1', 1) }]);

    // Within the interval: held, then sent together at its end, in the order they came.
    const removed = (messageId: string): LiveChatEvent => ({
      type: 'chat-deleted',
      streamId: 's1',
      messageId,
    });
    batches.add('s1', removed('m2'));
    batches.add('s1', removed('m3'));
    vi.advanceTimersByTime(249);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(frames[1]?.frame).toEqual({
      type: 'batch',
      messages: [removed('m2'), removed('m3')],
    });

    // Another stream's events are its own frames, to its own watchers.
    batches.add('s2', hearts('s2', 7));
    vi.advanceTimersByTime(0);
    expect(frames[2]).toMatchObject({ streamId: 's2', frame: hearts('s2', 7) });

    // After a quiet interval, at once again.
    vi.advanceTimersByTime(1_000);
    batches.add('s1', hearts('s1', 4));
    vi.advanceTimersByTime(0);
    expect(frames[3]?.frame).toEqual(hearts('s1', 4));
    batches.close();
  });

  it('sends nothing after close', () => {
    vi.useFakeTimers();
    const { frames, batches } = recorder();
    batches.add('s1', hearts('s1', 1));
    batches.close();
    vi.advanceTimersByTime(1_000);
    expect(frames).toHaveLength(0);
  });

  it('a newer total (hearts, viewer count) replaces an older one held for the same frame', () => {
    vi.useFakeTimers();
    const { frames, batches } = recorder();
    batches.add('s1', hearts('s1', 1));
    vi.advanceTimersByTime(0);
    const chat: LiveChatEvent = { type: 'chat-deleted', streamId: 's1', messageId: 'm1' };
    batches.add('s1', hearts('s1', 2));
    batches.add('s1', { type: 'viewers', streamId: 's1', count: 10 });
    batches.add('s1', chat);
    batches.add('s1', hearts('s1', 3));
    batches.add('s1', { type: 'viewers', streamId: 's1', count: 11 });
    vi.advanceTimersByTime(250);
    expect(frames[1]?.frame).toEqual({
      type: 'batch',
      messages: [chat, hearts('s1', 3), { type: 'viewers', streamId: 's1', count: 11 }],
    });
    batches.close();
  });

  it('a bigger room gets fewer frames: the interval keeps socket writes under the cap', () => {
    const rule = { minMs: 250, maxMs: 500, maxWritesPerSecond: 20_000 };
    expect(frameInterval(10, rule)).toBe(250);
    expect(frameInterval(5_000, rule)).toBe(250);
    expect(frameInterval(8_000, rule)).toBe(400);
    expect(frameInterval(10_000, rule)).toBe(500);
    expect(frameInterval(50_000, rule)).toBe(500);
    // Held for the room's interval at the time.
    vi.useFakeTimers();
    const frames: number[] = [];
    let watchers = 10_000;
    const batches = roomBatches({
      deliver: () => frames.push(Date.now()),
      intervalMs: () => frameInterval(watchers, rule),
    });
    batches.add('s1', hearts('s1', 1));
    vi.advanceTimersByTime(0);
    batches.add('s1', hearts('s1', 2));
    vi.advanceTimersByTime(499);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(frames).toHaveLength(2);
    watchers = 100;
    batches.add('s1', hearts('s1', 3));
    vi.advanceTimersByTime(250);
    expect(frames).toHaveLength(3);
    batches.close();
  });
});
