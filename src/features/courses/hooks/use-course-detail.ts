import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getCourseDetail, type DetailReadOptions } from '../api/courses-api';
import { courseKeys } from '../api/query-keys';

/** The course, the open chapter (`?chapter=`), preview (`?preview=1`) and a refresh that re-reads the course. */
export function useCourseDetail(courseId: number, read: DetailReadOptions = {}) {
  const [search, setSearch] = useSearchParams();
  const preview = search.get('preview') === '1';
  const chapterParam = Number(search.get('chapter'));
  const chapterId = Number.isInteger(chapterParam) && chapterParam > 0 ? chapterParam : null;
  const client = useQueryClient();
  const detail = useQuery({
    // Another enterprise's public face is another answer than this enterprise's course of that id.
    queryKey: read.visitorOf
      ? courseKeys.foreignDetail(read.visitorOf.eid, courseId)
      : courseKeys.detail(courseId, preview),
    queryFn: () => getCourseDetail(courseId, preview, read),
    // A refusal the page explains (sign in) is an answer: asking again gives the same one.
    ...(read.ownErrors ? { retry: false } : {}),
    enabled: courseId > 0,
  });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: courseKeys.detailOf(courseId) }),
    [client, courseId],
  );
  const selectChapter = useCallback(
    (id: number) => {
      const next = new URLSearchParams(search);
      next.set('chapter', String(id));
      setSearch(next);
    },
    [search, setSearch],
  );
  return { detail, chapterId, preview, refresh, selectChapter };
}
