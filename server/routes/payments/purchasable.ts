import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type PurchaseBlock } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { Course } from '../../db/schema-courses';
import { AppError } from '../../pipeline/app-error';
import { courseOwnership, visibleCourses, type CourseOwnership, type Viewer } from './course-access';

type Db = Kysely<Database> | Transaction<Database>;

/** A course or a package as something to buy, with the courses a purchase gives access to. */
export interface PurchasableItem {
  type: 'course' | 'package';
  id: number;
  title: string;
  feeType: 'free' | 'paid';
  priceCents: number;
  pointsPrice: number;
  personalPurchase: boolean;
  /** The course itself, or the package's courses the learner may see. */
  courses: Course[];
}

export type ItemRef = { courseId?: number | undefined; packageId?: number | undefined };

/** Load the item for this learner; another tenant's, hidden or off-shelf items are NOT_FOUND. */
export async function loadPurchasable(db: Db, viewer: Viewer, ref: ItemRef): Promise<PurchasableItem> {
  if (ref.courseId !== undefined) {
    const [course] = await visibleCourses(db, viewer, [ref.courseId]);
    if (!course) throw new AppError(ErrorCode.NOT_FOUND);
    return {
      type: 'course',
      id: course.id,
      title: course.title,
      feeType: course.fee_type,
      priceCents: course.price_cents,
      pointsPrice: course.points_price,
      personalPurchase: course.personal_purchase === 1,
      courses: [course],
    };
  }
  const pack = await db
    .selectFrom('course_packages')
    .selectAll()
    .where('id', '=', ref.packageId ?? 0)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!pack) throw new AppError(ErrorCode.NOT_FOUND);
  const courses = await visibleCourses(db, viewer, await packageCourseIds(db, pack.id));
  if (courses.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
  return {
    type: 'package',
    id: pack.id,
    title: pack.title,
    feeType: pack.fee_type,
    priceCents: pack.price_cents,
    pointsPrice: pack.points_price,
    // A package is bought personally unless one of its courses must be bought by an administrator.
    personalPurchase: courses.every((c) => c.fee_type === 'free' || c.personal_purchase === 1),
    courses,
  };
}

export async function packageCourseIds(db: Db, packageId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_package_items')
    .select('course_id')
    .where('package_id', '=', packageId)
    .orderBy('sort')
    .orderBy('course_id')
    .execute();
  return rows.map((r) => r.course_id);
}

export interface ItemOwnership extends CourseOwnership {
  /** Package courses the learner already has valid access to. */
  ownedCourseIds: number[];
}

/** A course is owned through its enrolment; a package through a paid order still valid. */
export async function itemOwnership(
  db: Db,
  userId: number,
  item: PurchasableItem,
  now: number,
): Promise<ItemOwnership> {
  const courses = await courseOwnership(
    db,
    userId,
    item.courses.map((c) => c.id),
    now,
  );
  const ownedCourseIds = [...courses].filter(([, o]) => o.owned).map(([id]) => id);
  if (item.type === 'course') {
    return { ...(courses.get(item.id) ?? { owned: false, until: null, expiredAt: null }), ownedCourseIds };
  }
  const orders = await db
    .selectFrom('orders')
    .select('valid_until')
    .where('user_id', '=', userId)
    .where('item_type', '=', 'package')
    .where('item_id', '=', item.id)
    .where('status', '=', 'paid')
    .execute();
  const ends = orders.map((o) => o.valid_until ?? 0);
  const latest = ends.length > 0 ? Math.max(...ends) : null;
  if (latest !== null && latest > now) return { owned: true, until: latest, expiredAt: null, ownedCourseIds };
  return { owned: false, until: null, expiredAt: latest, ownedCourseIds };
}

/** Why the learner cannot pay for the item with points now, in the order the refusals are checked. */
export function purchaseBlock(item: PurchasableItem, ownership: ItemOwnership, balance: number): PurchaseBlock | null {
  if (item.feeType === 'free') return 'free';
  if (!item.personalPurchase) return 'admin_purchase_only';
  if (ownership.owned) return 'already_owned';
  if (item.pointsPrice <= 0) return 'points_not_accepted';
  if (balance < item.pointsPrice) return 'insufficient_points';
  return null;
}
