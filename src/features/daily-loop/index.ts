/** The daily loop's public face: the header's check-in entry and the ranking, medal, calendar and records pages. */
export { CheckInEntry } from './components/check-in-entry';
export { RankingPage } from './pages/ranking-page';
export { MedalPage } from './pages/medal-page';
export { StudyCalendarPage } from './pages/study-calendar-page';
export { PointsPage } from './pages/points-page';
export { CreditsPage } from './pages/credits-page';
export { DurationPage } from './pages/duration-page';
