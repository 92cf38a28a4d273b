import type { UIMatch } from 'react-router-dom';
import { meta, type RouteMeta } from './route-meta';

/** What each route object carries in `handle`, so the gate, the layout and the title can read it. */
export interface RouteHandle {
  meta: RouteMeta;
}

/** Unknown paths: anyone may see the not-found page. */
export const NOT_FOUND_META: RouteMeta = meta('notFound', { isPublic: true });

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** The meta of the deepest matched route that has one. */
export function routeMetaOf(matches: UIMatch[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return NOT_FOUND_META;
}
