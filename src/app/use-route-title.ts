import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getHostAdapter } from '../../host-adapters';
import type { RouteMeta } from './routes/route-meta';

/**
 * The page's title and the enterprise's name, in the current language: the tab's title, and inside
 * DingTalk the host's navigation bar (the adapter's setTitle; WeCom's bar shows the tab's title).
 */
export function useRouteTitle(meta: RouteMeta, enterpriseName: string): void {
  const { t, i18n } = useTranslation('routes');
  useEffect(() => {
    const site = enterpriseName || i18n.t('common:appName');
    getHostAdapter().navigation.setTitle(meta.title === 'home' ? site : `${t(meta.title)} - ${site}`);
  }, [meta.title, enterpriseName, t, i18n]);
}
