import type { OwnStream, PublicStream } from '@fanclub/shared/schemas/live';
import type { StreamRow } from './repository';

/** The public face of a stream: never the key or the ingest address. */
export function publicStream(row: StreamRow, viewerCount: number): PublicStream {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    streamUrl: row.streamUrl,
    streamType: row.streamType,
    isActive: row.isActive,
    viewerCount,
    displayName: row.displayName,
    startedAt: row.startedAt.toISOString(),
  };
}

export function ownStream(row: StreamRow, viewerCount: number, ingestBase: string | null): OwnStream {
  return { ...publicStream(row, viewerCount), streamKey: row.streamKey, ingestUrl: ingestBase ? `${ingestBase}/${row.streamKey}` : null };
}
