import { useParams } from 'react-router-dom';
import {
  AddressBookPage,
  ExchangeRecordsPage,
  LotteryPage,
  LotterySignIn,
  ProductDetailPage,
  ShopMallPage,
} from '../../features/mall';
import { useIsLoggedIn } from '../../features/session';
import { openLoginPrompt } from '../../lib/login-prompt';
import { NotFoundPage } from '../pages/not-found-page';

const positiveId = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The points mall's routes (spec 000 §2 /shopMall, /shopMall/shopDetail/{id}, /lotteryMall; decision 0050). */
export const ShopMallRoute = () => <ShopMallPage />;

export function ShopDetailRoute() {
  const id = positiveId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <ProductDetailPage key={id} id={id} />;
}

/** /lotteryMall has no requireAuth in the spec: a visitor is asked to sign in before anything is drawn. */
export function LotteryMallRoute() {
  const signedIn = useIsLoggedIn();
  return signedIn ? <LotteryPage /> : <LotterySignIn onSignIn={openLoginPrompt} />;
}

export const ExchangeRecordRoute = () => <ExchangeRecordsPage />;
export const AddressRoute = () => <AddressBookPage />;
