import { LearningCentreHome } from '../../features/learning-centre';
import { useCurrentUser } from '../../features/session';

/** /my and /my/index: the learning centre's home (decision 0050). */
export function MyIndexRoute() {
  const user = useCurrentUser();
  return <LearningCentreHome username={user.username} />;
}
