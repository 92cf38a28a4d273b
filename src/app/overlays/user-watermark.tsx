import { Watermark } from '../../components/overlays/watermark';
import { useCurrentUser, useIsLoggedIn } from '../../features/session';

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
  return <Watermark lines={[name, today()]} />;
}
