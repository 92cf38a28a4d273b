import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import { ChunkLoadError, lazyLayout, lazyPage } from './lazy-route';

const Page = () => null;

describe('lazyPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves to the loaded component', async () => {
    const lazy = lazyPage('x', async () => Page) as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(Page);
  });

  it('resolves silently to an empty page when the chunk fails, recording type and source', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lazy = lazyPage('course', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ) as () => Promise<{
      Component: () => null;
    }>;
    const { Component } = await lazy();
    expect(Component()).toBeNull();
    const error = warn.mock.calls[0]![0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect([error.type, error.source]).toEqual(['error', 'course']);
  });
});

describe('lazyLayout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves to the loaded layout', async () => {
    const lazy = lazyLayout('centre', async () => Page) as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(Page);
  });

  it('shows the page without its frame (an outlet) when the layout chunk fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lazy = lazyLayout('centre', () => Promise.reject(new TypeError('Failed to fetch'))) as () => Promise<{
      Component: unknown;
    }>;
    expect((await lazy()).Component).toBe(Outlet);
    expect((warn.mock.calls[0]![0] as ChunkLoadError).source).toBe('centre');
  });
});
