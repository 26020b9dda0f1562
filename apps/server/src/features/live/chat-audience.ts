const STREAM_SCOPED = new Set(['chat', 'chat-deleted', 'chat-muted', 'hearts']);

/** The stream whose watchers alone should get a hub message, or null when it is for everyone. */
export function streamAudience(message: object): string | null {
  const { type, streamId } = message as { type?: unknown; streamId?: unknown };
  return typeof type === 'string' && STREAM_SCOPED.has(type) && typeof streamId === 'string'
    ? streamId
    : null;
}
