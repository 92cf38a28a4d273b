import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { AppOverlays } from '../overlays/app-overlays';

/** Pages outside the main layout (login, prompt, …) still get the dialogs, sign-in notices and banner. */
export function BareLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading fullScreen />}>
        <Outlet />
      </Suspense>
      <AppOverlays variant="bare" />
    </>
  );
}
