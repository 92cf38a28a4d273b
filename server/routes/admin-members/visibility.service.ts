import { sql, type Kysely } from 'kysely';
import {
  ErrorCode,
  type HiddenItem,
  type HiddenItemKindValue,
  type VisibilityItems,
  type adminVisibilityItemsParamsSchema,
} from '../../../protocol';
import type { z } from 'zod';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { audit, type AdminScope } from './audit';
import { memberOf } from './member-list.service';

type Db = Kysely<Database>;

/** A title stored plain or as JSON {zh_cn, zh_hant, en_us} (trainings), in the reader's language. */
function localised(text: string, language: string): string {
  if (!text.startsWith('{')) return text;
  try {
    const texts = JSON.parse(text) as Record<string, string>;
    return texts[language] || texts.zh_cn || Object.values(texts).find((v) => typeof v === 'string' && v) || '';
  } catch {
    return text;
  }
}

/** Each kind's table, id and title columns: the three kinds an administrator can hide (decision 0054). */
const SOURCES = {
  course: { table: 'courses', title: 'title' },
  training: { table: 'trainings', title: 'names' },
  activity: { table: 'activities', title: 'title' },
} as const;

/** The items of one kind, by id, with their titles (absent ids are gone from the enterprise). */
async function titlesOf(db: Db, kind: HiddenItemKindValue, ids: number[], language: string) {
  if (ids.length === 0) return new Map<number, string>();
  const { table, title } = SOURCES[kind];
  const rows = await db
    .selectFrom(table)
    .select(['id', sql<string>`${sql.ref(title)}`.as('title')])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), localised(r.title, language)]));
}

export async function hiddenItemsOf(db: Db, userId: number, language: string): Promise<HiddenItem[]> {
  const rows = await db
    .selectFrom('member_hidden_items')
    .select(['kind', 'item_id'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
  const out: HiddenItem[] = [];
  for (const kind of Object.keys(SOURCES) as HiddenItemKindValue[]) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.item_id);
    const titles = await titlesOf(db, kind, ids, language);
    for (const id of ids) if (titles.has(id)) out.push({ kind, itemId: id, title: titles.get(id)! });
  }
  return out;
}

/** One page of a kind's items (searchable by title) with whether each is hidden from the member. */
export async function visibilityItems(
  db: Db,
  input: z.infer<typeof adminVisibilityItemsParamsSchema>,
  language: string,
): Promise<VisibilityItems> {
  await memberOf(db, input.userId);
  const { table, title } = SOURCES[input.kind];
  let query = db.selectFrom(table);
  // Drafts and deleted courses are nobody's to see anyway.
  if (input.kind === 'course') query = query.where(sql.ref('status'), 'not in', ['draft', 'deleted']);
  if (input.keyword) query = query.where(likeInsensitive(sql.ref(title), containsPattern(input.keyword)));
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', sql<string>`${sql.ref(title)}`.as('title')])
    // What is hidden from the member comes first, so the administrator sees it without paging.
    .orderBy((eb) =>
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('member_hidden_items')
              .select('member_hidden_items.item_id')
              .where('member_hidden_items.user_id', '=', input.userId)
              .where('member_hidden_items.kind', '=', input.kind)
              .whereRef('member_hidden_items.item_id', '=', sql.ref(`${table}.id`) as never),
          ),
        )
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const hidden =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('member_hidden_items')
              .select('item_id')
              .where('user_id', '=', input.userId)
              .where('kind', '=', input.kind)
              .where('item_id', 'in', ids)
              .execute()
          ).map((r) => r.item_id),
        );
  return {
    total: Number(total.n),
    page: input.page,
    pageSize: input.pageSize,
    items: rows.map((r) => ({
      itemId: Number(r.id),
      title: localised(r.title, language),
      hidden: hidden.has(Number(r.id)),
    })),
  };
}

/**
 * Hide an item from a member, or show it again. Setting the state it already has changes nothing
 * and writes no audit row (a double click is harmless); the insert's ON CONFLICT makes two
 * concurrent hides one row on both engines.
 */
export async function setHidden(
  scope: AdminScope,
  input: { userId: number; kind: HiddenItemKindValue; itemId: number; hidden: boolean },
  language: string,
): Promise<{ changed: boolean; hidden: boolean }> {
  await memberOf(scope.db, input.userId);
  const titles = await titlesOf(scope.db, input.kind, [input.itemId], language);
  if (!titles.has(input.itemId)) throw new AppError(ErrorCode.ADMIN_MEMBER_NOT_FOUND);
  const detail = `${input.kind}: ${titles.get(input.itemId)}`;
  return scope.db.transaction().execute(async (trx) => {
    let changed: boolean;
    if (input.hidden) {
      const result = await trx
        .insertInto('member_hidden_items')
        .values({
          eid: scope.eid,
          user_id: input.userId,
          kind: input.kind,
          item_id: input.itemId,
          created_by: scope.adminId,
          created_at: scope.now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id']).doNothing())
        .executeTakeFirst();
      changed = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    } else {
      const result = await trx
        .deleteFrom('member_hidden_items')
        .where('user_id', '=', input.userId)
        .where('kind', '=', input.kind)
        .where('item_id', '=', input.itemId)
        .executeTakeFirst();
      changed = Number(result.numDeletedRows) > 0;
    }
    if (changed) await audit(trx, scope, input.userId, input.hidden ? 'hide' : 'show', detail);
    return { changed, hidden: input.hidden };
  });
}
