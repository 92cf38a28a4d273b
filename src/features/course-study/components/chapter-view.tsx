import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StudyProgress, StudyStart } from '../../../../protocol';
import type { ChapterRef } from '../api/study-api';
import { useStudyHeartbeat } from '../hooks/use-study-heartbeat';
import { answerStudyQuestions } from '../study-device';
import { studyWindowId } from '../window-id';
import { DocumentChapter } from './document-chapter';
import { ImageSetChapter } from './image-set-chapter';
import { ImageTextChapter } from './image-text-chapter';
import { LinkChapter } from './link-chapter';
import { MediaChapter } from './media-chapter';
import { NextChapterCountdown } from './next-chapter-countdown';
import { ScormChapter } from './scorm-chapter';
import { StudyProgressBar } from './study-progress-bar';

export interface ChapterViewProps {
  courseId: number;
  start: StudyStart;
  title: string;
  next: { id: number; title: string } | null;
  onSelectChapter: (chapterId: number) => void;
  onChapterCompleted: () => void;
  onSessionEnded: () => void;
  openExternal: (url: string) => void;
  openRoute: (path: string) => void;
  reloadPage: () => void;
}

/** One open chapter: its content by kind, and the heartbeats that count its study time. */
export function ChapterView({
  courseId,
  start,
  title,
  next,
  onSelectChapter,
  onChapterCompleted,
  onSessionEnded,
  openExternal,
  openRoute,
  reloadPage,
}: ChapterViewProps) {
  const { chapter, content } = start;
  const isMedia = chapter.kind === 'video' || chapter.kind === 'audio';
  const position = useRef(chapter.positionSeconds);
  // Media counts while playing; everything else while the page is open and visible.
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(chapter);
  const [countdown, setCountdown] = useState(false);
  const skips = useMemo(
    () => ({ short: start.player.skipShortSeconds, long: start.player.skipLongSeconds }),
    [start.player.skipShortSeconds, start.player.skipLongSeconds],
  );
  const ref = useMemo<ChapterRef>(
    () => ({ courseId, chapterId: chapter.id, preview: start.preview }),
    [courseId, chapter.id, start.preview],
  );

  const onProgress = useCallback(
    (answer: StudyProgress) => {
      setProgress(answer.chapter);
      if (answer.chapterCompletedNow) onChapterCompleted();
    },
    [onChapterCompleted],
  );
  const { sendPosition } = useStudyHeartbeat({
    sessionId: start.sessionId,
    chapterId: chapter.id,
    running: isMedia ? playing : true,
    intervalSeconds: start.heartbeatSeconds,
    position: () => position.current,
    onProgress,
    onSessionEnded,
  });

  // While this window holds a session, it tells this browser's other tabs that it is alive.
  useEffect(() => (start.sessionId ? answerStudyQuestions(studyWindowId()) : undefined), [start.sessionId]);

  const goNext = useCallback(() => {
    setCountdown(false);
    if (next) onSelectChapter(next.id);
  }, [next, onSelectChapter]);

  return (
    <div className="lp-study-chapter" data-kind={chapter.kind}>
      {/* Above the content: a long document would push it out of sight. */}
      <StudyProgressBar chapter={progress} preview={start.preview} />
      {isMedia && (
        <MediaChapter
          chapter={ref}
          kind={chapter.kind as 'video' | 'audio'}
          startAt={chapter.positionSeconds}
          positionRef={position}
          onRunningChange={setPlaying}
          onSeeked={sendPosition}
          // A countdown of 0 s: the enterprise turned the automatic next chapter off.
          onEnded={() => next && start.player.autoNextSeconds > 0 && setCountdown(true)}
          skips={skips}
          onReloadPage={reloadPage}
        />
      )}
      {chapter.kind === 'document' && (
        <DocumentChapter
          chapter={ref}
          url={content.url}
          allowDownload={content.allowDownload}
          startPage={Math.max(1, chapter.positionSeconds)}
          onPage={(page) => {
            position.current = page;
            sendPosition();
          }}
          openExternal={openExternal}
          openRoute={openRoute}
        />
      )}
      {chapter.kind === 'imagetext' && <ImageTextChapter html={content.html} />}
      {chapter.kind === 'imageset' && (
        <ImageSetChapter
          images={content.images}
          title={title}
          startIndex={chapter.positionSeconds}
          onPage={(index) => (position.current = index)}
        />
      )}
      {chapter.kind === 'link' && (
        <LinkChapter link={content.link} openExternal={openExternal} onOpened={() => undefined} />
      )}
      {chapter.kind === 'scorm' && (
        <ScormChapter chapter={ref} url={content.url} title={title} onCompleted={onChapterCompleted} />
      )}
      {countdown && next && (
        <NextChapterCountdown
          title={next.title}
          seconds={start.player.autoNextSeconds}
          onGo={goNext}
          onCancel={() => setCountdown(false)}
        />
      )}
    </div>
  );
}
