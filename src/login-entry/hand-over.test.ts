import { describe, expect, it, vi } from 'vitest';
import { handOver, moveTo, onHandOver, readPortalEntry } from './hand-over';

const ENTRY = {
  js: '/assets/index-abc.js',
  css: ['/assets/startup-portal-def.css'],
  preload: ['/assets/startup-1.js'],
};

function writeEntry(content: string): void {
  document.getElementById('lp-portal-entry')?.remove();
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'lp-portal-entry';
  data.textContent = content;
  document.body.append(data);
}

describe('the hand-over to the portal (decision 0073)', () => {
  it("reads the portal's entry from login.html, and the dev server's entry without one", () => {
    writeEntry(JSON.stringify(ENTRY));
    expect(readPortalEntry()).toEqual(ENTRY);
    writeEntry('not json');
    expect(readPortalEntry().js).toBe('/src/main.tsx');
    document.getElementById('lp-portal-entry')?.remove();
    expect(readPortalEntry().js).toBe('/src/main.tsx');
  });

  it('takes the card down, moves to the new address and starts the portal once, after its stylesheet', async () => {
    writeEntry(JSON.stringify(ENTRY));
    moveTo('/login?backUrl=%2Fmy%2Findex', { replace: true });
    const stop = vi.fn();
    onHandOver(stop);
    handOver('/my/index', { replace: true });
    handOver('/somewhere-else');
    expect(stop).toHaveBeenCalledOnce();
    expect(new URL(document.URL).pathname).toBe('/my/index');
    const sheet = document.head.querySelector<HTMLLinkElement>(
      'link[rel="stylesheet"][href="/assets/startup-portal-def.css"]',
    );
    expect(sheet).not.toBeNull();
    // The portal's entry runs only once its stylesheet has arrived (no unstyled frame).
    expect(document.querySelector('script[type="module"][src="/assets/index-abc.js"]')).toBeNull();
    sheet!.dispatchEvent(new Event('load'));
    await vi.waitFor(() =>
      expect(document.querySelectorAll('script[type="module"][src="/assets/index-abc.js"]')).toHaveLength(1),
    );
  });
});
