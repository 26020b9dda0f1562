/** One recorded HLS segment: its file, length, wall-clock start, and whether a new publish began here. */
export interface VodSegment {
  uri: string;
  duration: number;
  /** Epoch ms when the segment began (the encoder's time, as our ingest saw it). */
  startedAt: number;
  discontinuity: boolean;
}

const EXTINF = /^#EXTINF:([\d.]+)/;
const PDT = /^#EXT-X-PROGRAM-DATE-TIME:(.+)$/;

/** Segments of an HLS media playlist (ours or ffmpeg's live one), in order. */
export function parsePlaylist(text: string): VodSegment[] {
  const segments: VodSegment[] = [];
  let duration: number | null = null;
  let startedAt = NaN;
  let discontinuity = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const inf = EXTINF.exec(line);
    const pdt = PDT.exec(line);
    if (inf) duration = Number(inf[1]);
    else if (pdt) startedAt = Date.parse(pdt[1] ?? '');
    else if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration, startedAt, discontinuity });
      duration = null;
      startedAt = NaN;
      discontinuity = false;
    }
  }
  return segments;
}

/**
 * A VOD (or, while recording, EVENT) playlist. Each segment carries its wall-clock start
 * (PROGRAM-DATE-TIME), which is how chat and hearts are put in step with the video.
 */
export function writePlaylist(segments: VodSegment[], ended: boolean): string {
  const target = Math.max(1, ...segments.map((s) => Math.ceil(s.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    `#EXT-X-PLAYLIST-TYPE:${ended ? 'VOD' : 'EVENT'}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  segments.forEach((s, i) => {
    if (s.discontinuity && i > 0) lines.push('#EXT-X-DISCONTINUITY');
    if (Number.isFinite(s.startedAt))
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(s.startedAt).toISOString()}`);
    lines.push(`#EXTINF:${s.duration.toFixed(6)},`, s.uri);
  });
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Where each segment begins on the video's own clock (seconds from the first). */
export function segmentOffsets(segments: VodSegment[]): number[] {
  let at = 0;
  return segments.map((s) => {
    const start = at;
    at += s.duration;
    return start;
  });
}

/** Segments kept by a cut at [from, to) seconds: whole segments only (no re-encode). */
export function trimSegments(segments: VodSegment[], from: number, to: number | null) {
  const offsets = segmentOffsets(segments);
  return segments.filter((s, i) => {
    const start = offsets[i] ?? 0;
    return start + s.duration > from + 0.001 && (to === null || start < to - 0.001);
  });
}

/**
 * The video time (seconds from the first kept segment) when `at` happened: inside a segment by
 * its offset there; in a gap (the encoder away) at the next segment's start; null outside.
 */
export function videoTimeOf(segments: VodSegment[], at: number): number | null {
  let offset = 0;
  for (const s of segments) {
    if (!Number.isFinite(s.startedAt)) return null;
    const end = s.startedAt + s.duration * 1000;
    // Said before the first picture (or while the encoder was away): shown as the video (re)starts.
    if (at < s.startedAt) return offset;
    if (at < end) return offset + (at - s.startedAt) / 1000;
    offset += s.duration;
  }
  return null;
}

/**
 * Wall-clock bounds (epoch ms) surely holding everything shown between `from` and `to` seconds of
 * the video: from the end of the segment before `from`'s (what was said in a gap shows at the
 * next picture) to the end of `to`'s segment.
 */
export function wallWindow(segments: VodSegment[], from: number, to: number) {
  const offsets = segmentOffsets(segments);
  let lower = 0;
  let upper = 0;
  segments.forEach((s, i) => {
    const start = offsets[i] ?? 0;
    const end = s.startedAt + s.duration * 1000;
    if (start + s.duration <= from) lower = end;
    if (start <= to) upper = end;
  });
  return { from: new Date(lower), to: new Date(upper) };
}
