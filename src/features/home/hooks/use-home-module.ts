import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADVERT_DISPLAY_TYPES, type HomeComponent, type HomeModule } from '../../../../protocol';
import { getHomeComponent } from '../api/home-api';
import { homeKeys } from '../home-keys';

/** Spec 000 §4: a module is loading until its content arrives, then loaded, or noData when empty. */
export type ModuleState = 'loading' | 'loaded' | 'noData' | 'error';

export function moduleStateOf(
  module: Pick<HomeModule, 'display_type'>,
  query: { isPending: boolean; isError: boolean; data?: HomeComponent },
): ModuleState {
  if (query.data) {
    // Advert panels are never "no data": an empty one is simply not shown.
    if (query.data.list.length === 0 && !ADVERT_DISPLAY_TYPES.includes(module.display_type)) return 'noData';
    return 'loaded';
  }
  if (query.isError) return 'error';
  return 'loading';
}

export function useHomeModule(viewer: string, module: HomeModule, page: number) {
  const query = useQuery({
    queryKey: homeKeys.component(viewer, module.moduleId, page),
    queryFn: () => getHomeComponent(module.moduleId, page),
    placeholderData: keepPreviousData,
  });
  return { query, state: moduleStateOf(module, query) };
}
