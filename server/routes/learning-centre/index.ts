/** The learning centre as other server areas use it. */
export { registerLearningCentreCalls } from './learning-centre.routes';
