import {
  closeNoteTipCall,
  deleteNoteCall,
  listCourseNotesCall,
  listMyNotesCall,
  noteDetailCall,
  noteTipCall,
  notesInReviewCall,
  reviewNoteCall,
  revokeNoteCall,
  saveNoteCall,
  uploadNoteImageCall,
} from '../../../protocol/calls/course-social';
import { COURSE_SOCIAL_LIMITS } from '../../../protocol';
import type { CallRegistry } from '../../pipeline/call-registry';
import { closeNoteTip, noteTip, uploadNoteImage } from './note-extras.service';
import { notesInReview, reviewNote } from './note-review.service';
import { deleteNote, listCourseNotes, myNotes, noteDetail, revokeNote, saveNote } from './notes.service';
import { scopeOf } from './social-scope';

/** Notes under /v1/courseNote (spec 001 §7); the reads' names are decision 0018's. */
export function registerNoteCalls(registry: CallRegistry): void {
  registry.serve(saveNoteCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await saveNote(scopeOf(ctx), input) }),
  });
  registry.serve(deleteNoteCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await deleteNote(scopeOf(ctx), input.noteId) }),
  });
  registry.serve(revokeNoteCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await revokeNote(scopeOf(ctx), input.noteId) }),
  });
  registry.serve(uploadNoteImageCall, {
    access: 'user',
    upload: { maxFileBytes: COURSE_SOCIAL_LIMITS.imageBytes, maxFiles: 1 },
    handler: async (ctx) => ({
      data: await uploadNoteImage({ ...scopeOf(ctx), mediaDir: ctx.config.mediaDir }, ctx.files ?? []),
    }),
  });
  registry.serve(listCourseNotesCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listCourseNotes(scopeOf(ctx), input) }),
  });
  registry.serve(listMyNotesCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await myNotes(scopeOf(ctx), input) }),
  });
  registry.serve(noteDetailCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await noteDetail(scopeOf(ctx), input.noteId) }),
  });
  registry.serve(notesInReviewCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await notesInReview(scopeOf(ctx), input.page) }),
  });
  registry.serve(reviewNoteCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await reviewNote(scopeOf(ctx), input) }),
  });
  registry.serve(noteTipCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await noteTip(scopeOf(ctx)) }),
  });
  // A GET in the spec; closing twice is the same as once.
  registry.serve(closeNoteTipCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await closeNoteTip(scopeOf(ctx)) }),
  });
}
