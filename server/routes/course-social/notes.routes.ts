import { z } from 'zod';
import {
  addNoteSchema,
  chapterNotesSchema,
  COURSE_SOCIAL_LIMITS,
  myNotesSchema,
  noteIdSchema,
  reviewListSchema,
  reviewNoteSchema,
} from '../../../protocol';
import type { CallRegistry } from '../../pipeline/call-registry';
import { closeNoteTip, noteTip, uploadNoteImage } from './note-extras.service';
import { notesInReview, reviewNote } from './note-review.service';
import { deleteNote, listCourseNotes, myNotes, noteDetail, revokeNote, saveNote } from './notes.service';
import { scopeOf } from './social-scope';

/** Notes under /v1/courseNote (spec 001 §7); the reads' names are decision 0018's. */
export function registerNoteCalls(registry: CallRegistry): void {
  const base = '/v1/courseNote/note';
  registry.register({
    name: `${base}/add-note`,
    method: 'POST',
    access: 'user',
    input: addNoteSchema,
    handler: async (ctx, input) => ({ data: await saveNote(scopeOf(ctx), input) }),
  });
  registry.register({
    name: `${base}/delete-note`,
    method: 'POST',
    access: 'user',
    input: noteIdSchema,
    handler: async (ctx, input) => ({ data: await deleteNote(scopeOf(ctx), input.noteId) }),
  });
  registry.register({
    name: `${base}/revoke-note`,
    method: 'POST',
    access: 'user',
    input: noteIdSchema,
    handler: async (ctx, input) => ({ data: await revokeNote(scopeOf(ctx), input.noteId) }),
  });
  registry.register({
    name: `${base}/upload-img`,
    method: 'POST',
    access: 'user',
    upload: { maxFileBytes: COURSE_SOCIAL_LIMITS.imageBytes, maxFiles: 1 },
    input: z.object({}),
    handler: async (ctx) => ({
      data: await uploadNoteImage({ ...scopeOf(ctx), mediaDir: ctx.config.mediaDir }, ctx.files ?? []),
    }),
  });
  registry.register({
    name: `${base}/list`,
    method: 'GET',
    access: 'user',
    input: chapterNotesSchema,
    handler: async (ctx, input) => ({ data: await listCourseNotes(scopeOf(ctx), input) }),
  });
  registry.register({
    name: `${base}/my-notes`,
    method: 'GET',
    access: 'user',
    input: myNotesSchema,
    handler: async (ctx, input) => ({ data: await myNotes(scopeOf(ctx), input) }),
  });
  registry.register({
    name: `${base}/detail`,
    method: 'GET',
    access: 'user',
    input: noteIdSchema,
    handler: async (ctx, input) => ({ data: await noteDetail(scopeOf(ctx), input.noteId) }),
  });
  registry.register({
    name: `${base}/review-list`,
    method: 'GET',
    access: 'admin',
    input: reviewListSchema,
    handler: async (ctx, input) => ({ data: await notesInReview(scopeOf(ctx), input.page) }),
  });
  registry.register({
    name: `${base}/review`,
    method: 'POST',
    access: 'admin',
    input: reviewNoteSchema,
    handler: async (ctx, input) => ({ data: await reviewNote(scopeOf(ctx), input) }),
  });
  registry.register({
    name: '/v1/courseNote/tip/index',
    method: 'GET',
    access: 'user',
    input: z.object({}),
    handler: async (ctx) => ({ data: await noteTip(scopeOf(ctx)) }),
  });
  // A GET in the spec; closing twice is the same as once.
  registry.register({
    name: '/v1/courseNote/tip/close',
    method: 'GET',
    access: 'user',
    input: z.object({}),
    handler: async (ctx) => ({ data: await closeNoteTip(scopeOf(ctx)) }),
  });
}
