import { queryOptions, useQuery } from '@tanstack/react-query';
import { requiredTierForEvent, requiredTierForTrack } from '@fanclub/shared/access';
import { CLIPS_ROW_SIZE, LATEST_VIDEOS_LIMIT, NEWS_LIMIT } from '@fanclub/shared/limits';
import { planById } from '@fanclub/shared/plans';
import type { Tier } from '@fanclub/shared/roles';
import { isTier } from '@fanclub/shared/roles';
import type {
  ClubEvent,
  ContentPost,
  ExclusiveClip,
  Track,
  Video,
} from '@fanclub/shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import {
  catalogQueries,
  clipKeys,
  eventKeys,
  trackKeys,
} from '../../../lib/catalog/catalog-queries';
import { useViewer } from '../../../lib/catalog/viewer';
import type { Viewer } from '../../../lib/catalog/viewer';
import { useActiveStream } from '../../../lib/live/active-stream';
import type { UnlockReason } from '../../../lib/subscribe-link';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

/** What the fan tried to open: the plan it needs and, when known, a line naming it. */
export interface UnlockTarget {
  tier: Exclude<Tier, 'free'>;
  /** 'To watch “Soundcheck” you need Fan+', in the fan's language. */
  needs: string | null;
}

const paid = (tier: Tier): UnlockTarget['tier'] => (tier === 'vip' ? 'vip' : 'fanplus');

// The same keys and URLs the locking screens use, so a fan arriving from one reads the cache.
const clips = (viewer: Viewer | undefined) =>
  queryOptions({
    queryKey: clipKeys.list(CLIPS_ROW_SIZE, viewer),
    queryFn: ({ signal }) => api.get<ExclusiveClip[]>(`/api/clips?limit=${CLIPS_ROW_SIZE}`, signal),
    enabled: viewer !== undefined,
  });
const track = (id: string, viewer: Viewer | undefined) =>
  queryOptions({
    queryKey: trackKeys.detail(id, viewer),
    queryFn: ({ signal }) => api.get<Track>(`/api/tracks/${encodeURIComponent(id)}`, signal),
    enabled: viewer !== undefined,
  });
const event = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api.get<ClubEvent>(`/api/events/${encodeURIComponent(id)}`, signal),
  });

/**
 * Resolves `?for=` into the plan to lead with. Only titles and tiers the fan may already see are
 * read (a locked item's title is public; its body and media never reach this screen).
 */
export function useUnlockTarget(reason: UnlockReason | null): UnlockTarget | null {
  const t = useT();
  const viewer = useViewer();
  const kind = reason?.kind;
  const id = reason?.id ?? '';
  const clipList = useQuery({ ...clips(viewer), enabled: kind === 'clip' && viewer !== undefined });
  const videoList = useQuery({
    ...catalogQueries.videos(LATEST_VIDEOS_LIMIT, viewer),
    enabled: kind === 'video' && viewer !== undefined,
  });
  const postList = useQuery({
    ...catalogQueries.posts(NEWS_LIMIT, viewer),
    enabled: kind === 'post' && viewer !== undefined,
  });
  const oneTrack = useQuery({ ...track(id, viewer), enabled: kind === 'track' && !!id });
  const oneEvent = useQuery({
    ...event(id),
    enabled: (kind === 'event' || kind === 'early-tickets') && !!id,
  });
  const stream = useActiveStream();

  const needing = (key: MessageKey, tier: Tier, title = ''): UnlockTarget => ({
    tier: paid(tier),
    needs: t(key, { plan: planById(paid(tier)).name, title }),
  });
  /** A line naming the item, only when its title is known. */
  const titled = (key: MessageKey, title: string | undefined, tier: Tier): UnlockTarget =>
    title ? needing(key, tier, title) : { tier: paid(tier), needs: null };

  switch (kind) {
    case 'clip': {
      const clip = clipList.data?.find((c) => c.id === id || c.slug === id);
      return clip ? titled('subscriptions.needToWatch', clip.title, clip.requiredTier) : null;
    }
    case 'video': {
      const video: Video | undefined = videoList.data?.find((v) => v.id === id);
      return video ? titled('subscriptions.needToWatch', video.title, video.requiredTier) : null;
    }
    case 'post': {
      const post: ContentPost | undefined = postList.data?.find((p) => p.id === id);
      return post
        ? titled('subscriptions.needToRead', post.title || undefined, post.requiredTier)
        : null;
    }
    case 'track':
      return oneTrack.data
        ? titled(
            'subscriptions.needToHear',
            oneTrack.data.title,
            requiredTierForTrack(oneTrack.data.isPremium),
          )
        : null;
    case 'event':
      return oneEvent.data
        ? titled(
            'subscriptions.needTicketsFor',
            oneEvent.data.title,
            requiredTierForEvent(oneEvent.data.isVipOnly),
          )
        : null;
    case 'early-tickets':
      return oneEvent.data
        ? titled('subscriptions.needEarlyTicketsFor', oneEvent.data.title, 'vip')
        : null;
    case 'live':
      return stream && stream.id === id
        ? titled('subscriptions.needToWatch', stream.title, stream.audienceTier)
        : needing('subscriptions.needLivestreams', 'fanplus');
    case 'community':
      return needing('subscriptions.needCommunity', 'fanplus');
    case 'plan':
      return isTier(id) && id !== 'free' ? { tier: id, needs: null } : null;
    default:
      return null;
  }
}
