import {
  microCourseReadCall,
  microCourseWriteCall,
  microReviewListCall,
  microUploadCall,
  reviewMicroCourseCall,
} from '../../../protocol/calls/micro-courses';
import type { ServerConfig } from '../../config';
import type { CallContext, CallRegistry } from '../../pipeline/call-registry';
import { readMicroCourse, readMicroCourseDetail } from './micro-course-reads';
import { deleteMicroCourse, saveMicroCourse } from './micro-course.service';
import { scopeOf } from './micro-scope';
import { listForReview, reviewMicroCourse } from './review.service';
import { transcodeQueueFor } from './transcode-queue';
import { completeUpload, findOwnUpload, initUpload, presentUpload, receiveChunk } from './upload.service';

function queueOf(ctx: CallContext) {
  return transcodeQueueFor({ db: ctx.db, mediaDir: ctx.config.mediaDir, clock: ctx.clock, log: ctx.log });
}

/** The calls of micro-course upload and review (decision 0020). */
export function registerMicroCourseCalls(registry: CallRegistry, config: ServerConfig): void {
  /** Five reads told apart by `action`: detail, category, setting, handleUrl (spec) and list. */
  registry.serve(microCourseReadCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await queueOf(ctx);
      return { data: await readMicroCourse(scopeOf(ctx), input) };
    },
  });

  /** Save a draft, submit for transcoding and review, or delete (`action`). */
  registry.serve(microCourseWriteCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      if (input.action === 'delete') {
        await deleteMicroCourse(scope, input.id);
        return { data: { id: input.id } };
      }
      const { action, ...draft } = input;
      const id = await saveMicroCourse(scope, draft, action === 'submit');
      if (action === 'submit') (await queueOf(ctx)).enqueue(ctx.enterprise.id, id);
      return { data: await readMicroCourseDetail(scope, id) };
    },
  });

  /** Resumable chunked upload: init → chunk (multipart, in order) → complete; status to resume. */
  registry.serve(microUploadCall, {
    access: 'user',
    upload: { maxFileBytes: config.microCourseChunkBytes, maxFiles: 1 },
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      if (input.action === 'init') return { data: await initUpload(scope, input) };
      if (input.action === 'chunk') return { data: await receiveChunk(scope, input, ctx.files ?? []) };
      if (input.action === 'complete') return { data: await completeUpload(scope, input.uploadId) };
      return { data: presentUpload(await findOwnUpload(scope, input.uploadId)) };
    },
  });

  // Administrators only; checked in the service so a learner hears "no administrator rights".
  registry.serve(microReviewListCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await queueOf(ctx);
      return { data: { list: await listForReview(scopeOf(ctx), input.state) } };
    },
  });

  registry.serve(reviewMicroCourseCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await reviewMicroCourse(scopeOf(ctx), input) }),
  });
}
