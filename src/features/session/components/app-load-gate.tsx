import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { useSessionStore } from '../stores/session-store';
import { InitError } from './init-error';
import './app-load-gate.css';

/**
 * Renders the app only once the enterprise is known and a host's silent sign-in has settled (spec 000 §4 app load).
 * Until then `loading`, the full-screen spinner unless told (the app's start-up may show a picture of the page).
 */
export function AppLoadGate({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  const loadState = useSessionStore((state) => state.loadState);
  const loadError = useSessionStore((state) => state.loadError);
  const loadEnterprise = useSessionStore((state) => state.loadEnterprise);
  const hostSignInPending = useSessionStore((state) => state.hostSignInPending);

  if (loadState === 'load' && !hostSignInPending) return <>{children}</>;
  if (loadState === 'error') return <InitError detail={loadError} onRetry={() => void loadEnterprise()} />;
  return loading ?? <PageLoading fullScreen />;
}
