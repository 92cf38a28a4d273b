import type {
  CourseExams,
  AttachmentRef,
  ExamKind,
  ExamList,
  ExamListTab,
  ExamPaper,
  ExamResultView,
  ExamTransition,
  FaceResult,
  ResultDetail,
  SaveAnswers,
  StartAttempt,
  SubmitResult,
  SwitchResult,
} from '../../../../protocol';
import {
  courseExamsCall,
  examListCall,
  examPaperCall,
  examResultCall,
  examTransitionCall,
  faceCheckCall,
  reportSwitchCall,
  resultDetailCall,
  saveAnswersCall,
  startAttemptCall,
  submitAttemptCall,
  uploadAttachmentCall,
} from '../../../../protocol/calls/exams';
import { api } from '../../../lib/api-client';

/** Exam calls (decision 0026 / 0029). Quiet: every page shows its own error state. */

const quiet = { quiet: true } as const;

export interface ExamListQuery {
  tab: ExamListTab;
  kind: ExamKind | '';
  keyword: string;
  page: number;
  pageSize: number;
}

/** GET apiExamnew/getExamList (sealed). */
export async function getExamList(query: ExamListQuery): Promise<ExamList> {
  return api.request(
    examListCall,
    { tab: query.tab, kind: query.kind, keyword: query.keyword.trim(), page: query.page, pageSize: query.pageSize },
    quiet,
  );
}

/** The after-class exams of one course (its detail page), with the course gate. */
export async function getCourseExams(courseId: number): Promise<CourseExams> {
  return api.request(courseExamsCall, { courseId }, quiet);
}

export async function getTransition(examId: number): Promise<ExamTransition> {
  return api.request(examTransitionCall, { examId }, quiet);
}

export async function startAttempt(examId: number, deviceId: string): Promise<StartAttempt> {
  return api.request(startAttemptCall, { examId, deviceId }, quiet);
}

/** The paper and the local time of the round trip, for the server clock. */
export async function getPaper(attemptId: number): Promise<{ paper: ExamPaper; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const paper = await api.request(examPaperCall, { attemptId }, quiet);
  return { paper, sentAt, receivedAt: Date.now() };
}

/** One answer on the wire. */
export interface AnswerOut {
  questionId: number;
  values: string[];
  attachmentIds: number[];
  seq: number;
}

export async function saveAnswers(
  attemptId: number,
  answers: AnswerOut[],
): Promise<{ saved: SaveAnswers; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const saved = await api.request(saveAnswersCall, { attemptId, answers: JSON.stringify(answers) }, quiet);
  return { saved, sentAt, receivedAt: Date.now() };
}

export async function submitAttempt(attemptId: number, answers: AnswerOut[]): Promise<SubmitResult> {
  return api.request(submitAttemptCall, { attemptId, answers: JSON.stringify(answers) }, quiet);
}

/** keepalive: a switch reported while the page is being hidden still reaches the server. */
export async function reportSwitch(attemptId: number, seq: number): Promise<SwitchResult> {
  return api.request(reportSwitchCall, { attemptId, seq }, { quiet: true, keepalive: true });
}

export async function uploadAttachment(
  attemptId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AttachmentRef> {
  const form = new FormData();
  form.append('attemptId', String(attemptId));
  form.append('file', file);
  return api.requestUpload(uploadAttachmentCall, form, { quiet: true, onProgress, ...(signal ? { signal } : {}) });
}

export async function getResult(examId: number): Promise<ExamResultView> {
  return api.request(examResultCall, { examId }, quiet);
}

export async function getResultDetail(attemptId: number): Promise<ResultDetail> {
  return api.request(resultDetailCall, { attemptId }, quiet);
}

/** POST /v1/exam/attempt/face: one camera frame for the face verifier. */
export async function verifyFace(attemptId: number, frame: Blob): Promise<FaceResult> {
  const form = new FormData();
  form.append('attemptId', String(attemptId));
  form.append(
    'file',
    frame instanceof File ? frame : new File([frame], 'frame.jpg', { type: frame.type || 'image/jpeg' }),
  );
  return api.requestUpload(faceCheckCall, form, { quiet: true });
}
