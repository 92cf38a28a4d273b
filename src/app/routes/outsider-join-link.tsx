import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * Under the sign-in form: how an external person gets in (decision 0057). Kept apart from
 * outsider-routes.tsx so /login does not load the outsider pages until they are opened.
 */
export function OutsiderJoinLink() {
  const { t } = useTranslation('outsiders');
  const navigate = useNavigate();
  return (
    <Button
      type="text"
      size="small"
      onClick={() => navigate('/login?outsideReview=join')}
      data-testid="outsider-join-link"
    >
      {t('joinLink')}
    </Button>
  );
}
