import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HomeComponent, HomeModule } from '../../../protocol';
import { readPersistedQueries, seedQueries, writePersistedQueries } from '../../lib/persisted-queries';
import { getHomeComponent, getHomeModules } from './api/home-api';
import { HOME_FIRST_PAINT_STORAGE_KEY, homeKeys } from './home-keys';

/**
 * /index's first paint (decision 0074). Its largest element is the first module's content (the
 * banner's first slide), which used to wait for the init call, the frame's render, the module
 * list and then that module's page, one after the other. Here the two home reads start as soon
 * as the bundle runs, beside the init call, and a returning member's page renders the last
 * visit's answers at once while they are read afresh.
 */

/** Older than this, the last visit's home is not shown before the fresh one arrives. */
export const HOME_FIRST_PAINT_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/** What the start-up knows of the init call: whether it answered, and a promise of that. */
export interface InitProgress {
  answered(): boolean;
  whenAnswered: Promise<void>;
  /** The viewer the session names now: a read is only kept for the viewer it was asked for. */
  currentViewer(): string;
}

/**
 * A read sent before the init call answered goes with the envelope's defaults (no sealing flags,
 * no portal): an enterprise that seals its calls refuses it. Such a read is asked once more after
 * the init call, for the same viewer only; a refusal after the init call is the page's to show.
 */
async function beside<T>(read: () => Promise<T>, viewer: string, init: InitProgress): Promise<T> {
  if (init.answered()) return read();
  try {
    return await read();
  } catch (error) {
    await init.whenAnswered;
    if (init.currentViewer() !== viewer) throw error;
    return read();
  }
}

/**
 * At start-up on /index, for a signed-in member: the last visit's module list and first module
 * into the query cache (stale, so the page still reads them), then both reads at once. The page's
 * own queries use the same keys, so they join these reads instead of sending their own.
 */
export async function startHomeFirstPaint(
  client: QueryClient,
  viewer: string,
  init: InitProgress,
  now: number = Date.now(),
): Promise<void> {
  const stored = readPersistedQueries(HOME_FIRST_PAINT_STORAGE_KEY, viewer, {
    now,
    maxAgeMs: HOME_FIRST_PAINT_MAX_AGE_MS,
  });
  if (stored) seedQueries(client, stored);
  try {
    const modules = await client.fetchQuery({
      queryKey: homeKeys.modules(viewer),
      queryFn: () => beside(getHomeModules, viewer, init),
    });
    const first = modules[0];
    if (!first) return;
    await client.prefetchQuery({
      queryKey: homeKeys.component(viewer, first.moduleId, 1),
      queryFn: () => beside(() => getHomeComponent(first.moduleId, 1), viewer, init),
    });
  } catch {
    // The page's queries show the failure in place and offer a retry, as without this head start.
  }
}

/**
 * The home page keeps its module list and first module for the next visit, once both were read
 * from the server for this viewer (a stored answer put back at start-up is not read again as new).
 */
export function useKeepFirstPaint(viewer: string, signedIn: boolean, modules: UseQueryResult<HomeModule[]>): void {
  const first = modules.data?.[0];
  const firstKey = homeKeys.component(viewer, first?.moduleId ?? 0, 1);
  // Observes the module section's query without fetching: it only reads what the section read.
  const component = useQuery<HomeComponent>({
    queryKey: firstKey,
    queryFn: () => getHomeComponent(first?.moduleId ?? 0, 1),
    enabled: false,
  });
  const modulesAt = modules.data ? modules.dataUpdatedAt : 0;
  const componentAt = component.data ? component.dataUpdatedAt : 0;
  useEffect(() => {
    if (!signedIn || !modules.data || modulesAt === 0) return;
    if (modules.data.length === 0) {
      writePersistedQueries(HOME_FIRST_PAINT_STORAGE_KEY, viewer, [[homeKeys.modules(viewer), []]], Date.now());
      return;
    }
    if (!component.data || componentAt === 0) return;
    writePersistedQueries(
      HOME_FIRST_PAINT_STORAGE_KEY,
      viewer,
      [
        [homeKeys.modules(viewer), modules.data],
        [firstKey, component.data],
      ],
      Date.now(),
    );
    // The keys and data follow the two update times and the viewer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer, signedIn, modulesAt, componentAt]);
}
