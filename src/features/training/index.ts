/** Training projects (issue 22, decision 0045): detail, stage map, stage list, seats, the learner's trainings. */
export { TrainDetailPage } from './pages/train-detail-page';
export { TrainMapPage } from './pages/train-map-page';
export { StageListPage } from './pages/stage-list-page';
export { TrainingList } from './components/training-list';
