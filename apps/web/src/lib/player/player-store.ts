import { toast } from '../toast';
import type { Track } from '@fanclub/shared/schemas/catalog';
import { ApiError } from '../api-client';
import type { Viewer } from '../catalog/viewer';
import { createPlaybackSource, isFresh } from './playback-source';
import type { Playback } from './playback-source';
import { EMPTY, emitter, listen, NO_PROGRESS, RESTART_AFTER_S, STREAM_ERROR } from './player-state';
import type { LoadOptions, PlayerState } from './player-state';
import { silentAudioUrl } from './silent-audio';

// The app's one audio player: a single <audio> element (attached by PlayerProvider), so only one
// thing ever plays. State (rare changes) and progress (several a second) are separate snapshots.
export class PlayerStore {
  private state = EMPTY;
  private progress = NO_PROGRESS;
  private readonly stateEvents = emitter();
  private readonly progressEvents = emitter();
  private readonly source = createPlaybackSource();
  private audio: HTMLAudioElement | null = null;
  private loaded: Playback | null = null;
  private priming = false;
  private retried = false;
  private loadToken = 0;
  private viewer: Viewer | undefined;
  /** The failure toast's text in the reader's language (PlayerProvider sets it); the state keeps STREAM_ERROR. */
  private failureText = STREAM_ERROR;

  readonly subscribe = this.stateEvents.subscribe;
  readonly subscribeProgress = this.progressEvents.subscribe;
  readonly getState = () => this.state;
  readonly getProgress = () => this.progress;

  /** Takes over the provider's <audio> element; the returned function lets go of it again. */
  readonly attach = (audio: HTMLAudioElement) => {
    this.audio = audio;
    const real = () => this.loaded !== null && !this.priming;
    const unlisten = listen(audio, {
      timeupdate: this.syncProgress,
      durationchange: this.syncProgress,
      seeked: this.syncProgress,
      playing: () => real() && this.set({ playing: true, loading: false }),
      waiting: () => real() && this.set({ loading: true }),
      canplay: () => real() && this.set({ loading: false }),
      // Pauses the app did not ask for (headphones unplugged, another app took the audio focus).
      pause: () => real() && !audio.ended && this.set({ playing: false, loading: false }),
      ended: () =>
        real() && (this.hasNext() ? this.load(this.state.index + 1, { play: true }) : this.pause()),
      error: () => real() && this.mediaError(),
    });
    return () => {
      unlisten();
      this.close();
      this.audio = null;
    };
  };

  /** Queue a list and play from `index`. Call it from a tap: only then may mobile browsers play. */
  readonly playQueue = (tracks: readonly Track[], index: number) => {
    this.set({ queue: [...tracks], index: -1 });
    this.load(index, { play: true });
  };

  readonly play = () => {
    if (!this.audio || this.state.index < 0) return;
    // After an error, or once the signed URL has lapsed, fetch a new one and carry on from here.
    if (this.state.error || !this.loaded || !isFresh(this.loaded)) {
      this.load(this.state.index, { play: true, startAt: this.progress.currentTime });
      return;
    }
    this.set({ playing: true });
    this.start();
  };

  readonly pause = () => {
    this.set({ playing: false, loading: false });
    this.audio?.pause();
  };

  readonly toggle = () => (this.state.playing ? this.pause() : this.play());

  readonly seek = (seconds: number) => {
    const audio = this.audio;
    if (!audio || !this.loaded || !Number.isFinite(seconds)) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : this.progress.duration;
    audio.currentTime = Math.min(Math.max(0, seconds), end || 0);
    this.syncProgress();
  };

  readonly hasNext = () => this.state.index + 1 < this.state.queue.length;

  readonly next = () => {
    if (this.hasNext()) this.load(this.state.index + 1, { play: this.state.playing });
  };

  readonly previous = () => {
    if (this.state.index <= 0 || this.progress.currentTime > RESTART_AFTER_S) this.seek(0);
    else this.load(this.state.index - 1, { play: this.state.playing });
  };

  /** Stop and forget the queue (the mini player's close button). */
  readonly close = () => {
    this.loadToken += 1;
    this.loaded = null;
    this.priming = false;
    this.audio?.pause();
    this.audio?.removeAttribute('src');
    this.audio?.load();
    this.state = EMPTY;
    this.progress = NO_PROGRESS;
    this.stateEvents.emit();
    this.progressEvents.emit();
  };

  /** Locks and URLs belong to one listener: signing in, out or changing tier starts afresh. */
  readonly setFailureText = (text: string) => {
    this.failureText = text;
  };

  readonly setViewer = (viewer: Viewer | undefined) => {
    if (viewer === undefined) return;
    if (this.viewer !== undefined && this.viewer !== viewer) {
      this.source.clear();
      this.close();
    }
    this.viewer = viewer;
  };

  private set(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    this.stateEvents.emit();
  }

  private readonly syncProgress = () => {
    const audio = this.audio;
    if (!audio || this.priming) return;
    const duration =
      Number.isFinite(audio.duration) && audio.duration > 0
        ? audio.duration
        : this.progress.duration;
    this.progress = { currentTime: audio.currentTime, duration };
    this.progressEvents.emit();
  };

  private load(index: number, { play, startAt = 0, retry = false }: LoadOptions) {
    const audio = this.audio;
    const track = this.state.queue[index];
    if (!audio || !track) return;
    const token = ++this.loadToken;
    if (!retry) this.retried = false;
    const sameTrack = index === this.state.index;
    this.loaded = null;
    this.set({
      index,
      playing: play,
      loading: true,
      error: null,
      playback: sameTrack ? this.state.playback : null,
    });
    if (!sameTrack) {
      this.progress = { currentTime: 0, duration: track.durationSeconds };
      this.progressEvents.emit();
    }
    const cached = this.source.peek(track.id);
    if (cached) return this.use(cached, startAt);
    // Silence keeps the element playing (and unlocked) inside this tap while the URL is fetched.
    this.priming = true;
    audio.loop = true;
    audio.src = silentAudioUrl();
    if (play) audio.play().catch(() => undefined);
    this.source.fetch(track.id).then(
      (playback) => token === this.loadToken && this.use(playback, startAt),
      (error: unknown) =>
        token === this.loadToken &&
        this.fail(error instanceof ApiError ? error.message : undefined),
    );
  }

  private use(playback: Playback, startAt: number) {
    const audio = this.audio;
    if (!audio) return;
    this.priming = false;
    this.loaded = playback;
    audio.loop = false;
    audio.src = playback.url;
    if (startAt > 0) audio.currentTime = startAt;
    this.set({ playback: { kind: playback.kind, previewSeconds: playback.previewSeconds } });
    if (this.state.playing) this.start();
    else this.set({ loading: false });
  }

  private start() {
    this.audio?.play().catch((error: unknown) => {
      // Blocked without a tap: show the play button. Other failures arrive as 'error' events.
      if (error instanceof DOMException && error.name === 'NotAllowedError')
        this.set({ playing: false, loading: false });
    });
  }

  /** A failed load is most often a lapsed signed URL (403): fetch a new one once, then give up. */
  private mediaError() {
    const track = this.state.queue[this.state.index];
    if (!track) return;
    if (!this.retried) {
      this.retried = true;
      this.source.forget(track.id);
      this.load(this.state.index, {
        play: this.state.playing,
        startAt: this.progress.currentTime,
        retry: true,
      });
      return;
    }
    this.fail();
  }

  private fail(detail?: string) {
    this.priming = false;
    this.audio?.pause();
    this.set({ playing: false, loading: false, error: STREAM_ERROR });
    toast.error(this.failureText, detail ? { description: detail } : undefined);
  }
}
