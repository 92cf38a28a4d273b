import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createIdleTimer, getHostAdapter, type IdleTimer } from '../../host-adapters';
import { selectIsLoggedIn, useSessionStore } from '../features/session';
import { loadRestStyles } from './arco-styles-rest';

// The countdown dialog loads on kiosks only, when it first has to show.
const KioskIdleCountdown = lazy(() =>
  Promise.all([import('../components/kiosk-idle-countdown'), loadRestStyles()]).then(([m]) => ({
    default: m.KioskIdleCountdown,
  })),
);

/** Runtime config `kioskIdleSeconds` (default 120) and `kioskWarnSeconds` (default 30). */
export function kioskIdleSettings(source: unknown = (window as unknown as { __LP_CONFIG__?: unknown }).__LP_CONFIG__): {
  idleMs: number;
  warnMs: number;
} {
  const raw = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const idle = Number(raw.kioskIdleSeconds);
  const warn = Number(raw.kioskWarnSeconds);
  const idleSeconds = Number.isFinite(idle) && idle >= 10 ? idle : 120;
  const warnSeconds =
    Number.isFinite(warn) && warn >= 1 ? Math.min(warn, idleSeconds - 1) : Math.min(30, idleSeconds - 1);
  return { idleMs: idleSeconds * 1000, warnMs: warnSeconds * 1000 };
}

/**
 * Kiosk only: a signed-in session ends after the configured idle time, with a visible countdown
 * first; then the sign-in page (scan login first) awaits the next person. Mount once inside the
 * router (e.g. beside the app overlays); elsewhere it renders nothing.
 */
export function KioskIdleSignOut({ settings: given }: { settings?: { idleMs: number; warnMs: number } }) {
  // Read once: a new object on every render would restart the timer with each re-render.
  const [settings] = useState(() => given ?? kioskIdleSettings());
  const isKiosk = getHostAdapter().kind === 'kiosk';
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState<number | null>(null);
  const timer = useRef<IdleTimer | null>(null);

  useEffect(() => {
    if (!isKiosk || !loggedIn) return undefined;
    const signOut = () => {
      setRemaining(null);
      void useSessionStore
        .getState()
        .logout()
        .finally(() => navigate('/login', { replace: true }));
    };
    timer.current = createIdleTimer({
      ...settings,
      now: () => Date.now(),
      target: window,
      onCountdown: (ms) => setRemaining(ms === null ? null : Math.ceil(ms / 1000)),
      onIdle: signOut,
    });
    return () => {
      timer.current?.stop();
      timer.current = null;
      setRemaining(null);
    };
  }, [isKiosk, loggedIn, navigate, settings]);

  if (!isKiosk || !loggedIn || remaining === null) return null;
  return (
    <Suspense fallback={null}>
      <KioskIdleCountdown
        remainingSeconds={remaining}
        onStay={() => timer.current?.reset()}
        onSignOutNow={() => {
          setRemaining(null);
          void useSessionStore
            .getState()
            .logout()
            .finally(() => navigate('/login', { replace: true }));
        }}
      />
    </Suspense>
  );
}
