import { ErrorCode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import type { CallContext } from '../../pipeline/call-registry';

/**
 * Spec 000 §4 exempts course detail from the sign-in redirect so that a shared link shows the
 * course's public face. When a private organisation refuses a signed-out visitor, the refusal
 * carries what its share poster shows anyway — the title and the cover of a course on the shelf —
 * in `data.publicFace`, so the sign-in page can say which course it is. Nothing else is told, and
 * nothing at all about a course that is not on the shelf.
 */
export async function withPublicFace<T>(ctx: CallContext, courseId: number, view: () => T): Promise<T> {
  try {
    return view();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== ErrorCode.UNAUTHORIZED || ctx.user) throw error;
    const course = await ctx.db
      .selectFrom('courses')
      .select(['title', 'cover'])
      .where('id', '=', courseId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!course) throw error;
    throw new AppError(error.code, {
      ...(error.reason ? { reason: error.reason } : {}),
      data: { ...error.data, publicFace: { title: course.title, cover: course.cover } },
    });
  }
}
