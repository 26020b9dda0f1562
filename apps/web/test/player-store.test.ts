// The player's state machine, driven through its two boundaries: a fake <audio> element (Node has
// none) and a fake API fetch that answers the playback-URL endpoint (no server in a unit test).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Track } from '@fanclub/shared/schemas/catalog';
import { setApiFetch } from '../src/lib/api-client';
import { PlayerStore } from '../src/lib/player/player-store';
import { STREAM_ERROR } from '../src/lib/player/player-state';
import { markToasterMounted } from '../src/lib/toast';
import { catalogueTranslator } from './catalogue-translator';

/** Just enough of HTMLAudioElement for the store; events are fired by the test. */
class FakeAudio extends EventTarget {
  src = '';
  loop = false;
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  plays = 0;
  /** What the next play() does: the browser may refuse to start sound without a tap. */
  playResult: () => Promise<void> = () => Promise.resolve();
  play() {
    this.plays += 1;
    this.paused = false;
    return this.playResult();
  }
  pause() {
    this.paused = true;
  }
  load() {}
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

function track(id: string): Track {
  return {
    id,
    slug: id,
    albumId: null,
    albumTitle: null,
    coverImage: null,
    trackNumber: 1,
    title: `Track ${id}`,
    isPremium: false,
    durationSeconds: 180,
    createdAt: '2026-01-01T00:00:00.000Z',
    locked: false,
  };
}

const QUEUE = [track('a'), track('b'), track('c')];
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Playback-URL answers the test controls: each request waits until the test settles it. */
function fakeApi() {
  const requests: { trackId: string; answer: (status?: number, expiresAt?: string) => void }[] = [];
  setApiFetch((input) => {
    const trackId = /\/api\/tracks\/([^/]+)\/playback/.exec(String(input))?.[1] ?? '?';
    return new Promise<Response>((resolve) => {
      requests.push({
        trackId,
        answer: (status = 200, expiresAt = inAnHour()) =>
          resolve(
            status === 200
              ? Response.json({
                  trackId,
                  kind: 'full',
                  url: `/media/${trackId}.mp3`,
                  expiresAt,
                  previewSeconds: null,
                })
              : Response.json({ message: 'Upgrade to listen' }, { status }),
          ),
      });
    });
  });
  return requests;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PlayerStore (fake audio element, fake playback API)', () => {
  let audio: FakeAudio;
  let store: PlayerStore;
  let requests: ReturnType<typeof fakeApi>;
  let detach: () => void;

  beforeEach(() => {
    requests = fakeApi();
    audio = new FakeAudio();
    store = new PlayerStore(catalogueTranslator('en'));
    detach = store.attach(audio as unknown as HTMLAudioElement);
  });
  afterEach(() => {
    detach();
    setApiFetch((input, init) => fetch(input, init));
  });

  async function startA() {
    store.playQueue(QUEUE, 0);
    requests.at(-1)?.answer();
    await settle();
    audio.fire('playing');
  }

  it('plays silence inside the tap, then the fetched URL, and reports loading until it plays', async () => {
    store.playQueue(QUEUE, 0);
    expect(store.getState()).toMatchObject({ index: 0, playing: true, loading: true, error: null });
    expect(audio.src).toMatch(/^blob:/);
    expect(audio.loop).toBe(true);
    expect(requests.map((r) => r.trackId)).toEqual(['a']);
    // Events of the silent clip are not the track's.
    audio.fire('playing');
    expect(store.getState().loading).toBe(true);

    requests[0]?.answer();
    await settle();
    expect(audio.src).toBe('/media/a.mp3');
    expect(audio.loop).toBe(false);
    expect(store.getState().playback).toEqual({ kind: 'full', previewSeconds: null });
    expect(store.getProgress()).toEqual({ currentTime: 0, duration: 180 });
    audio.fire('playing');
    expect(store.getState()).toMatchObject({ playing: true, loading: false });
  });

  it('ignores a URL that arrives after the listener moved on to another track', async () => {
    store.playQueue(QUEUE, 0);
    store.next();
    expect(store.getState().index).toBe(1);
    requests[1]?.answer();
    await settle();
    requests[0]?.answer();
    await settle();
    expect(audio.src).toBe('/media/b.mp3');
    expect(store.getState().index).toBe(1);
  });

  it('moves to the next track when one ends and stops after the last', async () => {
    await startA();
    audio.ended = true;
    audio.fire('ended');
    expect(store.getState()).toMatchObject({ index: 1, playing: true });
    expect(requests.map((r) => r.trackId)).toEqual(['a', 'b']);

    store.playQueue(QUEUE, 2);
    requests.at(-1)?.answer();
    await settle();
    audio.fire('ended');
    expect(store.getState()).toMatchObject({ index: 2, playing: false, loading: false });
  });

  it('restarts the track on previous after a few seconds, goes back a track before that', async () => {
    store.playQueue(QUEUE, 1);
    requests.at(-1)?.answer();
    await settle();
    audio.currentTime = 42;
    audio.fire('timeupdate');
    store.previous();
    expect(store.getState().index).toBe(1);
    expect(audio.currentTime).toBe(0);

    store.previous();
    expect(store.getState().index).toBe(0);
  });

  it('reuses a still valid URL without asking the server again', async () => {
    await startA();
    store.next();
    requests.at(-1)?.answer();
    await settle();
    store.previous();
    expect(requests.map((r) => r.trackId)).toEqual(['a', 'b']);
    expect(audio.src).toBe('/media/a.mp3');
  });

  it('after a media error fetches a fresh URL once and resumes; a second error is final', async () => {
    await startA();
    audio.currentTime = 30;
    audio.fire('timeupdate');
    audio.fire('error');
    expect(requests.map((r) => r.trackId)).toEqual(['a', 'a']);
    requests[1]?.answer();
    await settle();
    expect(audio.currentTime).toBe(30);
    expect(store.getState().error).toBeNull();

    audio.fire('error');
    expect(store.getState()).toMatchObject({ playing: false, loading: false, error: STREAM_ERROR });
    expect(requests).toHaveLength(2);
  });

  it('shows the stream error when the server refuses the URL', async () => {
    store.playQueue(QUEUE, 0);
    requests[0]?.answer(403);
    await settle();
    expect(store.getState()).toMatchObject({ playing: false, loading: false, error: STREAM_ERROR });
    expect(audio.paused).toBe(true);
  });

  it("says the stream error in the page's language: the spec's English, Japanese for Japanese", async () => {
    // The real toast module and sonner (no Toaster in Node: it is marked as mounted).
    markToasterMounted();
    const { toast } = await import('sonner');
    const titles = () => toast.getHistory().map((shown) => ('title' in shown ? shown.title : null));
    store.playQueue(QUEUE, 0);
    requests[0]?.answer(403);
    await settle();
    await settle();
    expect(titles()).toContain('Failed to load stream');

    const japanese = new PlayerStore(catalogueTranslator('ja'));
    const stop = japanese.attach(new FakeAudio() as unknown as HTMLAudioElement);
    japanese.playQueue(QUEUE, 0);
    requests[1]?.answer(403);
    await settle();
    await settle();
    expect(japanese.getState().error).toBe(STREAM_ERROR);
    stop();
    expect(titles()).toContain('ストリームを読み込めませんでした');
  });

  it('play after pause asks for a new URL once the old one is about to lapse', async () => {
    store.playQueue(QUEUE, 0);
    requests[0]?.answer(200, new Date(Date.now() + 5_000).toISOString());
    await settle();
    store.pause();
    expect(store.getState().playing).toBe(false);
    store.play();
    expect(requests.map((r) => r.trackId)).toEqual(['a', 'a']);
    expect(store.getState()).toMatchObject({ playing: true, loading: true });
  });

  it('shows the play button when the browser refuses to start without a tap', async () => {
    audio.playResult = () => Promise.reject(new DOMException('no tap', 'NotAllowedError'));
    store.playQueue(QUEUE, 0);
    requests[0]?.answer();
    await settle();
    expect(store.getState()).toMatchObject({ playing: false, loading: false });
  });

  it('forgets the queue and the cached URLs when the listener changes', async () => {
    store.setViewer('free');
    await startA();
    store.setViewer('vip');
    expect(store.getState()).toMatchObject({ queue: [], index: -1, playing: false });
    expect(audio.src).toBe('');
    store.playQueue(QUEUE, 0);
    expect(requests.map((r) => r.trackId)).toEqual(['a', 'a']);
  });
});
