import { CAMERA_CLOSE, CAMERA_MIME_TYPES } from '@fanclub/shared/camera-live';

export type Facing = 'user' | 'environment';

/**
 * Why the camera stopped or cannot start: a problem the page names (camera-error.ts words it in
 * the artist's language), or the server's own reason for closing the camera socket.
 */
export type CameraError =
  | 'blocked'
  | 'notFound'
  | 'notStarted'
  | 'cannotRecord'
  | 'cannotSend'
  | 'stopped'
  | { reason: string };

export interface CameraState {
  /** The camera and microphone, for the preview; null until allowed. */
  media: MediaStream | null;
  facing: Facing;
  /** The stream the camera is being sent to, or null while only previewing. */
  streamId: string | null;
  /** Why the camera stopped or cannot start. */
  error: CameraError | null;
}

/** A chunk every 500 ms: small enough that video reaches the server within a second. */
const TIMESLICE_MS = 500;
/** A dropped connection is tried again this often before the page gives up. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 5_000, 10_000];
const STEADY_MS = 30_000;
const KEYFRAME_MS = 1_000;

let state: CameraState = { media: null, facing: 'user', streamId: null, error: null };
const listeners = new Set<() => void>();
let recorder: MediaRecorder | null = null;
let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

function set(next: Partial<CameraState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function cameraError(error: unknown): CameraError {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'blocked';
  if (name === 'NotFoundError') return 'notFound';
  return 'notStarted';
}

function pickFormat() {
  if (typeof MediaRecorder === 'undefined') return null;
  return CAMERA_MIME_TYPES.find((t) => MediaRecorder.isTypeSupported(t.mimeType)) ?? null;
}

function hangUp() {
  clearTimeout(retry);
  if (recorder && recorder.state !== 'inactive') recorder.stop();
  recorder = null;
  if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
  socket = null;
}

/** One connection: a fresh recording (its header first), sent chunk by chunk as it is made. */
function connect(streamId: string, attempt: number) {
  const format = pickFormat();
  if (!state.media || !format) return;
  const url = new URL(`/api/live/${streamId}/camera`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('format', format.format);
  let rec: MediaRecorder;
  try {
    const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number } = {
      mimeType: format.mimeType,
      videoBitsPerSecond: 2_500_000,
      audioBitsPerSecond: 128_000,
      // H.264 is copied as it comes, and HLS cuts segments at keyframes: Chromium's default is
      // one every ~5 s (5 s segments, fans further behind); this asks for one a second.
      videoKeyFrameIntervalDuration: KEYFRAME_MS,
    };
    rec = new MediaRecorder(state.media, options);
  } catch {
    set({ error: 'cannotRecord' });
    return;
  }
  const ws = new WebSocket(url.href);
  socket = ws;
  recorder = rec;
  rec.ondataavailable = (event) => {
    if (event.data.size > 0 && ws.readyState === WebSocket.OPEN) ws.send(event.data);
  };
  let openedAt = 0;
  ws.onopen = () => {
    openedAt = Date.now();
    rec.start(TIMESLICE_MS);
  };
  ws.onclose = (event) => {
    if (socket !== ws) return; // hung up on purpose
    if (rec.state !== 'inactive') rec.stop();
    recorder = null;
    socket = null;
    const again = event.code === CAMERA_CLOSE.dropped || event.code < 4000;
    // A connection that held a while starts the count again: a long show may drop many times.
    const next = openedAt && Date.now() - openedAt > STEADY_MS ? 0 : attempt;
    const delay = RETRY_DELAYS_MS[next];
    if (again && delay !== undefined && state.streamId === streamId) {
      retry = setTimeout(() => connect(streamId, next + 1), delay);
      return;
    }
    // Ended (Stop Stream here or elsewhere) is no error; anything else says why.
    const error: CameraError | null =
      event.code === CAMERA_CLOSE.ended
        ? null
        : event.reason
          ? { reason: event.reason }
          : 'stopped';
    stopCamera();
    set({ error });
  };
}

/** Asks for the camera and microphone (or the other camera), for the preview. */
export async function openCamera(facing: Facing = state.facing): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia || !pickFormat()) {
    set({ error: 'cannotSend' });
    return;
  }
  try {
    const media = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: 30 },
      audio: { echoCancellation: true, noiseSuppression: true },
    });
    for (const track of state.media?.getTracks() ?? []) track.stop();
    set({ media, facing, error: null });
    // A recording cannot switch cameras: while live, a new one starts (a second's gap for fans).
    if (state.streamId) sendCamera(state.streamId);
  } catch (error) {
    set({ error: cameraError(error) });
  }
}

/** Starts sending the camera to a started stream (the server puts it on air). */
export function sendCamera(streamId: string): void {
  if (!state.media) return; // not allowed or not found: openCamera said why
  hangUp();
  set({ streamId, error: null });
  remember(streamId);
  connect(streamId, 0);
}

const REMEMBERED = 'fanclub:camera-stream';

function remember(streamId: string) {
  try {
    sessionStorage.setItem(REMEMBERED, streamId);
  } catch {
    // Storage off (private mode): after a reload the panel just does not offer the camera.
  }
}

/** Whether this tab sent its camera to the stream before (a reload stops the camera). */
export function wasCameraStream(streamId: string): boolean {
  try {
    return sessionStorage.getItem(REMEMBERED) === streamId;
  } catch {
    return false;
  }
}

/** Turns the camera off and stops sending. */
export function stopCamera(): void {
  hangUp();
  for (const track of state.media?.getTracks() ?? []) track.stop();
  set({ media: null, streamId: null });
}

export const cameraStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
