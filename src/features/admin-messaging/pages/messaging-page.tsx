import { useTranslation } from 'react-i18next';
import { ComposeForm } from '../components/compose-form';
import { SentList } from '../components/sent-list';
import { ShowSwitch } from '../components/show-switch';
import '../../../components/page-kit.css';
import '../admin-messaging.css';

/**
 * /admin/messaging (issue 27 item 6, decision 0057): write an admin message or information item
 * to departments, members or everyone; the enterprise's adminMessageShow switch; what was sent and
 * how many read it. The area's layout has already turned learners away.
 */
export function MessagingPage() {
  const { t } = useTranslation('admin-messaging');
  return (
    <div className="lp-page-stack">
      <header className="lp-amsg-head">
        <h1 className="lp-page-heading">{t('title')}</h1>
        <p className="lp-amsg-muted">{t('subtitle')}</p>
      </header>
      <ShowSwitch />
      <div className="lp-amsg-columns">
        <ComposeForm />
        <SentList />
      </div>
    </div>
  );
}
