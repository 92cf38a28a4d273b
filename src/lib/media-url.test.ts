import { afterEach, describe, expect, it } from 'vitest';
import { mediaUrl, thumbnailUrl } from './media-url';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from './runtime-config';

const withBase = (apiBase: string) => setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiBase });

afterEach(() => setRuntimeConfig(null));

describe('mediaUrl', () => {
  it('puts a server path on the gateway, with exactly one slash between', () => {
    withBase('https://gw.example.com/api/');
    expect(mediaUrl('/media/a.png')).toBe('https://gw.example.com/api/media/a.png');
    expect(mediaUrl('media/a.png')).toBe('https://gw.example.com/api/media/a.png');
    expect(mediaUrl('/v1/course-media/7?sig=x&exp=1')).toBe('https://gw.example.com/api/v1/course-media/7?sig=x&exp=1');
  });

  it('keeps the path on the portal origin when the gateway is the same origin', () => {
    withBase('');
    expect(mediaUrl('/media/a.png')).toBe('/media/a.png');
  });

  it('passes complete addresses through', () => {
    withBase('https://gw.example.com');
    for (const url of [
      'https://cdn.example.com/a.mp4',
      'http://cdn.example.com/a.mp4',
      '//cdn.example.com/a.mp4',
      'blob:https://portal.example.com/5f1c',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(mediaUrl(url)).toBe(url);
    }
  });

  it('answers nothing for nothing and for other schemes', () => {
    withBase('https://gw.example.com');
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl('javascript:alert(1)')).toBe('');
    expect(mediaUrl(' JavaScript:alert(1)')).toBe('');
    expect(mediaUrl('data:text/html,<script>alert(1)</script>')).toBe('');
  });
});

describe('thumbnailUrl (spec widths 100, 200, 400, 600, 800)', () => {
  it('asks for the smallest spec width that covers the shown size on this screen', () => {
    withBase('https://gw.example.com');
    expect(thumbnailUrl('/media/1/cover/a.png', 90, 1)).toBe('https://gw.example.com/media/1/cover/a.png?w=100');
    expect(thumbnailUrl('/media/1/cover/a.png', 150, 1)).toBe('https://gw.example.com/media/1/cover/a.png?w=200');
    expect(thumbnailUrl('/media/1/cover/a.png', 150, 2)).toBe('https://gw.example.com/media/1/cover/a.png?w=400');
    expect(thumbnailUrl('media/1/cover/a.png', 280, 2)).toBe('https://gw.example.com/media/1/cover/a.png?w=600');
    expect(thumbnailUrl('/media/1/cover/a.png', 1200, 1)).toBe('https://gw.example.com/media/1/cover/a.png?w=800');
  });

  it('leaves addresses the server does not scale as mediaUrl makes them', () => {
    withBase('');
    expect(thumbnailUrl('https://cdn.example.com/a.png', 100, 1)).toBe('https://cdn.example.com/a.png');
    expect(thumbnailUrl('/v1/course-media/7?sig=x', 100, 1)).toBe('/v1/course-media/7?sig=x');
    expect(thumbnailUrl('javascript:alert(1)', 100, 1)).toBe('');
    expect(thumbnailUrl('', 100, 1)).toBe('');
  });
});
