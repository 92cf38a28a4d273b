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
import { api } from '../../../lib/api-client';

/** The declarations (and zod) load with the first home read, not with the start-up chunk. */
const calls = () => import('../../../../protocol/calls/home');
/** Every home read is quiet: each module shows its own error state instead of a toast. */
const quiet = { quiet: true };

export async function getNavigation(): Promise<NavigationItem[]> {
  return (await api.request((await calls()).navigationCall, {}, quiet)).list;
}

export async function getHomeModules(): Promise<HomeModule[]> {
  return (await api.request((await calls()).homeModulesCall, {}, quiet)).list;
}

export async function getHomeComponent(moduleId: number, page: number): Promise<HomeComponent> {
  return api.request((await calls()).homeComponentCall, { moduleId, page }, quiet);
}

export async function getStudyInfo(): Promise<StudyInfo> {
  return api.request((await calls()).studyInfoCall, {}, quiet);
}

export async function getHomeSettings(): Promise<HomeSettings> {
  return api.request((await calls()).homeSettingsCall, {}, quiet);
}

export async function getIndexList(kind: IndexListKind, page: number): Promise<IndexList> {
  return api.request((await calls()).indexListCall, { kind, page }, quiet);
}

/** apiCount/getIsshowCount: may cards show learner counts. */
export async function getShowCount(): Promise<ShowCount> {
  return api.request((await calls()).showCountCall, {}, quiet);
}
