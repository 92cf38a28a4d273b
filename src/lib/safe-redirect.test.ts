import { describe, expect, it } from 'vitest';
import { safeBackUrl } from './safe-redirect';

describe('safeBackUrl', () => {
  it.each(['/index', '/course/9?tab=2', '/my/index#top'])('keeps %s', (url) => {
    expect(safeBackUrl(url)).toBe(url);
  });

  it.each([
    null,
    '',
    'index',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\tx',
  ])('refuses %s', (url) => {
    expect(safeBackUrl(url)).toBeNull();
  });
});
