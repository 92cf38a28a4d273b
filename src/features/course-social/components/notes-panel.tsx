import { Alert, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '../../../../protocol';
import { closeNoteTip, getNoteTip, listCourseNotes } from '../api/social-api';
import { socialKeys } from '../hooks/social-keys';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { NoteCard } from './note-card';
import { NoteEditor } from './note-editor';
import '../course-social.css';
import '../course-social-mobile.css';

export interface NotesPanelProps {
  course: CourseDetail;
  /** The chapter open in the study area; the panel follows it until the learner picks another. */
  openChapterId: number | null;
}

/** The notes tab of a course: the learner's note of a chapter and others' approved public notes. */
export function NotesPanel({ course, openChapterId }: NotesPanelProps) {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const chapterId = picked ?? openChapterId ?? course.chapters[0]?.id ?? null;
  const notes = useQuery({
    queryKey: [...socialKeys.notes(course.id, chapterId), page],
    queryFn: () => listCourseNotes(course.id, chapterId, page),
    enabled: chapterId !== null,
  });
  const tip = useQuery({ queryKey: socialKeys.noteTip, queryFn: getNoteTip, staleTime: Infinity });
  const closeTip = useMutation({
    mutationFn: closeNoteTip,
    onSuccess: (data) => client.setQueryData(socialKeys.noteTip, data),
  });

  if (chapterId === null) return <LoadState kind="empty" emptyText={t('notes.noChapters')} />;
  const mine = notes.data?.mine.find((n) => n.chapterId === chapterId) ?? null;

  return (
    <section className="lp-social-panel" aria-label={t('notes.title')}>
      {tip.data?.show ? (
        <Alert closable type="info" content={t('notes.tip')} onClose={() => closeTip.mutate()} />
      ) : null}
      <label className="lp-social-field">
        <span>{t('notes.chapter')}</span>
        <Select
          aria-label={t('notes.chapter')}
          value={chapterId}
          style={{ width: 360 }}
          onChange={(id: number) => {
            setPicked(id);
            setPage(1);
          }}
          options={course.chapters.map((c, i) => ({ value: c.id, label: `${i + 1}. ${c.title}` }))}
        />
      </label>
      {!notes.data ? (
        <LoadState kind={notes.error ? 'error' : 'loading'} error={notes.error} onRetry={() => void notes.refetch()} />
      ) : (
        <>
          <NoteEditor
            key={`${chapterId}:${mine?.id ?? 0}:${mine?.updatedAt ?? 0}:${mine?.state ?? ''}`}
            courseId={course.id}
            chapterId={chapterId}
            note={mine}
          />
          <h3 className="lp-social-subtitle">{t('notes.others', { count: notes.data.total })}</h3>
          {notes.data.list.length === 0 ? (
            <LoadState kind="empty" emptyText={t('notes.noOthers')} />
          ) : (
            <div className="lp-social-list">
              {notes.data.list.map((note) => (
                <NoteCard key={note.id} note={note} />
              ))}
            </div>
          )}
          <Pager page={page} total={notes.data.total} pageSize={notes.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}
