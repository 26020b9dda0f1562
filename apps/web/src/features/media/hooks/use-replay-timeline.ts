import { useQuery } from '@tanstack/react-query';
import { REPLAY_TIMELINE_WINDOW_SEC } from '@fanclub/shared/schemas/replays';
import { replayQueries } from '../api/replays-api';

/** Chat lines shown under the picture: the latest up to the playback position. */
const SHOWN_LINES = 40;

/**
 * What the replay's audience had said and sent by `at` seconds: the chat of this window and the
 * one before (fetched a minute at a time, so a seek loads only where it lands) and the running
 * heart total (undefined while loading).
 */
export function useReplayTimeline(id: string, at: number, enabled: boolean) {
  const window = Math.floor(Math.max(0, at) / REPLAY_TIMELINE_WINDOW_SEC);
  const current = useQuery({ ...replayQueries.timeline(id, window), enabled });
  const previous = useQuery({
    ...replayQueries.timeline(id, Math.max(0, window - 1)),
    enabled: enabled && window > 0,
  });
  const said = [...(window > 0 ? (previous.data?.chat ?? []) : []), ...(current.data?.chat ?? [])]
    .filter((c) => c.at <= at)
    .slice(-SHOWN_LINES);
  const hearts = current.data
    ? current.data.hearts.filter((h) => h.at <= at).reduce((sum, h) => sum + h.count, 0) +
      current.data.heartsBefore
    : undefined;
  return { said, hearts };
}
