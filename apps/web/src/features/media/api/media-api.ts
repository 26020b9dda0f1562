import { queryOptions } from '@tanstack/react-query';
import { CLIPS_ROW_SIZE } from '@fanclub/shared/limits';
import type { ExclusiveClip } from '@fanclub/shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import { clipKeys } from '../../../lib/catalog/catalog-queries';
import type { Viewer } from '../../../lib/catalog/viewer';

export const mediaQueries = {
  // Which clips carry a video URL depends on the viewer's tier, so the tier is part of the key.
  // The URLs are signed for 15 minutes: refetch well before they expire.
  clips: (viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: clipKeys.list(CLIPS_ROW_SIZE, viewer),
      queryFn: ({ signal }) =>
        api.get<ExclusiveClip[]>(`/api/clips?limit=${CLIPS_ROW_SIZE}`, signal),
      enabled: viewer !== undefined,
      staleTime: 5 * 60_000,
      refetchInterval: 10 * 60_000,
    }),
};
