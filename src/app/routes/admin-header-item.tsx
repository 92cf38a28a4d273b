import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAdministrator } from '../../features/account';
import { useCurrentUser } from '../../features/session';

/**
 * The user menu's "Exam grading" entry for administrators (decision 0028). Kept apart from
 * exam-grading-routes.tsx so the grading pages stay in their lazily loaded chunk; its text is the
 * route title (core `routes` strings), so the header never waits for an area's strings.
 */
export function ExamGradingMenuItem() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  if (!isAdministrator(useCurrentUser())) return null;
  return (
    <Button type="text" long className="lp-exam-grading-link" onClick={() => navigate('/admin/exam-grading')}>
      {t('adminExamGrading')}
    </Button>
  );
}
