import { RouterProvider } from 'react-router-dom';
import { AppLoadGate } from '../features/session';
import { AppProviders } from './app-providers';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <AppLoadGate>
        <RouterProvider router={router} />
      </AppLoadGate>
    </AppProviders>
  );
}
