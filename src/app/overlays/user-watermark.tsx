import { lazy, Suspense } from 'react';
import { useCurrentUser, useIsLoggedIn } from '../../features/session';

// Signed-in pages only: its drawing and guard code stay off the first download (decision 0069).
const Watermark = lazy(() => import('../../components/overlays/watermark').then((m) => ({ default: m.Watermark })));

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Signed-in pages carry the user's name, id and the date, so a screenshot tells who took it. */
export function UserWatermark() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  if (!loggedIn) return null;
  const name = user.username ? `${user.username} ${user.userid}` : user.userid;
  return (
    <Suspense fallback={null}>
      <Watermark lines={[name, today()]} />
    </Suspense>
  );
}
