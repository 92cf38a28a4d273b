import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from './routes/route-meta';

/** The tab title: the page's title and the enterprise's name, in the current language. */
export function useRouteTitle(meta: RouteMeta, enterpriseName: string): void {
  const { t, i18n } = useTranslation('routes');
  useEffect(() => {
    const site = enterpriseName || i18n.t('common:appName');
    document.title = meta.title === 'home' ? site : `${t(meta.title)} - ${site}`;
  }, [meta.title, enterpriseName, t, i18n]);
}
