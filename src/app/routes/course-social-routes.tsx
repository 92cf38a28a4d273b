import { DownloadRecordPage, MyCollectPage, MyNotesPage } from '../../features/course-social';

/* The learning-centre pages of the course-social area (decision 0018); the centre's menu is the layout's. */
export function MyNoteRoute() {
  return <MyNotesPage />;
}

export function MyCollectRoute() {
  return <MyCollectPage />;
}

export function DownloadRecordRoute() {
  return <DownloadRecordPage />;
}
