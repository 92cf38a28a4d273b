import { HomePage } from '../../features/home';
import { useCurrentUser, useEnterprise } from '../../features/session';

export function HomeRoute() {
  const enterprise = useEnterprise();
  const user = useCurrentUser();
  return <HomePage enterpriseName={enterprise?.enterpriseName ?? ''} userName={user.username || user.userid} />;
}
