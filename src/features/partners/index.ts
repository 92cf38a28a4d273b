/** Partners: a partner's page and the enquiry form over the promote calls (decision 0051). */
export { PartnerDetailPage } from './pages/partner-detail-page';
