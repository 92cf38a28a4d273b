import { z } from 'zod';
import {
  communityAddCommentSchema,
  communityAdoptSchema,
  communityCommentPageSchema,
  communitySettingAnswerSchema,
  communitySettingSchema,
  communityDeleteSchema,
  communityListCommentsSchema,
  listPostsSchema,
  communityMemberListSchema,
  communityMembersSchema,
  postDetailSchema,
  postIdSchema,
  postPageSchema,
  communityPraiseResultSchema,
  communityPraiseSchema,
  communityReportSchema,
  communityReviewListAnswerSchema,
  communityReviewListSchema,
  communityReviewSchema,
  savePostSchema,
} from '../schemas/community';
import { defineCall } from './define-call';

/*
 * Community topics and Q&A (decision 0049; docs/checklists/extra-calls-community.tsv — the specs
 * name no community call). Reads are GET, every change is a POST.
 */
const ok = z.object({ id: z.number() });

export const listPostsCall = defineCall({
  name: 'apiCommunity/list',
  method: 'GET',
  input: listPostsSchema,
  output: postPageSchema,
});
export const postDetailCall = defineCall({
  name: 'apiCommunity/detail',
  method: 'GET',
  input: postIdSchema,
  output: postDetailSchema,
});
/** Create or edit a topic or a question (a question's bounty is held from the asker's points). */
export const savePostCall = defineCall({
  name: 'apiCommunity/save',
  method: 'POST',
  input: savePostSchema,
  output: postDetailSchema,
});
export const listPostCommentsCall = defineCall({
  name: 'apiCommunity/comments',
  method: 'GET',
  input: communityListCommentsSchema,
  output: communityCommentPageSchema,
});
/** An answer, a comment or a reply. */
export const addPostCommentCall = defineCall({
  name: 'apiCommunity/comment',
  method: 'POST',
  input: communityAddCommentSchema,
  output: ok,
});
export const praiseCommunityCall = defineCall({
  name: 'apiCommunity/praise',
  method: 'POST',
  input: communityPraiseSchema,
  output: communityPraiseResultSchema,
});
/** The asker adopts the best answer: the question is resolved and the bounty paid, once. */
export const adoptAnswerCall = defineCall({
  name: 'apiCommunity/adopt',
  method: 'POST',
  input: communityAdoptSchema,
  output: postDetailSchema,
});
/** The asker closes the question without adopting: the bounty goes back, once. */
export const closeQuestionCall = defineCall({
  name: 'apiCommunity/close',
  method: 'POST',
  input: postIdSchema,
  output: postDetailSchema,
});
export const deleteCommunityCall = defineCall({
  name: 'apiCommunity/delete',
  method: 'POST',
  input: communityDeleteSchema,
  output: ok,
});
export const reportPostCall = defineCall({
  name: 'apiCommunity/report',
  method: 'POST',
  input: communityReportSchema,
  output: ok,
});
/** Members to invite or mention (the picker). */
export const communityMembersCall = defineCall({
  name: 'apiCommunity/members',
  method: 'GET',
  input: communityMembersSchema,
  output: communityMemberListSchema,
});
/** The enterprise's review switches (administrators change them) and whether the caller may remind all staff. */
export const communitySettingCall = defineCall({
  name: 'apiCommunity/setting',
  method: 'GET',
  input: z.object({}),
  output: communitySettingAnswerSchema,
});
export const saveCommunitySettingCall = defineCall({
  name: 'apiCommunity/saveSetting',
  method: 'POST',
  input: communitySettingSchema,
  output: communitySettingAnswerSchema,
});
/** Administrators: posts and answers waiting for review, or reported posts. */
export const communityReviewListCall = defineCall({
  name: 'apiCommunity/reviewList',
  method: 'GET',
  input: communityReviewListSchema,
  output: communityReviewListAnswerSchema,
});
export const communityReviewCall = defineCall({
  name: 'apiCommunity/review',
  method: 'POST',
  input: communityReviewSchema,
  output: ok,
});
