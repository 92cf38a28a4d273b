import { ErrorCode, type HomeComponent, type HomeDisplayType, type HomeItem, type HomeModule } from '../../../protocol';
import type { HomeModuleRow } from '../../db/schema-home';
import { AppError } from '../../pipeline/app-error';
import { localise, yn, type HomeScope } from './home-scope';
import { listItemsOf } from './module-items';
import { coursesPage, myTasksPage, packagesPage, partnersPage } from './module-sources';

/**
 * The modules a caller may see: enabled, of this enterprise, and within the audience an
 * administrator set ('all' = everyone, 'members' = signed-in members, 'listed' = named users or
 * departments, 'visitors' = those who are not members). Everything else is as if it did not exist.
 */
function visibleModules(scope: HomeScope) {
  const { viewer } = scope;
  return scope.db
    .selectFrom('home_modules as m')
    .selectAll('m')
    .where('m.enabled', '=', 1)
    .where((eb) => {
      if (!viewer) return eb('m.audience', 'in', ['all', 'visitors']);
      const listed = eb.exists(
        eb
          .selectFrom('home_module_audience as a')
          .select('a.module_id')
          .whereRef('a.module_id', '=', 'm.id')
          .where((inner) =>
            inner.or([
              inner('a.user_id', '=', viewer.id),
              ...(viewer.department_id != null ? [inner('a.department_id', '=', viewer.department_id)] : []),
            ]),
          ),
      );
      return eb.or([
        eb('m.audience', '=', 'all'),
        eb('m.audience', '=', 'members'),
        eb.and([eb('m.audience', '=', 'listed'), listed]),
      ]);
    });
}

export function presentModule(row: HomeModuleRow, scope: HomeScope): HomeModule {
  return {
    moduleId: row.id,
    title: localise(row.titles, scope.language),
    display_type: row.display_type as HomeDisplayType,
    multi_page: yn(row.multi_page),
    pageSize: row.page_size,
    moreUrl: row.more_url,
  };
}

export async function listModules(scope: HomeScope): Promise<HomeModule[]> {
  const rows = await visibleModules(scope).orderBy('m.sort').orderBy('m.id').execute();
  return rows.map((row) => presentModule(row, scope));
}

/** Visible modules of one display type (the index lists read the task modules). */
export async function visibleModulesOfType(scope: HomeScope, displayType: HomeDisplayType): Promise<HomeModuleRow[]> {
  return visibleModules(scope).where('m.display_type', '=', displayType).orderBy('m.sort').orderBy('m.id').execute();
}

/** One page of a module the caller may see; any other id is NOT_FOUND (another tenant's, hidden, or made up). */
export async function getComponent(scope: HomeScope, moduleId: number, requestedPage: number): Promise<HomeComponent> {
  const row = await visibleModules(scope).where('m.id', '=', moduleId).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  // A single-page module always shows its first page, whatever a client asks for.
  const page = row.multi_page ? requestedPage : 1;
  const window = { limit: row.page_size, offset: (page - 1) * row.page_size };
  const { total, list } = await pageOf(scope, row, window);
  return {
    moduleId: row.id,
    display_type: row.display_type as HomeDisplayType,
    page,
    pageSize: row.page_size,
    total,
    list,
  };
}

async function pageOf(
  scope: HomeScope,
  row: HomeModuleRow,
  window: { limit: number; offset: number },
): Promise<{ total: number; list: HomeItem[] }> {
  switch (row.source) {
    case 'courses_latest':
    case 'courses_popular':
      return coursesPage(scope, row.source === 'courses_popular' ? 'popular' : 'latest', window);
    case 'packages':
      return packagesPage(scope, window);
    case 'partners':
      return partnersPage(scope, 0, window);
    case 'my_tasks':
      return myTasksPage(scope, window);
    default: {
      const all = await listItemsOf(scope, [row.id]);
      return { total: all.length, list: all.slice(window.offset, window.offset + window.limit) };
    }
  }
}
