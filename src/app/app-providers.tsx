import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useArcoLocale } from '../lib/arco-locale';
import { ArcoLocaleProvider } from './arco-locale-provider';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../features/session';

/** Server-state cache, i18next and Arco's own locale (both following the effective language). */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useSessionStore((state) => state.language);
  const identity = useSessionStore((state) => `${state.enterprise?.eid ?? state.startupEid}:${state.user.userid}`);
  // One person's cached lists and counts must never show to the next one on a shared screen.
  useEffect(() => () => queryClient.clear(), [identity]);
  const arcoLocale = useArcoLocale(language);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ArcoLocaleProvider locale={arcoLocale}>{children}</ArcoLocaleProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
