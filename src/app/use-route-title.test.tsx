import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, setHostAdapter } from '../../host-adapters';
import { initI18n } from '../lib/i18n';
import type { RouteMeta } from './routes/route-meta';
import { useRouteTitle } from './use-route-title';

beforeAll(() => {
  initI18n('en_us');
});
afterEach(() => setHostAdapter(null));

function Title({ meta, site }: { meta: RouteMeta; site: string }) {
  useRouteTitle(meta, site);
  return null;
}

describe('useRouteTitle', () => {
  it("sets each page's title through the host adapter (DingTalk's navigation bar follows it)", () => {
    const host = createBrowserAdapter();
    const setTitle = vi.spyOn(host.navigation, 'setTitle');
    setHostAdapter(host);
    const view = render(<Title meta={{ title: 'course' } as RouteMeta} site="Aurora" />);
    expect(setTitle).toHaveBeenLastCalledWith('Courses - Aurora');
    expect(document.title).toBe('Courses - Aurora');
    view.rerender(<Title meta={{ title: 'home' } as RouteMeta} site="Aurora" />);
    expect(setTitle).toHaveBeenLastCalledWith('Aurora');
  });
});
