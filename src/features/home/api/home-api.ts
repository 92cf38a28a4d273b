import type { z } from 'zod';
import {
  homeComponentSchema,
  homeModuleListSchema,
  homeSettingsSchema,
  indexListSchema,
  navigationSchema,
  showCountSchema,
  studyInfoSchema,
  type HomeComponent,
  type HomeModule,
  type HomeSettings,
  type IndexList,
  type IndexListKind,
  type NavigationItem,
  type ShowCount,
  type StudyInfo,
} from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

/** Every home read is quiet: each module shows its own error state instead of a toast. */
async function read<S extends z.ZodType>(schema: S, call: string, params: Record<string, string | number> = {}): Promise<z.output<S>> {
  const data = await api.call<unknown>(call, params, { quiet: true });
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data;
}

export async function getNavigation(): Promise<NavigationItem[]> {
  return (await read(navigationSchema, 'apiHomePage/NavigationTop')).list;
}

export async function getHomeModules(): Promise<HomeModule[]> {
  return (await read(homeModuleListSchema, 'apiHomePage/GetList')).list;
}

export function getHomeComponent(moduleId: number, page: number): Promise<HomeComponent> {
  return read(homeComponentSchema, 'apiPortal/Components', { moduleId, page });
}

export function getStudyInfo(): Promise<StudyInfo> {
  return read(studyInfoSchema, 'apiMy/getMyStudyInfo');
}

export function getHomeSettings(): Promise<HomeSettings> {
  return read(homeSettingsSchema, 'apiHomePage/SwitchingSet');
}

export function getIndexList(kind: IndexListKind, page: number): Promise<IndexList> {
  return read(indexListSchema, '/v1/home/index-list', { kind, page });
}

/** apiCount/getIsshowCount: may cards show learner counts. */
export function getShowCount(): Promise<ShowCount> {
  return read(showCountSchema, 'apiCount/getIsshowCount');
}
