import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAdministrator } from '../../features/account';
import { useCurrentUser } from '../../features/session';

/**
 * The user menu's "Administrators' area" entry (decision 0053; it was "Exam grading", decision 0028):
 * it leads to /admin, whose menu holds every administrators' page. Kept apart from admin-routes.tsx
 * so the area stays in its lazily loaded chunk; its text is the route title (core `routes` strings),
 * so the header never waits for an area's strings.
 */
export function AdminMenuItem() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  if (!isAdministrator(useCurrentUser())) return null;
  return (
    <Button type="text" long className="lp-admin-entry" onClick={() => navigate('/admin')}>
      {t('admin')}
    </Button>
  );
}
