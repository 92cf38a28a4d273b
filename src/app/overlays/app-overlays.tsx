import { BackToTop } from '../../components/overlays/back-to-top';
import { LoginOverlays } from './login-overlays';
import { LowBrowserOverlay } from './low-browser-overlay';
import { UserWatermark } from './user-watermark';

export interface AppOverlaysProps {
  /**
   * `main` (default) inside the main layout: everything. `bare` on pages outside it (login,
   * prompt…): the dialogs, tips and banner, but no watermark or back-to-top button.
   */
  variant?: 'main' | 'bare';
}

/** Every global overlay of spec 000 §2, wired to the session and the router. Mount it once per layout. */
export function AppOverlays({ variant = 'main' }: AppOverlaysProps) {
  return (
    <>
      <LowBrowserOverlay />
      <LoginOverlays />
      {variant === 'main' ? (
        <>
          <UserWatermark />
          <BackToTop />
        </>
      ) : null}
    </>
  );
}
