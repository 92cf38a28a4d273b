import type { CourseDetailContext } from '../../components/course/course-detail-context';
import { PurchasePanel, PurchaseSignInPanel } from '../../features/payments';
import { useIsLoggedIn } from '../../features/session';
import { openLoginPrompt } from '../../lib/login-prompt';

/** The states in which buying is the way forward (a course-level expiry is not: the admin renews it). */
function wantsPurchase(ctx: CourseDetailContext): boolean {
  const { access, accessExpiresAt, feeType } = ctx.course;
  if (feeType !== 'paid') return false;
  if (access === 'not_purchased' || access === 'admin_purchase_only') return true;
  return access === 'expired' && accessExpiresAt !== null;
}

function CoursePurchaseSlot({ ctx }: { ctx: CourseDetailContext }) {
  const signedIn = useIsLoggedIn();
  if (!wantsPurchase(ctx)) return null;
  if (!signedIn)
    return (
      <PurchaseSignInPanel price={ctx.course.price} pointsPrice={ctx.course.pointsPrice} onSignIn={openLoginPrompt} />
    );
  return <PurchasePanel key={ctx.course.id} item={{ courseId: ctx.course.id }} onPurchased={() => ctx.refresh()} />;
}

/** The buy panel of a course that must be bought first (payments area, decision 0019). */
export function renderCoursePurchase(ctx: CourseDetailContext): React.ReactNode {
  return <CoursePurchaseSlot ctx={ctx} />;
}
