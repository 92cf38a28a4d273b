import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { RouteGate } from './guards/route-gate';
import { lazyLayout, lazyPage } from './lazy-route';
import { InitialPasswordGate } from './guards/initial-password-gate';
import { BareLayout } from './layout/bare-layout';
import { MainLayout } from './layout/main-layout';
import { NotFoundPage } from './pages/not-found-page';
import { NotYetAvailablePage } from './pages/not-yet-available-page';
import { NOT_FOUND_META, type RouteHandle } from './routes/route-handle';
import type { RouteEntry } from './routes/route-meta';
import { ROUTE_TABLE } from './routes/route-table';

// Shown while the first page's chunk loads (a lazy route has nothing to render yet).
const firstLoad = <PageLoading fullScreen />;

/** An alias shows its target's page and meta under its own path. */
function resolveAlias(entry: RouteEntry, table: RouteEntry[]): RouteEntry {
  if (!entry.aliasOf) return entry;
  const target = table.find((candidate) => candidate.path === entry.aliasOf);
  if (!target) throw new Error(`route ${entry.path} is an alias of unknown ${entry.aliasOf}`);
  return { ...target, path: entry.path };
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { meta: entry.meta };
  const base = { path: entry.path, handle };
  if (entry.redirect) return { ...base, element: <Navigate to={entry.redirect} replace /> };
  if (!entry.page) return { ...base, element: <NotYetAvailablePage /> };
  return { ...base, lazy: lazyPage(entry.path, entry.page) };
}

/** Learning centre pages (/my and /my/...) share the centre's side menu. */
function isLearningCentre(entry: RouteEntry): boolean {
  return entry.path === '/my' || entry.path.startsWith('/my/');
}

/** Administrators' pages (/admin, /admin/...) share the area's layout, which refuses learners (decision 0053). */
function isAdminArea(entry: RouteEntry): boolean {
  return entry.meta.adminOnly === true;
}

/** The router's tree, built from the one route table (spec 000 §2). Tests mount it in a memory router. */
export function buildRoutes(table: RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  const resolved = table.map((entry) => resolveAlias(entry, table));
  return [
    {
      element: <RouteGate />,
      hydrateFallbackElement: firstLoad,
      children: [
        {
          // A member still on the initial password changes it before anything else.
          element: <InitialPasswordGate />,
          children: [
            { element: <BareLayout />, children: resolved.filter((entry) => entry.bare).map(toRouteObject) },
            {
              element: <MainLayout />,
              children: [
                ...resolved
                  .filter((entry) => !entry.bare && !isLearningCentre(entry) && !isAdminArea(entry))
                  .map(toRouteObject),
                {
                  lazy: lazyLayout(
                    'learning-centre-layout',
                    async () => (await import('./layout/learning-centre-layout')).LearningCentreLayout,
                  ),
                  children: resolved.filter((entry) => !entry.bare && isLearningCentre(entry)).map(toRouteObject),
                },
                {
                  lazy: lazyLayout(
                    'admin-layout',
                    async () => (await import('./routes/admin-routes')).AdminLayoutRoute,
                  ),
                  children: resolved.filter((entry) => !entry.bare && isAdminArea(entry)).map(toRouteObject),
                },
                { path: '*', handle: { meta: NOT_FOUND_META } satisfies RouteHandle, element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
