import { RouterProvider } from 'react-router-dom';
import { AppLoadGate } from '../features/session';
import { AppProviders } from './app-providers';
import { BootHomePicture } from './boot/boot-home-picture';
import type { AppRouter } from './router';

/** `bootHome`: the last visit's home boot.js painted (boot/boot-home.ts), kept on screen while the portal loads. */
export function App({ router, bootHome = null }: { router: AppRouter; bootHome?: HTMLElement | null }) {
  return (
    <AppProviders>
      <AppLoadGate loading={bootHome ? <BootHomePicture picture={bootHome} /> : undefined}>
        <RouterProvider router={router} />
      </AppLoadGate>
    </AppProviders>
  );
}
