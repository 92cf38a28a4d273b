import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { TaskActivityList } from '../../features/activities';
import { ExamListPage } from '../../features/exams';
import { useMessageState } from '../../features/messages';
import { TaskCourseList, TaskTabs, type TaskTab } from '../../features/tasks';
import { TrainingList } from '../../features/training';

/* The task list (issue 22, decision 0045): /task opens its first tab; each tab is its own route
 * (/task/course, /task/exam, /task/tarin, /task/active and the /taskX aliases). The exam list and
 * the activity list come from their own areas, composed here (features never import each other). */

const HREF: Record<TaskTab, string> = {
  course: '/task/course',
  exam: '/task/exam',
  tarin: '/task/tarin',
  active: '/task/active',
};

function TaskFrame({ tab, children }: { tab: TaskTab; children: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useMessageState();
  return (
    <TaskTabs
      tab={tab}
      redPoints={state?.redPoints ?? {}}
      hrefOf={(key) => HREF[key]}
      onNavigate={(key) => navigate(HREF[key])}
      onSeen={() => void client.invalidateQueries({ queryKey: ['messages', 'state'] })}
    >
      {children}
    </TaskTabs>
  );
}

export function TaskIndexRoute() {
  return <Navigate to="/task/course" replace />;
}

export function TaskCourseRoute() {
  const navigate = useNavigate();
  return (
    <TaskFrame tab="course">
      <TaskCourseList onOpen={(id) => navigate(`/course/${id}`)} />
    </TaskFrame>
  );
}

export function TaskExamRoute() {
  const navigate = useNavigate();
  return (
    <TaskFrame tab="exam">
      <ExamListPage
        layout="centre"
        onOpen={(examId) => navigate(`/task/exam/excessive/${examId}`)}
        onContinue={(attemptId) => navigate(`/task/exam/questions/${attemptId}`)}
        onResult={(examId) => navigate(`/task/exam/result/${examId}`)}
      />
    </TaskFrame>
  );
}

export function TaskTrainRoute() {
  const navigate = useNavigate();
  return (
    <TaskFrame tab="tarin">
      <TrainingList
        onOpen={(id) => navigate(`/training/train-detail/${id}`)}
        onMap={(id) => navigate(`/task/train-map/${id}`)}
      />
    </TaskFrame>
  );
}

/** /task/active: the activities area's list inside the task tabs. */
export function TaskActiveRoute() {
  const navigate = useNavigate();
  return (
    <TaskFrame tab="active">
      <TaskActivityList onOpen={(id) => navigate(`/task/active-detail/${id}`)} />
    </TaskFrame>
  );
}
