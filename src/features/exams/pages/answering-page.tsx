import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { readUserInfoCookie } from '../../../lib/cookies';
import { getPaper, saveAnswers } from '../api/exams-api';
import { AnsweringView } from '../components/answering-view';
import { LoadState } from '../../../components/load-state';
import { createExamSession, type ExamSession } from '../exam-session';
import { examKeys } from '../hooks/exam-keys';
import { dropPaperCopy, keepPaperCopy, readPaperCopy, recordSaved, type LoadedPaper } from '../paper-copy';
import '../exams.css';
import '../exams-phone.css';

/** What the face-check dialog receives (the face-check area's FaceCheckDialog, composed in src/app). */
export interface FaceCheckSlotProps {
  open: boolean;
  onCapture: (
    frame: Blob,
  ) => Promise<{ ok: boolean; reason?: string; failures: number; limit: number; submitted: boolean }>;
  onClose: () => void;
}

export type FaceCheckSlot = (props: FaceCheckSlotProps) => ReactNode;

/** "Report an error" for the current question (the feedback area's button, composed in src/app). */
export type ReportErrorSlot = (props: { examId: number; questionId: number; position: number }) => ReactNode;

export interface AnsweringPageProps {
  attemptId: number;
  /** The paper is handed in (by the learner, the clock or the server): show the result. */
  onFinished: (examId: number) => void;
  /** Renders the face-check dialog; without it an exam with face check cannot verify (say so). */
  faceCheck?: FaceCheckSlot | undefined;
  reportError?: ReportErrorSlot | undefined;
}

/** /task/exam/questions/:id (the attempt id): loads the paper once, then answering runs on the session. */
export function AnsweringPage({ attemptId, onFinished, faceCheck, reportError }: AnsweringPageProps) {
  // Loaded once per visit: the session owns the answers from then on (no refetch on focus).
  // 'always': an offline start still asks, and the answer's failure opens the local copy.
  const paper = useQuery({
    queryKey: examKeys.paper(attemptId),
    queryFn: () => loadPaper(attemptId),
    staleTime: Infinity,
    gcTime: 0,
    networkMode: 'always',
  });
  const loaded = paper.data;
  const submitted = loaded?.paper.status === 'submitted';

  useEffect(() => {
    if (loaded && submitted) onFinished(loaded.paper.examId);
  }, [loaded, submitted, onFinished]);

  if (paper.isPending) return <LoadState kind="loading" />;
  if (!loaded) return <LoadState kind="error" error={paper.error} onRetry={() => void paper.refetch()} />;
  if (submitted) return <LoadState kind="loading" />;
  return (
    <SessionHost
      key={attemptId}
      loaded={loaded}
      onFinished={onFinished}
      faceCheck={faceCheck}
      reportError={reportError}
    />
  );
}

/** Final refusals of a save: the attempt is closed (handed in elsewhere, or past the grace). */
const isFinalRefusal = (error: unknown) => isApiError(error) && error.kind === 'server' && error.httpStatus < 500;

const learner = () => readUserInfoCookie()?.userid ?? '';

/**
 * The paper from the server, kept on this device for an offline reload (decision 0036); when the
 * network cannot be reached, this learner's copy of it (its answers come from the answer store).
 */
async function loadPaper(attemptId: number): Promise<LoadedPaper> {
  try {
    const loaded = await getPaper(attemptId);
    keepPaperCopy(window.localStorage, learner(), loaded);
    return loaded;
  } catch (error) {
    const unreachable = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
    const copy = unreachable ? readPaperCopy(window.localStorage, learner(), attemptId) : null;
    if (copy) return copy;
    throw error;
  }
}

function SessionHost({
  loaded,
  onFinished,
  faceCheck,
  reportError,
}: {
  loaded: LoadedPaper;
  onFinished: (examId: number) => void;
  faceCheck: AnsweringPageProps['faceCheck'];
  reportError: AnsweringPageProps['reportError'];
}) {
  const [closed, setClosed] = useState(false);
  const { paper } = loaded;
  // One session per loaded paper (SessionHost is keyed by attempt and the paper loads once).
  const [session] = useState<ExamSession>(() =>
    createExamSession(loaded.paper, {
      storage: window.localStorage,
      clockSample: { serverNow: loaded.paper.serverNow, sentAt: loaded.sentAt, receivedAt: loaded.receivedAt },
      save: async (batch) => {
        const { saved, sentAt, receivedAt } = await saveAnswers(loaded.paper.attemptId, batch);
        recordSaved(window.localStorage, loaded.paper.attemptId, batch);
        return { serverNow: saved.serverNow, sentAt, receivedAt };
      },
      isFinal: isFinalRefusal,
      onStopped: () => {
        dropPaperCopy(window.localStorage, loaded.paper.attemptId);
        setClosed(true);
      },
    }),
  );
  useEffect(() => {
    session.resume();
    return () => session.dispose();
  }, [session]);

  return (
    <AnsweringView
      session={session}
      paper={paper}
      closed={closed}
      onFinished={() => {
        dropPaperCopy(window.localStorage, paper.attemptId);
        onFinished(paper.examId);
      }}
      faceCheck={faceCheck}
      reportError={reportError}
    />
  );
}
