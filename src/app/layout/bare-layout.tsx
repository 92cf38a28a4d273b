import { Outlet } from 'react-router-dom';
import { AppOverlays } from '../overlays/app-overlays';

/** Pages outside the main layout (login, prompt, …) still get the dialogs, sign-in notices and banner. */
export function BareLayout() {
  return (
    <>
      <Outlet />
      <AppOverlays variant="bare" />
    </>
  );
}
