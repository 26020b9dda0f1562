// One post lives in several cached answers at once (each feed filter's pages, the post screen):
// a like, an edit, a live count or a delete updates all of them, for every reader, by key prefix.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  Comment,
  CommentsResponse,
  FeedResponse,
  Post,
  PostResponse,
} from '@fanclub/shared/schemas/community';
import { communityKeys } from './api/community-api';

export function updatePost(client: QueryClient, id: string, change: (post: Post) => Post): void {
  client.setQueriesData<InfiniteData<FeedResponse>>({ queryKey: communityKeys.feeds() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === id ? change(post) : post)),
          })),
        }
      : data,
  );
  client.setQueriesData<PostResponse>({ queryKey: communityKeys.postAll(id) }, (data) =>
    data ? { ...data, post: change(data.post) } : data,
  );
}

export function removePostFromFeeds(client: QueryClient, id: string): void {
  client.setQueriesData<InfiniteData<FeedResponse>>({ queryKey: communityKeys.feeds() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.filter((post) => post.id !== id),
          })),
        }
      : data,
  );
}

/** Puts a new post at the top of every cached feed it belongs in (the artist filter only for artists). */
export function prependPost(client: QueryClient, post: Post): void {
  for (const [key, data] of client.getQueriesData<InfiniteData<FeedResponse>>({
    queryKey: communityKeys.feeds(),
  })) {
    const filter = key[2];
    if (!data || (filter === 'artist' && post.kind !== 'artist')) continue;
    const [first, ...rest] = data.pages;
    if (!first || first.posts.some((p) => p.id === post.id)) continue;
    client.setQueryData<InfiniteData<FeedResponse>>(key, {
      ...data,
      pages: [{ ...first, posts: [post, ...first.posts] }, ...rest],
    });
  }
}

type CommentsData = InfiniteData<CommentsResponse>;

function mapComments(data: CommentsData, change: (comment: Comment) => Comment): CommentsData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      comments: page.comments.map((thread) => ({
        ...change(thread),
        replies: thread.replies.map(change),
      })),
    })),
  };
}

export function updateComment(
  client: QueryClient,
  postId: string,
  id: string,
  change: (comment: Comment) => Comment,
): void {
  client.setQueriesData<CommentsData>({ queryKey: communityKeys.commentsAll(postId) }, (data) =>
    data ? mapComments(data, (c) => (c.id === id ? change(c) : c)) : data,
  );
}

export function removeComment(client: QueryClient, postId: string, id: string): void {
  client.setQueriesData<CommentsData>({ queryKey: communityKeys.commentsAll(postId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments
              .filter((thread) => thread.id !== id)
              .map((thread) => ({
                ...thread,
                replies: thread.replies.filter((reply) => reply.id !== id),
              })),
          })),
        }
      : data,
  );
}

/**
 * Adds a comment (new ones first) or a reply (under its comment; the artist's pinned first), once:
 * the poster's own answer and the live event of the same comment may both arrive.
 */
export function addComment(client: QueryClient, comment: Comment): boolean {
  let added = false;
  client.setQueriesData<CommentsData>(
    { queryKey: communityKeys.commentsAll(comment.postId) },
    (data) => {
      if (!data) return data;
      const known = data.pages.some((page) =>
        page.comments.some(
          (t) => t.id === comment.id || t.replies.some((reply) => reply.id === comment.id),
        ),
      );
      if (known) return data;
      if (!comment.parentId) {
        const [first, ...rest] = data.pages;
        if (!first) return data;
        added = true;
        return {
          ...data,
          pages: [
            { ...first, comments: [{ ...comment, replies: [] }, ...first.comments] },
            ...rest,
          ],
        };
      }
      added = data.pages.some((page) => page.comments.some((t) => t.id === comment.parentId));
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          comments: page.comments.map((thread) =>
            thread.id === comment.parentId
              ? {
                  ...thread,
                  replyCount: thread.replyCount + 1,
                  replies: sortReplies([...thread.replies, comment]),
                }
              : thread,
          ),
        })),
      };
    },
  );
  return added;
}

/** The artist's replies pinned first, then the rest oldest first (a conversation reads down). */
export function sortReplies(replies: readonly Comment[]): Comment[] {
  return [...replies].sort(
    (a, b) => Number(b.byArtist) - Number(a.byArtist) || a.createdAt.localeCompare(b.createdAt),
  );
}
