/** The payments area's public face: course packages, paying with points, orders (decision 0019). */
export { PackageListPage } from './pages/package-list-page';
export { PackageDetailPage, type PackageDetailPageProps } from './pages/package-detail-page';
export { CoursePayPage } from './pages/course-pay-page';
export { OrdersPage } from './pages/orders-page';
export { PurchasePanel, type PurchasePanelProps } from './components/purchase-panel';
export type { PurchaseItem } from './api/payments-api';
export { PurchaseSignInPanel } from './components/purchase-sign-in-panel';
