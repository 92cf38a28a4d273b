/** The points mall, exchange records, shipping addresses and the lottery (issue 25, decision 0050). */
export { ShopMallPage } from './pages/shop-mall-page';
export { ProductDetailPage } from './pages/product-detail-page';
export { ExchangeRecordsPage } from './pages/exchange-records-page';
export { AddressBookPage } from './pages/address-book-page';
export { LotteryPage } from './pages/lottery-page';
export { LotterySignIn } from './components/lottery-sign-in';
