import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { getHostAdapter } from '../../host-adapters';
import { PageLoading } from '../components/page-loading';
// Deep, not the feature's index: the index also exports the router's pages (vite.config.ts's start-up chunks).
import { LoginCard, type LoginNavigation } from '../features/auth/pages/login-card';
import { AppLoadGate, selectIsLoggedIn, useEnterprise, useSessionStore } from '../features/session';
import { useArcoLocale } from '../lib/arco-locale';
import { i18n } from '../lib/i18n';
import { readStored } from '../lib/storage';
import { ArcoLocaleProvider } from '../app/arco-locale-provider';
import { decideGate, QR_REDIRECTED_KEY } from '../app/guards/gate-decision';
import { meta } from '../app/routes/route-meta';
import { useSignInCardProps } from '../app/routes/sign-in-card-props';
import { open } from '../app/routes/table/route-flags';
import { staysInSignInEntry } from './fits';
import { handOver, moveTo } from './hand-over';
import { SignInNotices } from './sign-in-notices';

/** /login's entry in the route table (src/app/routes/table/shell-routes.ts): what the gate reads. */
const LOGIN_META = meta('login', open);

/** The address as the card reads and changes it: the history API, and the portal for any other page. */
const here = () => new URL(getHostAdapter().navigation.currentUrl());

function useSignInAddress(): LoginNavigation {
  const [search, setSearchState] = useState(() => here().searchParams);
  useEffect(() => {
    // Back and forward between the card's own modes stay here; anything else is the portal's.
    const onPop = () =>
      staysInSignInEntry(here().href, here().href) ? setSearchState(here().searchParams) : handOver();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((to: string, options: { replace?: boolean } = {}) => {
    if (!staysInSignInEntry(to, here().href)) return handOver(to, options);
    moveTo(to, options);
    setSearchState(new URL(to, here().href).searchParams);
  }, []);
  return useMemo(
    () => ({
      search,
      setSearch: (params: URLSearchParams) => go(`/login${params.size > 0 ? `?${params.toString()}` : ''}`),
      navigate: go,
    }),
    [search, go],
  );
}

/** The tab's title as the portal's route gate sets it (src/app/use-route-title.ts). */
function useSignInTitle(enterpriseName: string): void {
  const { t } = useTranslation('routes');
  useEffect(() => {
    const site = enterpriseName || i18n.t('common:appName');
    getHostAdapter().navigation.setTitle(`${t(LOGIN_META.title)} - ${site}`);
  }, [enterpriseName, t]);
}

/** /login composed as src/app/routes/login-route.tsx composes it, for a signed-out visitor. */
function SignInScreen() {
  const enterprise = useEnterprise();
  const refusal = useSessionStore((state) => state.refusal);
  const signedIn = useSessionStore(selectIsLoggedIn);
  const navigation = useSignInAddress();
  const goTo = useCallback((path: string) => navigation.navigate(path), [navigation]);
  const cardProps = useSignInCardProps(goTo);
  useSignInTitle(enterprise?.enterpriseName ?? '');
  // The portal's gate (spec 000 §4) decides as it would for /login: a refused enterprise's prompt,
  // the QR-scan login's first redirect, or a visitor already signed in are the portal's to show.
  const decision = decideGate({
    pathname: '/login',
    search: navigation.search.size > 0 ? `?${navigation.search.toString()}` : '',
    hash: here().hash,
    meta: LOGIN_META,
    loggedIn: signedIn,
    enterprise,
    refusal,
    inChatHost: false,
    firstNavigation: readStored('session', QR_REDIRECTED_KEY) === null,
  });
  const portalsTurn = signedIn || decision.kind !== 'render';
  useEffect(() => {
    if (portalsTurn) handOver();
  }, [portalsTurn]);
  if (portalsTurn) return <PageLoading fullScreen />;
  return (
    <>
      <LoginCard {...cardProps} navigation={navigation} />
      <SignInNotices search={navigation.search} signedIn={signedIn} />
    </>
  );
}

/** i18next and Arco's locale following the language, as the portal's AppProviders (without its query cache). */
function SignInProviders({ children }: { children: ReactNode }) {
  const language = useSessionStore((state) => state.language);
  const arcoLocale = useArcoLocale(language);
  return (
    <I18nextProvider i18n={i18n}>
      <ArcoLocaleProvider locale={arcoLocale}>{children}</ArcoLocaleProvider>
    </I18nextProvider>
  );
}

/** The sign-in entry's whole tree: the portal's load gate (init call, host sign-in), then the card. */
export function SignInApp() {
  return (
    <SignInProviders>
      <AppLoadGate>
        <Suspense fallback={<PageLoading fullScreen />}>
          <SignInScreen />
        </Suspense>
      </AppLoadGate>
    </SignInProviders>
  );
}
