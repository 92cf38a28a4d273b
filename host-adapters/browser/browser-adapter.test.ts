import { describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, type BrowserWindow } from './browser-adapter';

function fakeWindow(href = 'https://learn.example.com/index?x=1') {
  const win = {
    location: { href, reload: vi.fn(), assign: vi.fn(), replace: vi.fn() },
    open: vi.fn(),
  };
  return win satisfies BrowserWindow;
}

describe('browser adapter', () => {
  it('is of kind browser and reports the current address', () => {
    const adapter = createBrowserAdapter(fakeWindow());
    expect(adapter.kind).toBe('browser');
    expect(adapter.navigation.currentUrl()).toBe('https://learn.example.com/index?x=1');
  });

  it('opens external links in a new tab with noopener', () => {
    const win = fakeWindow();
    createBrowserAdapter(win).navigation.openExternal('https://example.org/');
    expect(win.open).toHaveBeenCalledWith('https://example.org/', '_blank', 'noopener');
  });

  it('reloads, assigns and replaces through window.location', () => {
    const win = fakeWindow();
    const { navigation } = createBrowserAdapter(win);
    navigation.reload();
    navigation.assign('/a');
    navigation.replace('/b');
    expect(win.location.reload).toHaveBeenCalledOnce();
    expect(win.location.assign).toHaveBeenCalledWith('/a');
    expect(win.location.replace).toHaveBeenCalledWith('/b');
  });

  it('works against the real window of the test environment', () => {
    expect(createBrowserAdapter().navigation.currentUrl()).toBe(window.location.href);
  });
});
