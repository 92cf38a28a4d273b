import type { NavigationItem } from '../../../protocol';
import { localise, yn, type HomeScope } from './home-scope';

/** apiHomePage/NavigationTop: the enterprise's own top menu; an empty list means "use the default". */
export async function listNavigation(scope: HomeScope): Promise<NavigationItem[]> {
  const rows = await scope.db.selectFrom('home_navigation').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    title: localise(row.titles, scope.language),
    path: row.path,
    menuKey: row.menu_key,
    external: yn(row.external),
  }));
}
