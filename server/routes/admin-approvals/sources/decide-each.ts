import { ErrorCode } from '../../../../protocol';
import { AppError } from '../../../pipeline/app-error';

/** The codes an area answers when the item is no longer waiting: it changes nothing and is not counted. */
const NOT_PENDING: ReadonlySet<number> = new Set([
  ErrorCode.NOT_FOUND,
  ErrorCode.NOTE_NOT_PENDING,
  ErrorCode.MICRO_REVIEW_NOT_PENDING,
  ErrorCode.COMMUNITY_REVIEW_NOT_PENDING,
]);

/**
 * Decide the ids one at a time through the area's own review (each in its own transaction, so
 * one item already decided never undoes the others). Returns how many changed.
 */
export async function decideEach(ids: readonly number[], decideOne: (id: number) => Promise<boolean>): Promise<number> {
  let changed = 0;
  for (const id of new Set(ids)) {
    try {
      if (await decideOne(id)) changed += 1;
    } catch (error) {
      if (error instanceof AppError && NOT_PENDING.has(error.code)) continue;
      throw error;
    }
  }
  return changed;
}
