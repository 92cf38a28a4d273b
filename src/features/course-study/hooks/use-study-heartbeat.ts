import { useCallback, useEffect, useRef } from 'react';
import { ErrorCode, type StudyProgress } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { endStudy, sendHeartbeat } from '../api/study-api';
import { usePageVisible } from './use-page-visible';

export interface HeartbeatOptions {
  /** Null in preview mode: nothing is sent. */
  sessionId: string | null;
  chapterId: number;
  /** The learner is playing or reading now. */
  running: boolean;
  intervalSeconds: number;
  /** The resume point sent with every beat (seconds, or the page of a document). */
  position: () => number;
  onProgress: (progress: StudyProgress) => void;
  /** The session ended (taken over elsewhere, or timed out). */
  onSessionEnded: () => void;
}

/**
 * Heartbeats while the page is visible and the learner plays or reads (decision 0017). The
 * server credits its own clock: a beat with active=0 marks the start of a running span (the pause
 * before it is not credited); beats during the span and one when it stops credit the time since.
 */
export function useStudyHeartbeat(options: HeartbeatOptions): { sendPosition: () => void } {
  const visible = usePageVisible();
  const active = options.running && visible && options.sessionId !== null;
  const latest = useRef(options);
  // Declared first, so the beats of the effects below read this render's callbacks and position.
  useEffect(() => {
    latest.current = options;
  });
  const wasActive = useRef(false);

  const beat = useCallback((credit: boolean) => {
    const { sessionId, chapterId, position, onProgress, onSessionEnded } = latest.current;
    if (!sessionId) return;
    sendHeartbeat(sessionId, chapterId, position(), credit)
      .then(onProgress)
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === ErrorCode.STUDY_SESSION_ENDED) onSessionEnded();
      });
  }, []);

  useEffect(() => {
    if (!active) {
      if (wasActive.current) beat(true);
      wasActive.current = false;
      return;
    }
    wasActive.current = true;
    beat(false);
    const timer = window.setInterval(() => beat(true), options.intervalSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [active, beat, options.intervalSeconds]);

  // Leaving the chapter: credit what ran, then free the session (max viewers, other windows).
  useEffect(() => {
    const sessionId = options.sessionId;
    return () => {
      if (!sessionId) return;
      const { chapterId, position } = latest.current;
      const final = wasActive.current
        ? sendHeartbeat(sessionId, chapterId, position(), true).catch(() => undefined)
        : Promise.resolve();
      wasActive.current = false;
      void final.then(() => endStudy(sessionId)).catch(() => undefined);
    };
  }, [options.sessionId]);

  // Closing the tab or leaving the site: free the seat at once, so the course opens again in a new
  // tab without waiting for the lease to run out. (Hiding the page already sent the last credit.)
  useEffect(() => {
    const sessionId = options.sessionId;
    if (!sessionId) return;
    const leave = () => void endStudy(sessionId, { keepalive: true }).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [options.sessionId]);

  // A paused learner who seeks: keep the resume point without crediting anything.
  const sendPosition = useCallback(() => {
    if (!wasActive.current) beat(false);
  }, [beat]);
  return { sendPosition };
}
