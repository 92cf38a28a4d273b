import { Button, Result, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { fetchVideoUrl, type ChapterRef } from '../api/study-api';
import { mediaUrl } from '../../../lib/media-url';
import { MediaPlayer, type MediaPlayerProps } from './media-player';
import { studyKeys } from '../api/query-keys';

/** Playback failures before the learner is offered a page refresh (spec 001 §8). */
const FAILURES_BEFORE_REFRESH = 2;

export interface MediaChapterProps extends Omit<MediaPlayerProps, 'src' | 'onError'> {
  chapter: ChapterRef;
  onReloadPage: () => void;
}

/** A video or audio chapter: its signed address (re-fetched after a failure), then the player. */
export function MediaChapter({ chapter, onReloadPage, ...player }: MediaChapterProps) {
  const { t } = useTranslation('course-study');
  const [failures, setFailures] = useState(0);
  const address = useQuery({
    queryKey: studyKeys.videoUrl(chapter.courseId, chapter.chapterId, Boolean(chapter.preview)),
    queryFn: () => fetchVideoUrl(chapter),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
  if (address.isPending) return <Spin className="lp-study-loading" tip={t('state.loading')} />;
  if (address.isError) {
    return (
      <Result
        status="error"
        title={t('player.addressFailed')}
        subTitle={errorText(address.error)}
        extra={
          <Button type="primary" onClick={() => void address.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  if (failures >= FAILURES_BEFORE_REFRESH) {
    return (
      <Result
        status="warning"
        title={t('player.failedRepeatedly')}
        subTitle={t('player.failedHint')}
        extra={
          <Button type="primary" onClick={onReloadPage}>
            {t('player.refreshPage')}
          </Button>
        }
      />
    );
  }
  return (
    <MediaPlayer
      {...player}
      src={mediaUrl(address.data.url)}
      onError={() => {
        // The address may have expired: fetch a fresh one once before giving up.
        setFailures((n) => n + 1);
        void address.refetch();
      }}
    />
  );
}
