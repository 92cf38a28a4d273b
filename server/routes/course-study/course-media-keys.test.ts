import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { isSafeKey, mediaFilePath } from './course-media.route';

describe('course media keys', () => {
  it('serves only plain relative keys inside the media roots', () => {
    expect(isSafeKey('demo/lesson.mp4')).toBe(true);
    for (const key of ['../secret', 'demo/../../etc/passwd', '/etc/passwd', 'demo/.hidden', 'demo//x', 'demo\\x', ''])
      expect(isSafeKey(key), key).toBe(false);
    const config = readConfig({});
    expect(mediaFilePath(config, 'demo/lesson.mp4')).toMatch(/seed\/media\/demo\/lesson\.mp4$/);
    expect(mediaFilePath(config, 'demo/../x')).toBeNull();
  });
});
