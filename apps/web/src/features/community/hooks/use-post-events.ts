// An open post listens for new comments and like counts (Server-Sent Events) and writes them into
// the cache. When the stream drops it waits RECONNECT_DELAYS_MS (1, 2, 5, then every 10 s) before
// trying again, and starts over once a connection has held; a hidden tab closes it until shown.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RECONNECT_DELAYS_MS } from '@fanclub/shared/limits';
import type { PostUpdate } from '@fanclub/shared/schemas/community';
import { communityKeys, postEventsUrl } from '../api/community-api';
import { addComment, removeComment, updateComment, updatePost } from '../post-cache';

export function usePostEvents(postId: string, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const apply = (update: PostUpdate) => {
      if (update.postId !== postId) return;
      if (update.type === 'comment') {
        if (addComment(client, update.comment))
          updatePost(client, postId, (p) => ({ ...p, commentCount: p.commentCount + 1 }));
      } else if (update.type === 'comment-removed') {
        removeComment(client, postId, update.commentId);
      } else if (update.type === 'likes') {
        updatePost(client, postId, (p) => ({
          ...p,
          likeCount: update.likeCount,
          commentCount: update.commentCount,
        }));
      } else if (update.type === 'comment-likes') {
        updateComment(client, postId, update.commentId, (c) => ({
          ...c,
          likeCount: update.likeCount,
        }));
      }
    };

    const connect = () => {
      if (stopped || document.visibilityState === 'hidden') return;
      source = new EventSource(postEventsUrl(postId), { withCredentials: true });
      source.onopen = () => {
        failures = 0;
      };
      source.onmessage = (event: MessageEvent<string>) => {
        try {
          apply(JSON.parse(event.data) as PostUpdate);
        } catch {
          // A line that is not an update (a comment, a keep-alive) is not ours to read.
        }
      };
      source.onerror = () => {
        // The browser's own retry would hammer a server that is down: we pace it ourselves.
        source?.close();
        source = null;
        const delay =
          RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
        failures += 1;
        timer = setTimeout(connect, delay);
      };
    };

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(timer);
        source?.close();
        source = null;
      } else if (!source) {
        failures = 0;
        // What happened while hidden: read the post and its comments again, then listen.
        void client.invalidateQueries({ queryKey: communityKeys.postAll(postId) });
        void client.invalidateQueries({ queryKey: communityKeys.commentsAll(postId) });
        connect();
      }
    };

    connect();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, postId, enabled]);
}
