import { useMutation } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedPointKind } from '../../../../protocol';
import { markRedPointSeen } from '../api/tasks-api';
import '../tasks.css';

export const TASK_TABS = ['course', 'exam', 'tarin', 'active'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/** Each tab's red point (spec 000 §3): course, exam, training and activity tasks. */
export const RED_POINT_OF: Record<TaskTab, RedPointKind> = {
  course: 'coursetask',
  exam: 'examtask',
  tarin: 'traintask',
  active: 'trainingtask',
};

export interface TaskTabsProps {
  tab: TaskTab;
  /** 1 = unseen tasks of the kind (from the message state). */
  redPoints: Partial<Record<RedPointKind, number>>;
  /** Tabs whose page exists (the activities tab appears when its area provides it). */
  tabs?: readonly TaskTab[];
  hrefOf: (tab: TaskTab) => string;
  onNavigate: (tab: TaskTab) => void;
  /** After a red point was cleared: refresh the message state. */
  onSeen: () => void;
  children: ReactNode;
}

/**
 * The task list's frame: one tab per kind of task, each with its red point; showing a tab tells
 * the server the learner has seen it, which clears that red point (and only that one).
 */
export function TaskTabs({ tab, redPoints, tabs = TASK_TABS, hrefOf, onNavigate, onSeen, children }: TaskTabsProps) {
  const { t } = useTranslation('tasks');
  const kind = RED_POINT_OF[tab];
  const lit = (redPoints[kind] ?? 0) > 0;
  const seen = useMutation({ mutationFn: () => markRedPointSeen(kind), onSuccess: onSeen });
  const { mutate } = seen;
  useEffect(() => {
    if (lit) mutate();
  }, [lit, kind, mutate]);

  return (
    <div className="lp-tasks">
      <h1 className="lp-tasks-title">{t('title')}</h1>
      <nav className="lp-tasks-tabs" aria-label={t('tabsLabel')}>
        {tabs.map((key) => {
          const dot = (redPoints[RED_POINT_OF[key]] ?? 0) > 0 && key !== tab;
          return (
            <a
              key={key}
              href={hrefOf(key)}
              className={`lp-tasks-tab${key === tab ? ' is-active' : ''}`}
              aria-current={key === tab ? 'page' : undefined}
              data-red-point={dot ? RED_POINT_OF[key] : undefined}
              onClick={(event) => {
                event.preventDefault();
                onNavigate(key);
              }}
            >
              {t(`tab.${key}`)}
              {dot && (
                <span className="lp-tasks-dot" role="img" aria-label={t('newTasks')}>
                  <span aria-hidden="true">●</span>
                </span>
              )}
            </a>
          );
        })}
      </nav>
      <div className="lp-tasks-panel">{children}</div>
    </div>
  );
}
