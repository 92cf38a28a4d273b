export { studyTimePlace, type StudyTimePlace } from './study-place';
