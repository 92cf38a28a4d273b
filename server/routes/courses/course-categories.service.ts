import type { Kysely } from 'kysely';
import type { CourseCategoryNode, CourseCategoryTree } from '../../../protocol';
import type { Database } from '../../db/schema';
import { parseLabels } from './course-presenter';

async function categoriesOf(db: Kysely<Database>) {
  return db
    .selectFrom('course_categories')
    .select(['id', 'parent_id', 'code', 'name', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The ids of a category (by catid) and of everything below it; empty when the catid is unknown. */
export async function categoryWithDescendants(db: Kysely<Database>, code: string): Promise<number[]> {
  const all = await categoriesOf(db);
  const root = all.find((c) => c.code === code);
  if (!root) return [];
  const ids = [root.id];
  // A category tree is small (tens of rows): walk it in memory rather than with recursive SQL.
  for (let i = 0; i < ids.length; i += 1) for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
  return ids;
}

/** apiCourse/categoryCache: the tenant's category tree and the labels its shelf uses. */
export async function categoryTree(db: Kysely<Database>): Promise<CourseCategoryTree> {
  const all = await categoriesOf(db);
  const nodes = new Map<number, CourseCategoryNode>(
    all.map((c) => [c.id, { id: c.id, code: c.code, name: c.name, parentId: c.parent_id, children: [] }]),
  );
  const list: CourseCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== null ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : list).push(node);
  }
  // Distinct label lists, not rows: a tenant has few distinct combinations however many courses.
  const labelRows = await db
    .selectFrom('courses')
    .select('labels')
    .distinct()
    .where('status', '=', 'published')
    .execute();
  const labels = [...new Set(labelRows.flatMap((r) => parseLabels(r.labels)))].sort((a, b) => a.localeCompare(b));
  return { list, labels };
}
