/** The course-social area's public face: course buttons and tabs, and three learning-centre pages (decision 0018). */
export { CourseActions, type CourseActionsProps } from './components/course-actions';
export { NotesPanel, type NotesPanelProps } from './components/notes-panel';
export { CommentsPanel } from './components/comments-panel';
export { DownloadsPanel } from './components/downloads-panel';
export { MyNotesPage } from './pages/my-notes-page';
export { MyCollectPage } from './pages/my-collect-page';
export { DownloadRecordPage } from './pages/download-record-page';
