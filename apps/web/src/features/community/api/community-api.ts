// The club's reads and writes, and the one place their query keys are built. Every key carries
// the reader (a member's id, 'guest', or 'pending' until the session is known): a post's lock,
// its "liked by me" and its Edit/Delete differ per reader, so signing in never shows another
// reader's answer. Live updates and mutations touch a post under every reader by key prefix.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  Comment,
  CommentsResponse,
  FeedFilter,
  FeedResponse,
  LikeResponse,
  PostResponse,
  RepliesResponse,
  ReportBody,
} from '@fanclub/shared/schemas/community';
import { api } from '../../../lib/api-client';

export type Reader = string;

const base = '/api/community';
const withCursor = (url: string, cursor: string | null) =>
  cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : url;

export const communityKeys = {
  all: ['community'] as const,
  feeds: () => [...communityKeys.all, 'feed'] as const,
  feed: (filter: FeedFilter, reader: Reader) => [...communityKeys.feeds(), filter, reader] as const,
  /** Every reader's copy of one post (prefix of `post`). */
  postAll: (id: string) => [...communityKeys.all, 'post', id] as const,
  post: (id: string, reader: Reader) => [...communityKeys.postAll(id), reader] as const,
  commentsAll: (postId: string) => [...communityKeys.all, 'comments', postId] as const,
  comments: (postId: string, reader: Reader) =>
    [...communityKeys.commentsAll(postId), reader] as const,
  replies: (commentId: string, reader: Reader) =>
    [...communityKeys.all, 'replies', commentId, reader] as const,
};

export const communityQueries = {
  feed: (filter: FeedFilter, reader: Reader) =>
    infiniteQueryOptions({
      queryKey: communityKeys.feed(filter, reader),
      queryFn: ({ pageParam, signal }) =>
        api.get<FeedResponse>(withCursor(`${base}/feed?filter=${filter}`, pageParam), signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      enabled: reader !== 'pending',
    }),
  post: (id: string, reader: Reader) =>
    queryOptions({
      queryKey: communityKeys.post(id, reader),
      queryFn: ({ signal }) =>
        api.get<PostResponse>(`${base}/posts/${encodeURIComponent(id)}`, signal),
      enabled: reader !== 'pending',
    }),
  comments: (postId: string, reader: Reader) =>
    infiniteQueryOptions({
      queryKey: communityKeys.comments(postId, reader),
      queryFn: ({ pageParam, signal }) =>
        api.get<CommentsResponse>(
          withCursor(`${base}/posts/${postId}/comments`, pageParam),
          signal,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      enabled: reader !== 'pending',
    }),
  /** Replies past the first few the thread carries (GET /comments/:id/replies). */
  replies: (commentId: string, reader: Reader) =>
    infiniteQueryOptions({
      queryKey: communityKeys.replies(commentId, reader),
      queryFn: ({ pageParam, signal }) =>
        api.get<RepliesResponse>(
          withCursor(`${base}/comments/${commentId}/replies`, pageParam),
          signal,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      enabled: false,
    }),
};

export const communityApi = {
  createPost: (form: FormData) => api.post<PostResponse>(`${base}/posts`, form),
  updatePost: (id: string, text: string) =>
    api.patch<PostResponse>(`${base}/posts/${id}`, { text }),
  deletePost: (id: string) => api.delete<unknown>(`${base}/posts/${id}`),
  likePost: (id: string, like: boolean) =>
    like
      ? api.put<LikeResponse>(`${base}/posts/${id}/like`)
      : api.delete<LikeResponse>(`${base}/posts/${id}/like`),
  createComment: (postId: string, text: string, parentId?: string) =>
    api.post<Comment>(`${base}/posts/${postId}/comments`, {
      text,
      ...(parentId ? { parentId } : {}),
    }),
  deleteComment: (id: string) => api.delete<unknown>(`${base}/comments/${id}`),
  likeComment: (id: string, like: boolean) =>
    like
      ? api.put<LikeResponse>(`${base}/comments/${id}/like`)
      : api.delete<LikeResponse>(`${base}/comments/${id}/like`),
  report: (body: ReportBody) => api.post<unknown>(`${base}/reports`, body),
};

/** Where an open post listens for new comments and like counts (Server-Sent Events). */
export const postEventsUrl = (id: string) => `${base}/posts/${id}/events`;
