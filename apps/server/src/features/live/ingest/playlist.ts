/** The playlist our ingest (ffmpeg) writes in each stream's directory, DATA_DIR/live/<streamId>/. */
export const INGEST_PLAYLIST = 'index.m3u8';

/** Our own ingest serves a stream at this path; a stream with any other URL is fed from elsewhere. */
export const ingestPlaylistPath = (streamId: string) => `/live/${streamId}/${INGEST_PLAYLIST}`;
