import { describe, expect, it } from 'vitest';
import { clipSegmentCount, livePlaylist, playlistEpoch, SEGMENT_SECONDS } from './hls-clip';

const sequenceOf = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)![1]);
const segments = (playlist: string) => [...playlist.matchAll(/^seg(\d+)$/gm)].map((m) => Number(m[1]));

describe('live playlist', () => {
  const now = Date.UTC(2026, 10, 26, 7, 0, 0);
  const url = (_sequence: number, index: number) => `seg${index}`;

  it('counts its media sequence from the address epoch, so hls.js never sees numbers near 10^9', () => {
    const epoch = playlistEpoch(now);
    expect(sequenceOf(livePlaylist(now, url))).toBeGreaterThan(1e8);
    const small = livePlaylist(now + 60_000, url, epoch);
    expect(sequenceOf(small)).toBeLessThan(100);
    // The same segments at the same moment as without an epoch: the wall clock still places them.
    expect(segments(small)).toEqual(segments(livePlaylist(now + 60_000, url)));
  });

  it('starts the epoch on a clip cycle a cycle before the address is issued (segments to play at once)', () => {
    const cycle = clipSegmentCount() * SEGMENT_SECONDS * 1000;
    const epoch = playlistEpoch(now);
    expect(epoch % cycle).toBe(0);
    expect(now - epoch).toBeGreaterThanOrEqual(cycle);
    expect(now - epoch).toBeLessThan(2 * cycle);
  });
});
