import type {
  DocPreview,
  LearnRecordList,
  ScormState,
  StudyList,
  StudyProgress,
  StudyStart,
  VideoUrl,
} from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/*
 * The study calls (decision 0017). All quiet: the study area shows its own states, and a refusal
 * (multi-window, sequential…) is turned into a screen or a navigation, not a toast.
 */
const schemas = () => import('../../../../protocol/schemas/course-study');

export interface ChapterRef {
  courseId: number;
  chapterId: number;
  preview?: boolean;
}

const previewParam = (preview?: boolean) => (preview ? { preview: '1' } : {});

export async function startStudy(ref: ChapterRef, windowId: string): Promise<StudyStart> {
  const data = await api.call<unknown>(
    '/v1/course/study/start',
    { courseId: ref.courseId, chapterId: ref.chapterId, windowId, ...previewParam(ref.preview) },
    { method: 'POST', quiet: true },
  );
  return parseResponse(() => schemas().then((m) => m.studyStartSchema), data);
}

export async function sendHeartbeat(
  sessionId: string,
  chapterId: number,
  position: number,
  active: boolean,
): Promise<StudyProgress> {
  const data = await api.call<unknown>(
    '/v1/course/study/heartbeat',
    { sessionId, chapterId, position: Math.round(position * 10) / 10, active: active ? '1' : '0' },
    { method: 'POST', quiet: true },
  );
  return parseResponse(() => schemas().then((m) => m.studyProgressSchema), data);
}

export async function endStudy(sessionId: string, options: { keepalive?: boolean } = {}): Promise<void> {
  await api.call<unknown>('/v1/course/study/end', { sessionId }, { method: 'POST', quiet: true, ...options });
}

export async function fetchStudyList(courseId: number, preview?: boolean): Promise<StudyList> {
  const data = await api.call<unknown>('apiCourse/studyList', { courseId, ...previewParam(preview) }, { quiet: true });
  return parseResponse(() => schemas().then((m) => m.studyListSchema), data);
}

export async function fetchVideoUrl(ref: ChapterRef): Promise<VideoUrl> {
  const data = await api.call<unknown>(
    'apiCourse/getVideoUrlAliyun',
    { courseId: ref.courseId, chapterId: ref.chapterId, ...previewParam(ref.preview) },
    { quiet: true },
  );
  return parseResponse(() => schemas().then((m) => m.videoUrlSchema), data);
}

export async function fetchScormState(ref: ChapterRef): Promise<ScormState> {
  const data = await api.call<unknown>(
    'apiCourse/getScormCompleted',
    { courseId: ref.courseId, chapterId: ref.chapterId, ...previewParam(ref.preview) },
    { quiet: true },
  );
  return parseResponse(() => schemas().then((m) => m.scormStateSchema), data);
}

export async function saveScormState(
  ref: ChapterRef,
  state: { lessonStatus: string; lessonLocation: string; suspendData: string },
): Promise<ScormState> {
  const data = await api.call<unknown>(
    'apiCourse/setScormCompleted',
    { courseId: ref.courseId, chapterId: ref.chapterId, ...state, ...previewParam(ref.preview) },
    { method: 'POST', quiet: true },
  );
  return parseResponse(() => schemas().then((m) => m.scormStateSchema), data);
}

export async function fetchDocPreviewToken(ref: ChapterRef): Promise<string> {
  const data = await api.call<{ token: string }>(
    'apiCourse/GetDocPerviewToken',
    { courseId: ref.courseId, chapterId: ref.chapterId },
    { quiet: true },
  );
  return data.token;
}

export async function fetchDocPreview(token: string): Promise<DocPreview> {
  const data = await api.call<unknown>('/v1/course/study/doc-preview', { docToken: token }, { quiet: true });
  return parseResponse(() => schemas().then((m) => m.docPreviewSchema), data);
}

export async function fetchLearnRecords(page: number, pageSize: number): Promise<LearnRecordList> {
  const data = await api.call<unknown>('/v1/my/learn-record', { page, pageSize }, { quiet: true });
  return parseResponse(() => schemas().then((m) => m.learnRecordListSchema), data);
}
