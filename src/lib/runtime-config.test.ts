import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('falls back to the defaults when nothing is set', () => {
    expect(readRuntimeConfig(undefined)).toEqual({
      apiBase: '',
      appKey: 'learning-portal/pcweb/6.0.0',
      defaultEid: 0,
      uploadBase: '',
    });
  });

  it('takes valid values and ignores mistyped ones', () => {
    expect(readRuntimeConfig({ apiBase: 'https://gw.example.com', appKey: 42, defaultEid: '3' })).toEqual({
      apiBase: 'https://gw.example.com',
      appKey: 'learning-portal/pcweb/6.0.0',
      defaultEid: 3,
      uploadBase: '',
    });
    expect(readRuntimeConfig({ uploadBase: 'https://upload.example.com' }).uploadBase).toBe(
      'https://upload.example.com',
    );
    expect(readRuntimeConfig({ uploadBase: 7 }).uploadBase).toBe('');
    expect(readRuntimeConfig({ defaultEid: -1 }).defaultEid).toBe(0);
  });
});
