import type { UserInfo } from '../../../protocol';
import { FaceLoginForm } from '../../features/auth';
import { FaceCheckDialog } from '../../features/exam-face';

/** Face sign-in: auth's form with the exam-face area's camera dialog (loaded on demand from /login). */
export default function FaceSignIn({ onLoggedIn }: { onLoggedIn: (user: UserInfo) => void }) {
  return (
    <FaceLoginForm onLoggedIn={onLoggedIn} renderCamera={(props) => <FaceCheckDialog {...props} purpose="login" />} />
  );
}
