import { useParams, useSearchParams } from 'react-router-dom';
import {
  CoursePayPage,
  OrdersPage,
  PackageDetailPage,
  PackageListPage,
  type PurchaseItem,
} from '../../features/payments';
import { useIsLoggedIn } from '../../features/session';
import { openLoginPrompt } from '../../lib/login-prompt';
import { NotFoundPage } from '../pages/not-found-page';

const positiveId = (value: string | null | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function CoursePackageListRoute() {
  return <PackageListPage />;
}

export function CoursePackageDetailRoute() {
  const id = positiveId(useParams().id);
  const signedIn = useIsLoggedIn();
  if (id === null) return <NotFoundPage />;
  return <PackageDetailPage key={id} id={id} signedIn={signedIn} onSignIn={openLoginPrompt} />;
}

/** /coursePay?courseId= or ?packageId= (decision 0019). */
export function CoursePayRoute() {
  const [search] = useSearchParams();
  const courseId = positiveId(search.get('courseId'));
  const packageId = positiveId(search.get('packageId'));
  const item: PurchaseItem | null = courseId !== null ? { courseId } : packageId !== null ? { packageId } : null;
  return <CoursePayPage key={JSON.stringify(item)} item={item} />;
}

export function MyOrderRoute() {
  return <OrdersPage />;
}
