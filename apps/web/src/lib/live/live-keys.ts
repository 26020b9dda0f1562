// Every live-stream query key. Home, the bottom bar, the media hub and the Admin Tools all read
// or change streams, so the factory lives here; invalidating `liveKeys.all` refreshes them all.
export const liveKeys = {
  all: ['live'] as const,
  /** The stream everyone sees (active-stream.ts). */
  active: () => [...liveKeys.all, 'active'] as const,
  mineAll: () => [...liveKeys.all, 'mine'] as const,
  /**
   * GET /api/live/mine: the caller's running streams with the secret key (admins get every running
   * one), read by the media hub and the Admin Tools; per user so keys never cross accounts.
   */
  mine: (userId: string | null) => [...liveKeys.mineAll(), userId ?? 'signed-out'] as const,
  playback: (streamId: string) => [...liveKeys.all, 'playback', streamId] as const,
  /** GET /api/live/scheduled: "Upcoming Live Streams" (Home) and the Go Live dialog's schedule. */
  scheduled: (limit: number) => [...liveKeys.all, 'scheduled', limit] as const,
};
