import { describe, expect, it } from 'vitest';
import type { HomeComponent } from '../../../../protocol';
import { moduleStateOf } from './use-home-module';

const page = (count: number): HomeComponent => ({
  moduleId: 1,
  display_type: 'course',
  page: 1,
  pageSize: 4,
  total: count,
  list: Array.from({ length: count }, (_, n) => ({
    id: String(n),
    title: `c${n}`,
    summary: '',
    url: '',
    external: 'N' as const,
  })),
});

describe('home module state (spec 000 §4)', () => {
  it('is loading until content arrives, then loaded or noData', () => {
    expect(moduleStateOf({ display_type: 'course' }, { isPending: true, isError: false })).toBe('loading');
    expect(moduleStateOf({ display_type: 'course' }, { isPending: false, isError: false, data: page(2) })).toBe(
      'loaded',
    );
    expect(moduleStateOf({ display_type: 'news' }, { isPending: false, isError: false, data: page(0) })).toBe('noData');
    expect(moduleStateOf({ display_type: 'task' }, { isPending: false, isError: true })).toBe('error');
  });

  it('never flags an advert panel or banner noData', () => {
    expect(moduleStateOf({ display_type: 'advert' }, { isPending: false, isError: false, data: page(0) })).toBe(
      'loaded',
    );
    expect(moduleStateOf({ display_type: 'banner' }, { isPending: false, isError: false, data: page(0) })).toBe(
      'loaded',
    );
  });

  it('keeps showing the previous page while the next one loads', () => {
    expect(moduleStateOf({ display_type: 'course' }, { isPending: false, isError: true, data: page(3) })).toBe(
      'loaded',
    );
  });
});
