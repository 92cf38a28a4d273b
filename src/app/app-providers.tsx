import { ConfigProvider } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { arcoLocaleFor } from '../lib/arco-locale';
import { i18n } from '../lib/i18n';
import { useSessionStore } from '../features/session';

/** i18next and Arco's own locale, both following the effective language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useSessionStore((state) => state.language);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={arcoLocaleFor(language)}>{children}</ConfigProvider>
    </I18nextProvider>
  );
}
