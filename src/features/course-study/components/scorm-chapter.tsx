import { Result, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { fetchScormState, saveScormState, type ChapterRef } from '../api/study-api';
import { mediaUrl } from '../../../lib/media-url';
import { createScormApi } from '../scorm-api';
import { studyKeys } from '../api/query-keys';

export interface ScormChapterProps {
  chapter: ChapterRef;
  url: string;
  title: string;
  /** The package reported completion and the server recorded it. */
  onCompleted: () => void;
}

/** A SCORM 1.2 package in an iframe, talking to `window.API` (getScormCompleted / setScormCompleted). */
export function ScormChapter({ chapter, url, title, onCompleted }: ScormChapterProps) {
  const { t } = useTranslation('course-study');
  const state = useQuery({
    queryKey: studyKeys.scorm(chapter.courseId, chapter.chapterId, Boolean(chapter.preview)),
    queryFn: () => fetchScormState(chapter),
    gcTime: 0,
  });

  useEffect(() => {
    if (!state.data) return;
    const host = window as unknown as { API?: unknown };
    host.API = createScormApi(state.data, (data) => {
      void saveScormState(chapter, data).then((saved) => {
        if (saved.completed) onCompleted();
      });
    });
    return () => {
      delete host.API;
    };
  }, [state.data, chapter, onCompleted]);

  if (state.isPending) return <Spin className="lp-study-loading" tip={t('state.loading')} />;
  if (state.isError) return <Result status="error" title={t('state.error')} subTitle={errorText(state.error)} />;
  return <iframe className="lp-study-scorm" src={mediaUrl(url)} title={title} />;
}
