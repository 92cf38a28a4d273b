import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHARE_CONFIG_DELAY_MS } from '../../protocol';
import { getHostAdapter } from '../../host-adapters';
import { fetchDingtalkSignature } from './host-api';

/**
 * The host's share menu follows the page: SHARE_CONFIG_DELAY_MS after a page opens (its title is
 * set by then, spec 000 §9) the host adapter is told what its share menu sends — this address with
 * the enterprise's eid (so a colleague opens the right organisation) and the tab's title. Loaded
 * only inside a host with such a menu (route-gate.tsx), so other visitors never download it.
 */
export default function PageShare({ eid }: { eid: number }) {
  const location = useLocation();
  const { t, i18n } = useTranslation('hosts');
  useEffect(() => {
    const host = getHostAdapter();
    const timer = setTimeout(() => {
      const url = new URL(host.navigation.currentUrl());
      url.hash = '';
      if (!url.searchParams.has('eid')) url.searchParams.set('eid', String(eid));
      host.configureShare(
        { url: url.toString(), title: document.title, text: '', image: '', label: t('shareMenu') },
        fetchDingtalkSignature,
      );
    }, SHARE_CONFIG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eid, location.pathname, location.search, t, i18n.language]);
  return null;
}
