import { useNavigate, useParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { isAdministrator } from '../../features/account';
import { GradingPaperPage, GradingQueuePage } from '../../features/exam-grading';
import { useCurrentUser } from '../../features/session';

/** Administrators' exam grading (decision 0028; docs/checklists/extra-routes.txt). */

export function ExamGradingQueueRoute() {
  const navigate = useNavigate();
  return (
    <GradingQueuePage
      isAdministrator={isAdministrator(useCurrentUser())}
      onOpenPaper={(attemptId) => navigate(`/admin/exam-grading/${attemptId}`)}
    />
  );
}

export function ExamGradingPaperRoute() {
  const navigate = useNavigate();
  const id = Number(useParams().attemptId);
  return (
    <GradingPaperPage
      key={id}
      isAdministrator={isAdministrator(useCurrentUser())}
      attemptId={Number.isInteger(id) && id > 0 ? id : 0}
      onBack={() => navigate('/admin/exam-grading')}
      onOpenFile={(url) => getHostAdapter().navigation.openExternal(url)}
    />
  );
}
