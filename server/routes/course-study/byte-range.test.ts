import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { parseRange } from './byte-range';
import { isSafeKey, mediaFilePath } from './course-media.route';

describe('byte ranges and media keys', () => {
  it('reads the range forms a media element sends, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=0-9,20-29', 1000)).toEqual({ start: 0, end: 9 });
  });

  it('refuses ranges it cannot satisfy', () => {
    for (const header of ['bytes=1000-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=a-b'])
      expect(parseRange(header, 1000), header).toBeNull();
    expect(parseRange('bytes=0-1', 0)).toBeNull();
  });

  it('serves only plain relative keys inside the media roots', () => {
    expect(isSafeKey('demo/lesson.mp4')).toBe(true);
    for (const key of ['../secret', 'demo/../../etc/passwd', '/etc/passwd', 'demo/.hidden', 'demo//x', 'demo\\x', ''])
      expect(isSafeKey(key), key).toBe(false);
    const config = readConfig({});
    expect(mediaFilePath(config, 'demo/lesson.mp4')).toMatch(/seed\/media\/demo\/lesson\.mp4$/);
    expect(mediaFilePath(config, 'demo/../x')).toBeNull();
  });
});
