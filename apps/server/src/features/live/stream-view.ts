import type { IngestState, OwnStream, PublicStream } from '@fanclub/shared/schemas/live';
import type { StreamRow } from './repository';
import { ingestPlaylistPath } from './ingest/playlist';

/** Where a stream fed by our RTMP ingest stands; null when it plays from a URL given at start. */
function ingestState(row: StreamRow): IngestState | null {
  if (row.streamUrl !== ingestPlaylistPath(row.id)) return null;
  if (row.onAir) return 'live';
  return row.onAirChangedAt ? 'reconnecting' : 'waiting';
}

/** The public face of a stream: never the key or the ingest address. */
export function publicStream(row: StreamRow, viewerCount: number): PublicStream {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    // Never the URL: this face reaches everyone; who may watch asks /api/live/:id/playback.
    streamUrl: null,
    streamType: row.streamType,
    audienceTier: row.audienceTier === 'vip' ? 'vip' : 'fanplus',
    isActive: row.isActive,
    viewerCount,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    startedAt: row.startedAt.toISOString(),
    ingest: ingestState(row),
  };
}

/** The owner's view adds the key and, for a stream fed by our ingest, the RTMP server URL for OBS. */
export function ownStream(
  row: StreamRow,
  viewerCount: number,
  ingestServerUrl: string | null,
): OwnStream {
  const view = publicStream(row, viewerCount);
  return {
    ...view,
    streamUrl: row.streamUrl,
    streamKey: row.streamKey,
    ingestUrl: view.ingest !== null ? ingestServerUrl : null,
  };
}
