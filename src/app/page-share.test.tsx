import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHARE_CONFIG_DELAY_MS } from '../../protocol';
import { createBrowserAdapter, setHostAdapter } from '../../host-adapters';
import { initI18n } from '../lib/i18n';
import PageShare from './page-share';

beforeAll(() => {
  initI18n('en_us');
});
afterEach(() => {
  setHostAdapter(null);
  vi.useRealTimers();
});

const navigator: { go: (path: string) => void } = { go: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

describe('the page share configuration (spec 000 §9: delayed 500 ms)', () => {
  it("tells the host this page's address with its eid and title, 500 ms after each page opens", async () => {
    vi.useFakeTimers();
    const host = createBrowserAdapter();
    const configureShare = vi.spyOn(host, 'configureShare');
    let href = 'https://learn.example.com/index#top';
    vi.spyOn(host.navigation, 'currentUrl').mockImplementation(() => href);
    setHostAdapter(host);
    document.title = 'Home - Aurora';
    render(
      <MemoryRouter initialEntries={['/index']}>
        <Navigator />
        <PageShare eid={1} />
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTime(SHARE_CONFIG_DELAY_MS - 1));
    expect(configureShare).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(configureShare).toHaveBeenCalledOnce();
    expect(configureShare.mock.calls[0]![0]).toEqual({
      url: 'https://learn.example.com/index?eid=1',
      title: 'Home - Aurora',
      text: '',
      image: '',
      label: 'Share',
    });

    // The next page is configured for itself; a link's own eid is kept.
    href = 'https://learn.example.com/course/7?eid=2';
    document.title = 'Fire drill - Aurora';
    await act(async () => navigator.go('/course/7?eid=2'));
    await act(async () => vi.advanceTimersByTime(SHARE_CONFIG_DELAY_MS));
    expect(configureShare).toHaveBeenCalledTimes(2);
    expect(configureShare.mock.calls[1]![0]).toMatchObject({
      url: 'https://learn.example.com/course/7?eid=2',
      title: 'Fire drill - Aurora',
    });
  });
});
