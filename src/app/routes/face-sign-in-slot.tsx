import { Spin } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';
import type { UserInfo } from '../../../protocol';
import { loadRestStyles } from '../arco-styles-rest';

// Face sign-in carries the camera dialog: loaded only when its tab is opened, so /login stays small.
// Shared by the portal's /login and the sign-in entry (decision 0073).
const FaceSignIn = lazy(() => Promise.all([import('./face-sign-in'), loadRestStyles()]).then(([m]) => m));

export const faceSignIn = (onLoggedIn: (user: UserInfo) => void) => (
  <Suspense fallback={<Spin />}>
    <FaceSignIn onLoggedIn={onLoggedIn} />
  </Suspense>
);
