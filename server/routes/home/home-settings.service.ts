import type { ExamClassNode, HomeSettings } from '../../../protocol';
import { localise, yn, type HomeScope } from './home-scope';

const DEFAULTS = { show_study_info: 1, show_rank: 1, carousel_seconds: 5, show_count: 1, show_comment_count: 1 };

async function settingsRow(scope: HomeScope) {
  return (
    (await scope.db.selectFrom('home_settings').selectAll().executeTakeFirst()) ?? {
      eid: scope.eid,
      ...DEFAULTS,
    }
  );
}

/** apiHomePage/SwitchingSet: the enterprise's home switches (decision 0023); defaults when never set. */
export async function getHomeSettings(scope: HomeScope): Promise<HomeSettings> {
  const row = await settingsRow(scope);
  return { showStudyInfo: yn(row.show_study_info), showRank: yn(row.show_rank), carouselSeconds: row.carousel_seconds };
}

/** apiCount/getIsshowCount(/commentDetail): may cards show learner counts / comment counts. */
export async function getShowCount(scope: HomeScope, which: 'count' | 'commentDetail'): Promise<{ isshow: 'Y' | 'N' }> {
  const row = await settingsRow(scope);
  return { isshow: yn(which === 'count' ? row.show_count : row.show_comment_count) };
}

/** apiSystem/ClassAllData/ExamClass: the enterprise's exam category tree. */
export async function getExamClasses(scope: HomeScope): Promise<ExamClassNode[]> {
  const rows = await scope.db.selectFrom('exam_classes').selectAll().orderBy('sort').orderBy('id').execute();
  const nodes = new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: localise(row.titles, scope.language), children: [] as ExamClassNode[] },
    ]),
  );
  const roots: ExamClassNode[] = [];
  for (const row of rows) {
    const parent = row.parent_id != null ? nodes.get(row.parent_id) : undefined;
    (parent ? parent.children : roots).push(nodes.get(row.id)!);
  }
  return roots;
}
