import { homeItemSchema, type HomeItem } from '../../../protocol';
import type { HomeScope } from './home-scope';

/** Fields of a card that live in the item's `meta` JSON, by display type. */
const metaSchema = homeItemSchema
  .pick({
    color: true,
    lecturer: true,
    taskKind: true,
    endsAt: true,
    publishedAt: true,
    author: true,
    lecturerType: true,
    rating: true,
    partnerType: true,
  })
  .partial();

function metaOf(json: string): Partial<HomeItem> {
  try {
    const parsed = metaSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The hand-placed cards of the given modules (of this enterprise only), in their order. */
export async function listItemsOf(scope: HomeScope, moduleIds: number[]): Promise<HomeItem[]> {
  if (moduleIds.length === 0) return [];
  const rows = await scope.db
    .selectFrom('home_module_items')
    .selectAll()
    .where('module_id', 'in', moduleIds)
    .orderBy('module_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: `item-${row.id}`,
    title: row.title,
    summary: row.summary,
    url: row.url,
    external: row.external ? 'Y' : 'N',
    ...metaOf(row.meta),
  }));
}
