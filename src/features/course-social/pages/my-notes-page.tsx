import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CourseLink } from '../../../components/course/course-link';
import { listMyNotes } from '../api/social-api';
import { LoadState } from '../../../components/load-state';
import { NoteImages } from '../components/note-images';
import { NoteStateTag } from '../components/note-state-tag';
import { Pager } from '../../../components/pager';
import { socialKeys } from '../hooks/social-keys';
import { formatDate } from '../../../lib/date-format';
import { notesByCourse } from '../social-format';
import '../course-social.css';
import '../course-social-mobile.css';

/** /my/my-note: every note the learner wrote, by course, with its review state; editing happens on the course. */
export function MyNotesPage() {
  const { t } = useTranslation('course-social');
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: socialKeys.myNotes(page), queryFn: () => listMyNotes(page), staleTime: 0 });
  return (
    <section className="lp-social-page">
      <h1 className="lp-social-page__title">{t('myNotes.title')}</h1>
      {!query.data ? (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <LoadState
          kind="empty"
          emptyText={t('myNotes.empty')}
          action={<Link to="/course">{t('myNotes.browse')}</Link>}
        />
      ) : (
        <>
          {notesByCourse(query.data.list).map((group) => (
            <section key={group.courseId} className="lp-social-card" aria-label={group.title}>
              <h2 className="lp-social-card__title">
                <CourseLink to={`/course/${group.courseId}`}>{group.title}</CourseLink>
              </h2>
              {group.notes.map((note) => (
                <article key={note.id} className="lp-social-note">
                  <div className="lp-social-row">
                    <CourseLink to={`/course/${note.courseId}?chapter=${note.chapterId}`}>
                      {note.chapterTitle}
                    </CourseLink>
                    <NoteStateTag state={note.state} />
                    <time className="lp-social-muted">{formatDate(note.updatedAt)}</time>
                  </div>
                  <p className="lp-social-text">{note.content}</p>
                  {note.state === 'rejected' && note.rejectReason ? (
                    <p className="lp-social-error">{t('notes.rejected', { reason: note.rejectReason })}</p>
                  ) : null}
                  <NoteImages images={note.images} editable={false} onChange={() => undefined} />
                </article>
              ))}
            </section>
          ))}
          <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}
