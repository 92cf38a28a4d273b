import {
  addCommentCall,
  collectCourseCall,
  courseSocialStateCall,
  downloadCompressCall,
  downloadSingleCall,
  gradeCourseCall,
  listCollectedCall,
  listCommentsCall,
  listDownloadsCall,
  pollDownloadCall,
  praiseCommentCall,
  praiseCourseCall,
  rewardCourseCall,
} from '../../../protocol/calls/course-social';
import type { ServerConfig } from '../../config';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { listComments } from './comment-list.service';
import { praiseComment } from './comment-praise.service';
import { addComment } from './comments.service';
import { courseSocialState, gradeCourse, listCollected, setCourseMark } from './course-marks.service';
import { downloadCompress, downloadSingle, listDownloads, pollDownload, type DownloadScope } from './downloads.service';
import { registerNoteCalls } from './notes.routes';
import { rewardCourse } from './reward.service';
import { scopeOf } from './social-scope';

function downloadScope(ctx: MemberContext): DownloadScope {
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

  registry.serve(listCommentsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listComments(scopeOf(ctx), input) }),
  });
  registry.serve(addCommentCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await addComment(scopeOf(ctx), input) }),
  });
  registry.serve(praiseCommentCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await praiseComment(scopeOf(ctx), input.commentId, input.praise) }),
  });

  registry.serve(courseSocialStateCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await courseSocialState(scopeOf(ctx), input.courseId) }),
  });
  registry.serve(gradeCourseCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await gradeCourse(scopeOf(ctx), input.courseId, input.stars) }),
  });
  registry.serve(collectCourseCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await setCourseMark(scopeOf(ctx), 'collect', input.courseId, input.state),
    }),
  });
  registry.serve(praiseCourseCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await setCourseMark(scopeOf(ctx), 'praise', input.courseId, input.state) }),
  });
  registry.serve(rewardCourseCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await rewardCourse(scopeOf(ctx), input) }),
  });
  registry.serve(listCollectedCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: { ...(await listCollected(scopeOf(ctx), input.page, 12)), page: input.page, pageSize: 12 },
    }),
  });

  registry.serve(downloadSingleCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await downloadSingle(downloadScope(ctx), input) }),
  });
  registry.serve(downloadCompressCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await downloadCompress(downloadScope(ctx), input) }),
  });
  registry.serve(pollDownloadCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await pollDownload(downloadScope(ctx), input.recordId) }),
  });
  registry.serve(listDownloadsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listDownloads(downloadScope(ctx), input.page) }),
  });
}
