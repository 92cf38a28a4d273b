import type {
  CommentPageOfPost,
  CommunityPerson,
  CommunityReviewItem,
  CommunitySetting,
  MicroUploadInfo,
  MicroUploadKind,
  PostDetail,
  PostKind,
  PostPage,
  PostSort,
} from '../../../../protocol';
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
} from '../../../../protocol/calls/community';
import { microUploadCall } from '../../../../protocol/calls/micro-courses';
import { api } from '../../../lib/api-client';
import type { ChunkTransport } from '../../../lib/chunked-upload';

/** Community calls (decision 0049). Quiet: each page shows its own loading, errors and refusals. */
const quiet = { quiet: true } as const;

export interface PostListQuery {
  kind: PostKind;
  sort: PostSort;
  keyword: string;
  mine: boolean;
  page: number;
}

export const getPosts = (q: PostListQuery): Promise<PostPage> =>
  api.request(
    listPostsCall,
    { kind: q.kind, sort: q.sort, keyword: q.keyword, mine: q.mine ? '1' : '', page: String(q.page) },
    quiet,
  );

export const getPost = (postId: number): Promise<PostDetail> =>
  api.request(postDetailCall, { postId: String(postId) }, quiet);

export interface PostDraft {
  postId?: number;
  kind: PostKind;
  title: string;
  content: string;
  bounty: number;
  uploadIds: number[];
  invite: number[];
  mentions: number[];
  remindAll: boolean;
  requestId: string;
}

export const savePost = (d: PostDraft): Promise<PostDetail> =>
  api.request(
    savePostCall,
    {
      postId: d.postId ? String(d.postId) : '',
      kind: d.kind,
      title: d.title,
      content: d.content,
      bounty: String(d.bounty),
      uploadIds: JSON.stringify(d.uploadIds),
      invite: JSON.stringify(d.invite),
      mentions: JSON.stringify(d.mentions),
      remindAll: d.remindAll ? '1' : '0',
      requestId: d.requestId,
    },
    quiet,
  );

export const getComments = (postId: number, page: number): Promise<CommentPageOfPost> =>
  api.request(listPostCommentsCall, { postId: String(postId), page: String(page) }, quiet);

export const addComment = (input: {
  postId: number;
  answer: boolean;
  parentId?: number;
  replyToUserId?: number;
  content: string;
  mentions: number[];
  requestId: string;
}) =>
  api.request(
    addPostCommentCall,
    {
      postId: String(input.postId),
      answer: input.answer ? '1' : '0',
      parentId: input.parentId ? String(input.parentId) : '',
      replyToUserId: input.replyToUserId ? String(input.replyToUserId) : '',
      content: input.content,
      mentions: JSON.stringify(input.mentions),
      requestId: input.requestId,
    },
    quiet,
  );

export const praise = (target: 'post' | 'comment', id: number, wanted: boolean) =>
  api.request(praiseCommunityCall, { target, id: String(id), praise: wanted ? '1' : '0' }, quiet);
export const adopt = (postId: number, commentId: number) =>
  api.request(adoptAnswerCall, { postId: String(postId), commentId: String(commentId) }, quiet);
export const closeQuestion = (postId: number) => api.request(closeQuestionCall, { postId: String(postId) }, quiet);
export const deleteItem = (target: 'post' | 'comment', id: number) =>
  api.request(deleteCommunityCall, { target, id: String(id) }, quiet);
export const reportPost = (postId: number, reason: string) =>
  api.request(reportPostCall, { postId: String(postId), reason }, quiet);
export const getMembers = (keyword: string): Promise<CommunityPerson[]> =>
  api.request(communityMembersCall, { keyword }, quiet).then((a) => a.list);
export const getSetting = (): Promise<CommunitySetting> => api.request(communitySettingCall, {}, quiet);
export const saveSetting = (reviewPosts: boolean, reviewAnswers: boolean): Promise<CommunitySetting> =>
  api.request(
    saveCommunitySettingCall,
    { reviewPosts: reviewPosts ? '1' : '0', reviewAnswers: reviewAnswers ? '1' : '0' },
    quiet,
  );
export const getReviewList = (queue: 'review' | 'reported'): Promise<CommunityReviewItem[]> =>
  api.request(communityReviewListCall, { queue }, quiet).then((a) => a.list);
export const decide = (target: 'post' | 'comment', id: number, decision: 'approve' | 'reject' | 'dismiss' | 'delete') =>
  api.request(communityReviewCall, { target, id: String(id), decision }, quiet);

/** The platform's chunked upload (apiCourse/upload, decision 0020) as the shared uploader's transport. */
export const uploadTransport: ChunkTransport = {
  init: (kind: MicroUploadKind, fileName: string, totalBytes: number): Promise<MicroUploadInfo> =>
    api.request(microUploadCall, { action: 'init', kind, fileName, totalBytes: String(totalBytes) }, quiet),
  chunk: (uploadId, index, bytes, onProgress, signal) => {
    const form = new FormData();
    form.append('action', 'chunk');
    form.append('uploadId', String(uploadId));
    form.append('index', String(index));
    form.append('file', bytes);
    return api.requestUpload(microUploadCall, form, { quiet: true, onProgress, ...(signal ? { signal } : {}) });
  },
  complete: (uploadId) => api.request(microUploadCall, { action: 'complete', uploadId: String(uploadId) }, quiet),
  status: (uploadId) => api.request(microUploadCall, { action: 'status', uploadId: String(uploadId) }, quiet),
};

/** A client-made id per submission, so a retried or double-clicked send is recognised by the server. */
export const newRequestId = (): string =>
  `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.replace(/[^A-Za-z0-9]/g, '');
