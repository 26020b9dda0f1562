/**
 * Going live from the browser's camera (ADR 032): the page records with MediaRecorder and sends
 * the chunks as binary frames over GET /api/live/:streamId/camera?format=…; the server feeds
 * them into the same HLS path as RTMP. These are the formats and close codes both sides share.
 */
export const CAMERA_FORMATS = ['webm-h264', 'webm-vp8', 'webm-vp9', 'mp4-h264'] as const;
export type CameraFormat = (typeof CAMERA_FORMATS)[number];

/** MediaRecorder types, best first: H.264 is copied by the server, VP8/VP9 must be encoded. */
export const CAMERA_MIME_TYPES: readonly { mimeType: string; format: CameraFormat }[] = [
  { mimeType: 'video/webm;codecs=h264,opus', format: 'webm-h264' },
  { mimeType: 'video/mp4;codecs=avc1,mp4a.40.2', format: 'mp4-h264' },
  { mimeType: 'video/mp4', format: 'mp4-h264' },
  { mimeType: 'video/webm;codecs=vp8,opus', format: 'webm-vp8' },
  { mimeType: 'video/webm;codecs=vp9,opus', format: 'webm-vp9' },
];

/** Largest binary frame the camera socket takes (a 500 ms chunk at 4 Mbit/s is ~250 KB). */
export const CAMERA_MAX_FRAME_BYTES = 1024 * 1024;
/** Average bytes a second the camera socket takes (8 Mbit/s), over a few seconds' burst. */
export const CAMERA_MAX_BYTES_PER_SECOND = 1024 * 1024;

/**
 * Why the server closed the camera socket. 4000 + an HTTP status is a refusal (4401 signed
 * out, 4403 not the stream's artist, 4404 the stream has ended, 4409 not a camera stream);
 * the page stops the camera then. `dropped` may be retried; `replaced` and `ended` may not.
 */
export const CAMERA_CLOSE = {
  ended: 4410,
  replaced: 4001,
  dropped: 4002,
  tooMuch: 4429,
  unavailable: 4503,
} as const;
