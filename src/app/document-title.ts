import { i18n } from '../lib/i18n';
import { useSessionStore } from '../features/session';

/** Keep the tab title on the enterprise's name (the static one in index.html is a placeholder). */
export function syncDocumentTitle(): () => void {
  const apply = () => {
    document.title = useSessionStore.getState().enterprise?.enterpriseName || i18n.t('common:appName');
  };
  apply();
  const unsubscribe = useSessionStore.subscribe(apply);
  i18n.on('languageChanged', apply);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', apply);
  };
}
