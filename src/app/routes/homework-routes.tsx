import { useNavigate, useParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { isAdministrator } from '../../features/account';
import { MyCertificatesPage } from '../../features/certificates';
import { HomeworkGradingPage, HomeworkPage, MyHomeworkPage } from '../../features/homework';
import { useCurrentUser } from '../../features/session';

/** Assignments and certificates (issue 22, decision 0046). */

export function MyHomeworkRoute() {
  const navigate = useNavigate();
  return <MyHomeworkPage onOpen={(id) => navigate(`/task/homework/${id}`)} />;
}

export function HomeworkRoute() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  return (
    <HomeworkPage
      key={id}
      id={Number.isInteger(id) && id > 0 ? id : 0}
      onBack={() => navigate('/my/my-homeWork')}
      onOpenFile={(url) => getHostAdapter().navigation.openExternal(url)}
    />
  );
}

export function MyCertificatesRoute() {
  return <MyCertificatesPage />;
}

/** Not a spec route: administrators grade assignments (docs/checklists/extra-routes.txt, decision 0046). */
export function HomeworkGradingRoute() {
  return (
    <HomeworkGradingPage
      isAdministrator={isAdministrator(useCurrentUser())}
      onOpenFile={(url) => getHostAdapter().navigation.openExternal(url)}
    />
  );
}
