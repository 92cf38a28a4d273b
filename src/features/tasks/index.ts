/** The task list (issue 22, decision 0045): the tabs with their red points, and assigned courses. */
export { TaskTabs, TASK_TABS, RED_POINT_OF, type TaskTab } from './components/task-tabs';
export { TaskCourseList } from './components/task-course-list';
