import type {
  SCORM_STATUSES,
  DocPreview,
  LearnRecordList,
  ScormState,
  StudyList,
  StudyProgress,
  StudyStart,
  VideoUrl,
} from '../../../../protocol';
import {
  docPreviewCall,
  docPreviewTokenCall,
  endStudyCall,
  learnRecordsCall,
  saveScormStateCall,
  scormStateCall,
  startStudyCall,
  studyHeartbeatCall,
  studyListCall,
  videoUrlCall,
} from '../../../../protocol/calls/course-study';
import { api } from '../../../lib/api-client';

/*
 * The study calls (decision 0017). All quiet: the study area shows its own states, and a refusal
 * (multi-window, sequential…) is turned into a screen or a navigation, not a toast.
 */
const quiet = { quiet: true } as const;

export interface ChapterRef {
  courseId: number;
  chapterId: number;
  preview?: boolean;
  /** The page's resource_relation, normalised JSON: what the study is credited to. */
  resourceRelation?: string;
}

const previewParam = (preview?: boolean) => (preview ? { preview: '1' as const } : {});

/** Which window and browser open the chapter; `reclaim`: no other tab of this browser studies. */
export interface StudyWindow {
  windowId: string;
  deviceId: string;
  reclaim: boolean;
}

export async function startStudy(ref: ChapterRef, window: StudyWindow): Promise<StudyStart> {
  return api.request(
    startStudyCall,
    {
      courseId: ref.courseId,
      chapterId: ref.chapterId,
      windowId: window.windowId,
      deviceId: window.deviceId,
      reclaim: window.reclaim ? '1' : '0',
      ...previewParam(ref.preview),
      ...(ref.resourceRelation ? { resourceRelation: ref.resourceRelation } : {}),
    },
    quiet,
  );
}

export async function sendHeartbeat(
  sessionId: string,
  chapterId: number,
  position: number,
  active: boolean,
): Promise<StudyProgress> {
  return api.request(
    studyHeartbeatCall,
    { sessionId, chapterId, position: Math.round(position * 10) / 10, active: active ? '1' : '0' },
    quiet,
  );
}

export async function endStudy(sessionId: string, options: { keepalive?: boolean } = {}): Promise<void> {
  await api.request(endStudyCall, { sessionId }, { quiet: true, ...options });
}

export async function fetchStudyList(courseId: number, preview?: boolean): Promise<StudyList> {
  return api.request(studyListCall, { courseId, ...previewParam(preview) }, quiet);
}

export async function fetchVideoUrl(ref: ChapterRef): Promise<VideoUrl> {
  return api.request(
    videoUrlCall,
    { courseId: ref.courseId, chapterId: ref.chapterId, ...previewParam(ref.preview) },
    quiet,
  );
}

export async function fetchScormState(ref: ChapterRef): Promise<ScormState> {
  return api.request(
    scormStateCall,
    { courseId: ref.courseId, chapterId: ref.chapterId, ...previewParam(ref.preview) },
    quiet,
  );
}

export async function saveScormState(
  ref: ChapterRef,
  state: { lessonStatus: string; lessonLocation: string; suspendData: string },
): Promise<ScormState> {
  return api.request(
    saveScormStateCall,
    {
      courseId: ref.courseId,
      chapterId: ref.chapterId,
      ...state,
      // scorm-api.ts only ever stores one of SCORM_STATUSES; the server checks it again.
      lessonStatus: state.lessonStatus as (typeof SCORM_STATUSES)[number],
      ...previewParam(ref.preview),
    },
    quiet,
  );
}

export async function fetchDocPreviewToken(ref: ChapterRef): Promise<string> {
  return (await api.request(docPreviewTokenCall, { courseId: ref.courseId, chapterId: ref.chapterId }, quiet)).token;
}

export async function fetchDocPreview(token: string): Promise<DocPreview> {
  return api.request(docPreviewCall, { docToken: token }, quiet);
}

export async function fetchLearnRecords(page: number, pageSize: number): Promise<LearnRecordList> {
  return api.request(learnRecordsCall, { page, pageSize }, quiet);
}
