import {
  addPostCommentCall,
  adoptAnswerCall,
  closeQuestionCall,
  communityMembersCall,
  communityReviewCall,
  communityReviewListCall,
  communitySettingCall,
  deleteCommunityCall,
  listPostCommentsCall,
  listPostsCall,
  postDetailCall,
  praiseCommunityCall,
  reportPostCall,
  saveCommunitySettingCall,
  savePostCall,
} from '../../../protocol/calls/community';
import type { CallRegistry } from '../../pipeline/call-registry';
import { adoptAnswer, closeQuestion } from './bounty.service';
import { addComment, listComments } from './comments.service';
import { scopeOf } from './community-scope';
import { communitySetting, review, reviewList, saveCommunitySetting } from './moderation.service';
import { postDetail, savePost } from './posts.service';
import { listPosts } from './post-list.service';
import { deleteTarget, listMembers, praise, reportPost } from './social.service';

/** The calls of community topics and Q&A (decision 0049). Administrators' checks are in the services. */
export function registerCommunityCalls(registry: CallRegistry): void {
  registry.serve(listPostsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listPosts(scopeOf(ctx), input) }),
  });
  registry.serve(postDetailCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await postDetail(scopeOf(ctx), input.postId) }),
  });
  registry.serve(savePostCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      return { data: await postDetail(scope, await savePost(scope, input)) };
    },
  });
  registry.serve(listPostCommentsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listComments(scopeOf(ctx), input.postId, input.page) }),
  });
  registry.serve(addPostCommentCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: { id: await addComment(scopeOf(ctx), input) } }),
  });
  registry.serve(praiseCommunityCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await praise(scopeOf(ctx), input) }),
  });
  registry.serve(adoptAnswerCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      await adoptAnswer(scope, input.postId, input.commentId);
      return { data: await postDetail(scope, input.postId) };
    },
  });
  registry.serve(closeQuestionCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      await closeQuestion(scope, input.postId);
      return { data: await postDetail(scope, input.postId) };
    },
  });
  registry.serve(deleteCommunityCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await deleteTarget(scopeOf(ctx), input.target, input.id);
      return { data: { id: input.id } };
    },
  });
  registry.serve(reportPostCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await reportPost(scopeOf(ctx), input.postId, input.reason);
      return { data: { id: input.postId } };
    },
  });
  registry.serve(communityMembersCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: { list: await listMembers(scopeOf(ctx), input.keyword) } }),
  });
  registry.serve(communitySettingCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await communitySetting(scopeOf(ctx)) }),
  });
  registry.serve(saveCommunitySettingCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await saveCommunitySetting(scopeOf(ctx), input) }),
  });
  registry.serve(communityReviewListCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: { list: await reviewList(scopeOf(ctx), input.queue) } }),
  });
  registry.serve(communityReviewCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await review(scopeOf(ctx), input);
      return { data: { id: input.id } };
    },
  });
}
