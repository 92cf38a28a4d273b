import {
  addCommentSchema,
  courseIdSchema,
  downloadCompressSchema,
  downloadPollingSchema,
  downloadSingleSchema,
  gradeCourseSchema,
  listCommentsSchema,
  myNotesSchema,
  praiseCommentSchema,
  rewardCourseSchema,
  toggleCourseSchema,
} from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { CallContext, CallRegistry } from '../../pipeline/call-registry';
import { addComment, listComments, praiseComment } from './comments.service';
import { courseSocialState, gradeCourse, listCollected, setCourseMark } from './course-marks.service';
import { downloadCompress, downloadSingle, listDownloads, pollDownload, type DownloadScope } from './downloads.service';
import { registerNoteCalls } from './notes.routes';
import { rewardCourse } from './reward.service';
import { scopeOf } from './social-scope';

function downloadScope(ctx: CallContext): DownloadScope {
  return { ...scopeOf(ctx), mediaDir: ctx.config.mediaDir, secret: ctx.config.mediaSigningSecret };
}

/**
 * The calls of notes, comments, ratings, collections, praise, rewards and downloads. Several
 * legacy writes are GET in the spec (collect, praise, courseGrade, courseReward): they keep the
 * method, and are safe anyway — signed envelope (no replay), a state or request id in the
 * parameters, and DUPLICATE_SUBMISSION for a repeat (decision 0018).
 */
export function registerCourseSocialCalls(registry: CallRegistry, _config: ServerConfig): void {
  registerNoteCalls(registry);

  registry.register({
    name: 'apiCourse/PcComment',
    method: 'GET',
    access: 'user',
    input: listCommentsSchema,
    handler: async (ctx, input) => ({ data: await listComments(scopeOf(ctx), input) }),
  });
  registry.register({
    name: 'apiCourse/addComment',
    method: 'POST',
    access: 'user',
    input: addCommentSchema,
    handler: async (ctx, input) => ({ data: await addComment(scopeOf(ctx), input) }),
  });
  registry.register({
    name: 'apiCourse/commentPraise',
    method: 'POST',
    access: 'user',
    input: praiseCommentSchema,
    handler: async (ctx, input) => ({ data: await praiseComment(scopeOf(ctx), input.commentId, input.praise) }),
  });

  registry.register({
    name: 'apiCourse/isGrade',
    method: 'GET',
    access: 'user',
    input: courseIdSchema,
    handler: async (ctx, input) => ({ data: await courseSocialState(scopeOf(ctx), input.courseId) }),
  });
  registry.register({
    name: 'apiCourse/courseGrade',
    method: 'GET',
    access: 'user',
    input: gradeCourseSchema,
    handler: async (ctx, input) => ({ data: await gradeCourse(scopeOf(ctx), input.courseId, input.stars) }),
  });
  registry.register({
    name: 'apiCourse/collect',
    method: 'GET',
    access: 'user',
    input: toggleCourseSchema,
    handler: async (ctx, input) => ({
      data: await setCourseMark(scopeOf(ctx), 'collect', input.courseId, input.state),
    }),
  });
  registry.register({
    name: 'apiCourse/praise',
    method: 'GET',
    access: 'user',
    input: toggleCourseSchema,
    handler: async (ctx, input) => ({ data: await setCourseMark(scopeOf(ctx), 'praise', input.courseId, input.state) }),
  });
  registry.register({
    name: 'apiCourse/courseReward',
    method: 'GET',
    access: 'user',
    input: rewardCourseSchema,
    handler: async (ctx, input) => ({ data: await rewardCourse(scopeOf(ctx), input) }),
  });
  registry.register({
    name: 'apiCourse/collectList',
    method: 'GET',
    access: 'user',
    input: myNotesSchema.pick({ page: true }),
    handler: async (ctx, input) => ({
      data: { ...(await listCollected(scopeOf(ctx), input.page, 12)), page: input.page, pageSize: 12 },
    }),
  });

  registry.register({
    name: '/v1/download/single',
    method: 'POST',
    access: 'user',
    input: downloadSingleSchema,
    handler: async (ctx, input) => ({ data: await downloadSingle(downloadScope(ctx), input) }),
  });
  registry.register({
    name: '/v1/download/compress',
    method: 'POST',
    access: 'user',
    input: downloadCompressSchema,
    handler: async (ctx, input) => ({ data: await downloadCompress(downloadScope(ctx), input) }),
  });
  registry.register({
    name: '/v1/download/polling',
    method: 'GET',
    access: 'user',
    input: downloadPollingSchema,
    handler: async (ctx, input) => ({ data: await pollDownload(downloadScope(ctx), input.recordId) }),
  });
  registry.register({
    name: '/v1/download/records',
    method: 'GET',
    access: 'user',
    input: myNotesSchema.pick({ page: true }),
    handler: async (ctx, input) => ({ data: await listDownloads(downloadScope(ctx), input.page) }),
  });
}
