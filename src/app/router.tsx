import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { RequireAuth } from './guards/require-auth';
import { lazyPage } from './lazy-route';
import { MainLayout } from './layout/main-layout';
import { NotFoundPage } from './pages/not-found-page';

// Shown while the first page's chunk loads (a lazy route has nothing to render yet).
const firstLoad = <PageLoading fullScreen />;

/** The route table (spec 000 §2). Tests mount it in a memory router. */
export const routes: RouteObject[] = [
  // Outside the main layout (public).
  {
    path: '/login',
    hydrateFallbackElement: firstLoad,
    lazy: lazyPage('login', () => import('./routes/login-route').then((m) => m.LoginRoute)),
  },
  {
    path: '/prompt',
    hydrateFallbackElement: firstLoad,
    lazy: lazyPage('prompt', () => import('./pages/prompt-page').then((m) => m.PromptPage)),
  },
  {
    path: '/',
    element: <MainLayout />,
    hydrateFallbackElement: firstLoad,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      {
        element: <RequireAuth />,
        children: [{ path: 'index', lazy: lazyPage('index', () => import('./routes/home-route').then((m) => m.HomeRoute)) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
