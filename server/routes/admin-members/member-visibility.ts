import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { HiddenItemKind } from '../../db/schema-admin-members';

/**
 * Per-member content visibility (decision 0054): an administrator may keep a course, training or
 * activity out of one member's sight. This is the ONE condition every list and detail of those
 * kinds adds: true when the row is not hidden from the member (a visitor hides nothing). The
 * probe is one seek on the unique index (user_id, kind, item_id), so a list's cost stays flat.
 *
 * `itemRef` names the item's id column as the caller's query spells it ('courses.id', 'a.id').
 */
export function visibleToMember<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  kind: HiddenItemKind,
  userId: number | null | undefined,
  itemRef: string,
): Expression<SqlBool> {
  const b = eb as unknown as ExpressionBuilder<Database, 'member_hidden_items'>;
  if (userId === null || userId === undefined) return b.lit(true);
  return b.not(
    b.exists(
      b
        .selectFrom('member_hidden_items')
        .select('member_hidden_items.item_id')
        .where('member_hidden_items.user_id', '=', userId)
        .where('member_hidden_items.kind', '=', kind)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller's column, checked by its own query
        .whereRef('member_hidden_items.item_id', '=', itemRef as any),
    ),
  );
}

/** Whether one item is hidden from the member (details and single-item actions). */
export async function isHiddenFromMember(
  db: Kysely<Database> | Transaction<Database>,
  kind: HiddenItemKind,
  userId: number | null | undefined,
  itemId: number,
): Promise<boolean> {
  if (userId === null || userId === undefined) return false;
  const row = await db
    .selectFrom('member_hidden_items')
    .select('item_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}
