/** The learning centre's home /my/index (issue 25, decision 0050). */
export { LearningCentreHome } from './pages/learning-centre-home';
