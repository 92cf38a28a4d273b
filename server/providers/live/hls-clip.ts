import fs from 'node:fs';
import path from 'node:path';
import { SEED_MEDIA_ROOT } from '../../lib/media-store';

/**
 * The committed HLS clip the simulators stream (scripts/make-live-clip.sh): 2-second MPEG-TS
 * segments. The live playlist is a sliding window computed from the wall clock, so it needs no
 * state and every server process answers the same window at the same moment (WORKERS).
 */
export const CLIP_DIR = path.join(SEED_MEDIA_ROOT, 'live');
export const SEGMENT_SECONDS = 2;
/**
 * Segments in a live playlist's window: 30 s, so two reloads of a player on a slow or busy device
 * (several seconds apart) still overlap and it can follow the stream; hls.js plays three target
 * durations behind the newest segment.
 */
const WINDOW = 15;

let cachedCount: number | null = null;
export function clipSegmentCount(): number {
  cachedCount ??= fs.readdirSync(CLIP_DIR).filter((f) => /^seg\d+\.mpegts$/.test(f)).length;
  return cachedCount;
}

export function segmentFile(index: number): string | null {
  const count = clipSegmentCount();
  if (!Number.isInteger(index) || index < 0 || index >= count) return null;
  return path.join(CLIP_DIR, `seg${index}.mpegts`);
}

/**
 * Where a play address counts its media sequence from: the start of the clip's cycle one cycle
 * before `issuedAt`. Counted from 1970 the numbers reach ~10^9, and hls.js spends seconds of the
 * page's main thread on each playlist load with numbers that large (seen as 6-20 s stalls of the
 * room page); an epoch on a cycle boundary keeps them small and every segment where the wall clock
 * puts it, and it travels in the address's token so every process answers the same window.
 */
export function playlistEpoch(issuedAt: number): number {
  const cycle = clipSegmentCount() * SEGMENT_SECONDS * 1000;
  return Math.max(0, (Math.floor(issuedAt / cycle) - 1) * cycle);
}

/**
 * A live playlist at `now` (sequences counted from `epoch`, see playlistEpoch): media sequence numbers grow with the clock; sequence n plays segment
 * n mod count, and each wrap back to segment 0 is a discontinuity (the clip's timestamps restart).
 * `segmentUrl(sequence, index)` names the segment (the caller adds its access token).
 */
export function livePlaylist(now: number, segmentUrl: (sequence: number, index: number) => string, epoch = 0): string {
  const count = clipSegmentCount();
  const newest = Math.floor(Math.max(0, now - epoch) / (SEGMENT_SECONDS * 1000));
  const first = Math.max(0, newest - WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ];
  for (let sequence = first; sequence <= newest; sequence++) {
    if (sequence !== first && sequence % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, segmentUrl(sequence, sequence % count));
  }
  return lines.join('\n') + '\n';
}

/** The recording: the whole clip, closed with ENDLIST so players show it as video on demand. */
export function vodPlaylist(segmentUrl: (sequence: number, index: number) => string): string {
  const count = clipSegmentCount();
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (let index = 0; index < count; index++)
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, segmentUrl(index, index));
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}
