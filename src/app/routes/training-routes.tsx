import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { StageListPage, TrainDetailPage, TrainingList, TrainMapPage } from '../../features/training';
import { loginPath } from '../../lib/login-prompt';

/* Training projects (issue 22, decision 0045). :id is the training, :phaseid its stage. */

function idOf(value: string | undefined): number {
  return /^\d{1,10}$/.test(value ?? '') ? Number(value) : 0;
}

export function TrainDetailRoute() {
  const id = idOf(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <TrainDetailPage
      key={id}
      trainingId={id}
      onMap={() => navigate(`/task/train-map/${id}`)}
      onStage={(stageId) => navigate(`/task/train-map-list/${id}/${stageId}`)}
      onSignIn={() => navigate(loginPath(`${location.pathname}${location.search}`))}
    />
  );
}

export function TrainMapRoute() {
  const id = idOf(useParams().id);
  const navigate = useNavigate();
  return (
    <TrainMapPage
      key={id}
      trainingId={id}
      onStage={(stageId) => navigate(`/task/train-map-list/${id}/${stageId}`)}
      onExit={() => navigate(`/training/train-detail/${id}`)}
    />
  );
}

export function TrainMapListRoute() {
  const params = useParams();
  const id = idOf(params.id);
  const phaseId = idOf(params.phaseid);
  const navigate = useNavigate();
  return (
    <StageListPage
      key={`${id}-${phaseId}`}
      trainingId={id}
      phaseId={phaseId}
      onGo={(url) => navigate(url)}
      onMap={() => navigate(`/task/train-map/${id}`)}
    />
  );
}

/** /my/my-myTrain: the learner's trainings by state, in the learning centre. */
export function MyTrainRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation('routes');
  return (
    <div className="lp-my-train">
      {/* Every page names itself with one level-1 heading (the learning-centre pages, the axe run). */}
      <h1 className="lp-my-train__title">{t('myTrain')}</h1>
      <TrainingList
        onOpen={(id) => navigate(`/training/train-detail/${id}`)}
        onMap={(id) => navigate(`/task/train-map/${id}`)}
      />
    </div>
  );
}
