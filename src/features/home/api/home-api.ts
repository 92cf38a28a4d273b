import type {
  HomeComponent,
  HomeModule,
  HomeSettings,
  IndexList,
  IndexListKind,
  NavigationItem,
  ShowCount,
  StudyInfo,
} from '../../../../protocol';
import type { ZodType } from 'zod';
import { api } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

type Schemas = typeof import('../../../../protocol/schemas/home');
/** The response schemas (and zod) load with the first home read, not with the start-up chunk. */
const schemas = () => import('../../../../protocol/schemas/home');

/** Every home read is quiet: each module shows its own error state instead of a toast. */
async function read<T>(
  pick: (m: Schemas) => ZodType<T>,
  call: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const data = await api.call<unknown>(call, params, { quiet: true });
  return parseResponse(async () => pick(await schemas()), data);
}

export async function getNavigation(): Promise<NavigationItem[]> {
  return (await read((m) => m.navigationSchema, 'apiHomePage/NavigationTop')).list;
}

export async function getHomeModules(): Promise<HomeModule[]> {
  return (await read((m) => m.homeModuleListSchema, 'apiHomePage/GetList')).list;
}

export function getHomeComponent(moduleId: number, page: number): Promise<HomeComponent> {
  return read((m) => m.homeComponentSchema, 'apiPortal/Components', { moduleId, page });
}

export function getStudyInfo(): Promise<StudyInfo> {
  return read((m) => m.studyInfoSchema, 'apiMy/getMyStudyInfo');
}

export function getHomeSettings(): Promise<HomeSettings> {
  return read((m) => m.homeSettingsSchema, 'apiHomePage/SwitchingSet');
}

export function getIndexList(kind: IndexListKind, page: number): Promise<IndexList> {
  return read((m) => m.indexListSchema, '/v1/home/index-list', { kind, page });
}

/** apiCount/getIsshowCount: may cards show learner counts. */
export function getShowCount(): Promise<ShowCount> {
  return read((m) => m.showCountSchema, 'apiCount/getIsshowCount');
}
